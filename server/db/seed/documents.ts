/**
 * Demo vendor documents (extension `compliance`), so a new user sees the feature at once: every vendor has its
 * kind's required documents accepted (so every unverified demo vendor can still be approved), some with an
 * optional one waiting for a check; among approved vendors every third has a document expiring within the month
 * and every third one already expired ("compliance lapsed"). Deterministic from the vendor's index; the small
 * PDF and PNG files are generated once and hard-linked for the first vendors of each kind only (rows for all).
 */
import type { RequirementDeclaration } from '../../../src/domain/compliance/requirements.ts';
import { checkIdentifier, gstinCheckCharacter } from '../../../src/domain/compliance/identifiers.ts';
import { addDays, indiaToday } from '../../../src/domain/compliance/documents.ts';
import { DOCUMENT_FOLDER } from '../../repositories/vendorDocuments.ts';
import type { VendorDocumentInsert } from '../../repositories/demoVendors.ts';
import type { SeedMedia } from './mediaFiles.ts';
import { gradientPng, hue } from './png.ts';

/** Vendors per kind whose documents carry files (the rest have rows only, to keep a large seed fast). */
const WITH_FILES = 48;

/** A one-page PDF with a line of text (valid cross-reference table, opens in any viewer). */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 20 Tf 60 760 Td (${text}) Tj 0 -32 Td /F1 12 Tf (Demo document - not a real licence) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const digits = (n: number, width: number) => String(n % 10 ** width).padStart(width, '0');
const letter = (n: number) => String.fromCharCode(65 + (n % 26));

/** A PAN of its own for each serial (no two demo vendors share one: a shared PAN is flagged on the decision page). */
function demoPan(serial: number, holder: string): string {
  const high = Math.floor(serial / 10_000);
  const letters = (n: number) => letter(Math.floor(high / 26 ** n) + n * 7);
  return `${letters(0)}${letters(1)}${letters(2)}${holder}${letters(3)}${digits(serial, 4)}${letter(serial * 11 + 5)}`;
}

/** A number that passes the requirement's check, made from the vendor's index (the PAN from its serial, unique across kinds). */
function demoNumber(requirement: RequirementDeclaration, index: number, serial: number): string | null {
  const pan = demoPan(serial, 'P');
  switch (requirement.number?.check) {
    case 'fssai':
      return `${index % 2 ? 2 : 1}24${digits(21000000000 + index * 7919, 11)}`;
    case 'pan':
      return pan;
    case 'gstin': {
      const first14 = `33${pan}1Z`;
      return first14 + gstinCheckCharacter(first14);
    }
    case 'vehicleNumber':
      return `TN${digits(1 + (index % 90), 2)}${letter(index)}${letter(index + 4)}${digits(1000 + index * 13, 4)}`;
    case 'drivingLicence':
      return `TN${digits(1 + (index % 90), 2)}${2010 + (index % 12)}${digits(100000 + index * 31, 7)}`;
    default:
      return requirement.number ? `D-${digits(100000 + index * 17, 6)}` : null;
  }
}

/** The application's number where the requirement takes it from there (compact, as an upload stores it), else a made-up one. */
function demoDocumentNumber(requirement: RequirementDeclaration, vendor: { index: number; serial: number; applicationValue: (field: string) => string | null }) {
  const given = requirement.number?.fromField ? vendor.applicationValue(requirement.number.fromField) : null;
  const check = requirement.number?.check;
  const compact = given && check ? checkIdentifier(check, given) : null;
  return compact?.ok ? compact.value : demoNumber(requirement, vendor.index, vendor.serial);
}

export interface DemoDocumentsContext {
  files: SeedMedia;
  /** The seed's "now", for expiry dates relative to the day the data folder was made. */
  now: Date;
}

/** The vendor's document rows (placing their files), in the order of the kind's requirements. */
export function demoDocuments(
  ctx: DemoDocumentsContext,
  vendor: {
    index: number;
    /** Unique among all demo vendors, whatever their kind. */
    serial: number;
    verified: boolean;
    prefix: string;
    createdAt: string;
    requirements: readonly RequirementDeclaration[];
    /** The application's value of a field (an RC's number is the vehicle's registration the vendor applied with). */
    applicationValue: (field: string) => string | null;
  },
): VendorDocumentInsert[] {
  const rows: VendorDocumentInsert[] = [];
  const today = indiaToday(ctx.now);
  const required = vendor.requirements.filter((r) => r.requiredForApproval);
  // Approved vendors: every third has its first expiring requirement lapsing soon, every third one lapsed.
  const expiring = required.filter((r) => r.expiry);
  const watched = vendor.verified && expiring.length ? expiring[vendor.index % expiring.length] : undefined;
  const phase = Math.floor(vendor.index / 2) % 3;
  for (const requirement of vendor.requirements) {
    // Optional proofs: every fourth vendor has one waiting for a check.
    const pending = !requirement.requiredForApproval;
    if (pending && vendor.index % 4 !== 0) continue;
    let expiresOn: string | null = requirement.expiry ? addDays(today, 200 + ((vendor.index * 37) % 900)) : null;
    if (requirement === watched && phase === 1) expiresOn = addDays(today, 3 + (vendor.index % 25));
    if (requirement === watched && phase === 2) expiresOn = addDays(today, -(2 + (vendor.index % 40)));
    const pdf = (vendor.index + requirement.id.length) % 3 !== 0;
    let file: string | null = null;
    if (requirement.document && vendor.index < WITH_FILES) {
      const stem = `demo-${vendor.prefix}-${String(vendor.index + 1).padStart(5, '0')}-${requirement.id}`;
      file = pdf
        ? ctx.files.place(DOCUMENT_FOLDER, `${stem}.pdf`, `document-${requirement.id}`, () => demoPdf(requirement.label))
        : ctx.files.place(DOCUMENT_FOLDER, `${stem}.png`, `document-${requirement.id}-png`, () => gradientPng(120, 80, hue(40, 0.9), hue(200, 0.6), 3));
    }
    rows.push({
      requirement: requirement.id,
      number: demoDocumentNumber(requirement, vendor),
      licence_type: requirement.licenceTypes?.[vendor.index % requirement.licenceTypes.length] ?? null,
      expires_on: expiresOn,
      file,
      file_type: file ? (pdf ? 'pdf' : 'png') : null,
      status: pending ? 'pending' : 'accepted',
      uploaded_at: vendor.createdAt,
      decided_at: pending ? null : vendor.createdAt,
    });
  }
  return rows;
}
