/** What the compliance routes share: the private document folder, answer schemas, the upload check and file sending. */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { checkIdentifier, gstinPanMismatch } from '../../../src/domain/compliance/identifiers.ts';
import { complianceMessages } from '../../../src/domain/compliance/documents.ts';
import { findRequirement } from '../../../src/domain/compliance/requirements.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { MultipartBody } from '../../media/multipart.ts';
import { DOCUMENT_TYPES, sniff } from '../../media/sniff.ts';
import type { MediaStorage, StoredFile } from '../../media/store.ts';
import type { Db } from '../../db/database.ts';
import { DOCUMENT_FOLDER, currentNumber, requirementsOfKind, type DocumentRow } from '../../repositories/vendorDocuments.ts';
import { vendorKindOf } from '../../repositories/vendorsTable.ts';
import { recordVendorDocument } from '../../vendors/media.ts';
import { validationText } from '../../../src/domain/validationTexts.ts';

export { DOCUMENT_FOLDER };

export const tags = ['compliance'];
/** A reviewer's decision belongs with the review desk's calls (the area reviewers write in). */
export const decisionTags = ['reviews', 'compliance'];
/** Files are media (binary answers), though private. */
export const fileTags = ['media', 'compliance'];

const requirementDeclaration = z.object({
  id: z.string(),
  label: z.string(),
  number: z.object({ label: z.string(), check: z.string().optional(), fromField: z.string().optional(), unique: z.boolean().optional() }).optional(),
  licenceTypes: z.array(z.string()).readonly().optional(),
  expiry: z.boolean(),
  document: z.boolean(),
  requiredForApproval: z.boolean(),
  hint: z.string().optional(),
});

const nullableString = z.string().nullable();

export const requirementStatusAnswer = z.object({
  requirement: requirementDeclaration,
  status: z.enum(['missing', 'pending', 'accepted', 'rejected', 'waived']),
  id: z.number().nullable().describe('The current document (null when none was uploaded)'),
  number: nullableString,
  licence_type: nullableString,
  expires_on: nullableString.describe('YYYY-MM-DD, last day of validity'),
  expired: z.boolean(),
  file_type: nullableString,
  uploaded_at: nullableString,
  decided_at: nullableString,
  reason: nullableString.describe("The reviewer's reason of a rejection, or the owner's reason of a waiver"),
  application_number: nullableString.describe("The number as the application gives it (e.g. the vehicle's registration); null without one"),
  warnings: z.array(z.string()),
  problem: nullableString.describe('Why this requirement blocks approval (null: it does not)'),
});

export const requirementsAnswer = z.object({ requirements: z.array(requirementStatusAnswer) });

const MIME: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The 200 of a document-file route: the stored bytes, sent as the type their content was checked to be at upload. */
export const documentFileAnswer = {
  description: 'The file, inline: a PDF or an image (JPEG, PNG or WebP)',
  content: Object.fromEntries(DOCUMENT_TYPES.map((type) => [MIME[type] ?? type, { schema: z.string().meta({ format: 'binary' }) }])),
};

/**
 * Sends a document's file, streamed from the store once the route has checked who asks: private, never cached by
 * shared caches, shown inline.
 */
export async function sendDocumentFile(reply: FastifyReply, media: MediaStorage, document: DocumentRow | null) {
  const file = document?.file ? await media.open(DOCUMENT_FOLDER, document.file) : null;
  if (!document || !file) throw notFound('Document');
  const type = document.file_type ?? 'pdf';
  return sendPrivateFile(reply, file, type, `${document.requirement}-${document.id}`);
}

/** A private file (a vendor's document, a complainant's attachment) as the type its content was checked to be. */
export function sendPrivateFile(reply: FastifyReply, file: StoredFile, type: string, baseName: string) {
  return reply
    .header('content-type', MIME[type] ?? 'application/octet-stream')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${baseName}.${type}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-length', file.length)
    .send(file.body);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * Checks one upload of a vendor against its kind's requirement (400 naming each bad field), stores the file in
 * the private folder and records the document, as one unit.
 */
export async function acceptUpload(db: Db, media: MediaStorage, userId: number, body: MultipartBody, today: string): Promise<number> {
  const kind = await vendorKindOf(db, userId);
  if (kind === null) throw notFound('Vendor');
  const fields = body.fields;
  const requirement = findRequirement(requirementsOfKind(db, kind), fields.requirement ?? '');
  if (!requirement) throw badRequest({ requirement: complianceMessages.unknownRequirement });
  const errors: Record<string, string> = {};
  let number: string | null = fields.number?.trim() || null;
  if (requirement.number) {
    const check = requirement.number.check;
    if (check) {
      const result = checkIdentifier(check, number ?? '');
      if (result.ok) number = result.value;
      else errors.number = result.message;
    } else if (!number) errors.number = `${requirement.number.label} is required`;
    else if (number.length > 60) errors.number = `${requirement.number.label} must be at most 60 characters`;
  } else number = null;
  if (number && !errors.number) {
    const other = requirement.id === 'gstin' ? await currentNumber(db, userId, 'pan') : requirement.id === 'pan' ? await currentNumber(db, userId, 'gstin') : null;
    const mismatch = other ? (requirement.id === 'gstin' ? gstinPanMismatch(number, other) : gstinPanMismatch(other, number)) : null;
    if (mismatch) errors.number = mismatch;
  }
  let expiresOn: string | null = fields.expires_on?.trim() || null;
  if (requirement.expiry) {
    if (!expiresOn) errors.expires_on = complianceMessages.expiryRequired;
    else if (!validDate(expiresOn)) errors.expires_on = complianceMessages.expiryFormat;
    else if (expiresOn < today) errors.expires_on = complianceMessages.expiryPast;
  } else expiresOn = null;
  let licenceType: string | null = fields.licence_type?.trim() || null;
  if (requirement.licenceTypes) {
    if (!licenceType || !requirement.licenceTypes.includes(licenceType)) errors.licence_type = complianceMessages.licenceTypeRequired(requirement.licenceTypes);
  } else licenceType = null;
  const bytes = body.files.file;
  const type = bytes && bytes.length ? sniff(bytes) : null;
  if (requirement.document && (!bytes || bytes.length === 0)) errors.file = complianceMessages.fileRequired;
  else if (bytes && bytes.length && (!type || !DOCUMENT_TYPES.includes(type))) errors.file = validationText('upload.fileType', { formats: 'JPEG, PNG, WebP or PDF' });
  if (Object.keys(errors).length) throw badRequest(errors);
  const upload = bytes && bytes.length > 0 && type ? { bytes, type } : null;
  return recordVendorDocument(media, db, { userId, requirement: requirement.id, number, licenceType, expiresOn }, upload);
}
