/**
 * "Compliance lapsed" on the vendor lists (capability `compliance`): the list records of our server (paged lists
 * and the SPEC lists) carry `compliance_lapsed`, true for an approved vendor whose accepted, required document
 * expired after approval, false for one whose documents are valid or waived; a vendor not approved has no flag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorKind } from '../../src/domain/constants.ts';
import { insertDocument, setComplianceClock } from '../../server/repositories/vendorDocuments.ts';
import { multipart, startServer, type TestServer } from '../helpers/server.ts';
import { FIXTURE_PASSWORD, createVendor } from './vendorFixtures.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const APPROVED_ON = new Date('2026-01-10T06:00:00Z');
/** After the FSSAI licences below expire (2026-02-01), before the valid ones do. */
const LATER = new Date('2026-03-01T06:00:00Z');

let server: TestServer;
let cookie = '';
let now = APPROVED_ON;

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function vendorToken(kind: VendorKind, phoneNumber: string): Promise<string> {
  const res = await server.app.inject({ method: 'POST', url: '/api/vendor/login', payload: { category: kind, phoneNumber, password: FIXTURE_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

/** The vendor uploads a document in the portal and an admin accepts it. */
async function uploadAccepted(token: string, fields: Record<string, string>) {
  const form = multipart(fields, { file: { bytes: PDF, filename: 'doc.pdf', type: 'application/pdf' } });
  const res = await server.app.inject({ method: 'POST', url: '/api/vendor/documents', headers: { authorization: `Bearer ${token}` }, payload: form as unknown as object });
  expect(res.statusCode, res.body).toBe(200);
  const decided = await admin('PUT', `/api/admin/documents/${res.json().id}/decision`, { decision: 'accepted' });
  expect(decided.statusCode, decided.body).toBe(200);
}

/** A vegetable store approved with its FSSAI licence valid until `fssaiExpiresOn`, through the portal and the admin. */
async function approvedVegetableStore(fssaiExpiresOn: string): Promise<number> {
  const vendor = await createVendor(server, 'vegetable', { documents: false, poster: 'poster.png' });
  const token = await vendorToken('vegetable', vendor.phoneNumber);
  await uploadAccepted(token, { requirement: 'fssai', number: '12421999000123', licence_type: 'Registration', expires_on: fssaiExpiresOn });
  await uploadAccepted(token, { requirement: 'pan', number: 'ABCPE1234F' });
  const approved = await admin('POST', `/admin/vendor/verify/${vendor.userId}`);
  expect(approved.statusCode, approved.body).toBe(200);
  return vendor.userId;
}

type Listed = { id: number; verification: number; compliance_lapsed?: boolean };

/** These vendors' records in their kind's verified or unverified paged list (the admin's queue path). */
async function listed(kind: VendorKind, verified: boolean, ids: number[]): Promise<Listed[]> {
  const filter = encodeURIComponent(JSON.stringify({ verified, id: ids }));
  const res = await admin('GET', `/api/lists/vendors/${kind}?filter=${filter}&range=${encodeURIComponent('[0,49]')}`);
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json() as Listed[];
  expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  return rows;
}

const flags = async (kind: VendorKind, verified: boolean, ids: number[]): Promise<Record<number, unknown>> =>
  Object.fromEntries((await listed(kind, verified, ids)).map((row) => [row.id, 'compliance_lapsed' in row ? row.compliance_lapsed : 'absent']));

beforeAll(async () => {
  server = await startServer();
  setComplianceClock(server.app.db, () => now);
  cookie = await server.login();
});
afterAll(() => server.close());

describe('compliance_lapsed on the vendor lists', () => {
  let lapsing = 0;
  let valid = 0;
  let waived = 0;
  let transportLapsing = 0;
  let transportValid = 0;
  let pending = 0;

  beforeAll(async () => {
    now = APPROVED_ON;
    lapsing = await approvedVegetableStore('2026-02-01');
    valid = await approvedVegetableStore('2027-03-31');
    waived = await approvedVegetableStore('2026-02-01');
    expect((await admin('PUT', `/api/admin/vendors/${waived}/requirements/fssai/waiver`, { reason: 'Renewal filed, receipt seen' })).statusCode).toBe(200);

    const transport = async (insuranceExpiresOn: string) => {
      const vendor = await createVendor(server, 'transport', { documents: false, poster: 'poster.png' });
      const doc = (requirement: string, number: string | null, expiresOn: string) =>
        insertDocument(server.app.db, { userId: vendor.userId, requirement, number, licenceType: null, expiresOn, file: null, fileType: null, status: 'accepted' });
      await doc('rc', 'TN57AB1234', '2030-01-01');
      await doc('permit', 'P-1', '2030-01-01');
      await doc('insurance', 'I-1', insuranceExpiresOn);
      await doc('drivingLicence', 'TN01 20110012345', '2030-01-01');
      const approved = await admin('POST', `/admin/transport/verify/${vendor.userId}`);
      expect(approved.statusCode, approved.body).toBe(200);
      return vendor.userId;
    };
    transportLapsing = await transport('2026-02-01');
    transportValid = await transport('2030-01-01');

    // Not approved: an expired document only blocks its approval, it is not "lapsed".
    pending = (await createVendor(server, 'vegetable', { documents: false })).userId;
    await insertDocument(server.app.db, { userId: pending, requirement: 'fssai', number: null, licenceType: 'Registration', expiresOn: '2026-02-01', file: null, fileType: null, status: 'accepted' });
  });

  it('is false for every approved vendor while its documents are valid', async () => {
    now = APPROVED_ON;
    expect(await flags('vegetable', true, [lapsing, valid, waived])).toEqual({ [lapsing]: false, [valid]: false, [waived]: false });
    expect(await flags('transport', true, [transportLapsing, transportValid])).toEqual({ [transportLapsing]: false, [transportValid]: false });
  });

  it('is true in its kind\'s verified list once a required, accepted document has expired; not when waived or valid', async () => {
    now = LATER;
    expect(await flags('vegetable', true, [lapsing, valid, waived])).toEqual({ [lapsing]: true, [valid]: false, [waived]: false });
    expect(await flags('transport', true, [transportLapsing, transportValid])).toEqual({ [transportLapsing]: true, [transportValid]: false });
    // Only approved vendors' records carry the flag: the others stay as the legacy lists have them.
    expect(await flags('vegetable', false, [pending])).toEqual({ [pending]: 'absent' });
  });

  it('the one-record read carries the same flag', async () => {
    now = LATER;
    const one = async (id: number) => {
      const res = await admin('GET', `/api/lists/vendors/vegetable/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Listed).compliance_lapsed;
    };
    expect(await one(lapsing)).toBe(true);
    expect(await one(valid)).toBe(false);
  });

  /** The flags of these vendors in their kind's SPEC verified list (GET /api/{kind}/verified/list, cached). */
  async function specFlags(kind: VendorKind, ids: number[]): Promise<Record<number, unknown>> {
    const res = await admin('GET', `/api/${kind}/verified/list`);
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as Record<string, unknown>[]).filter((row) => ids.includes(Number(row.id)));
    expect(rows).toHaveLength(ids.length);
    return Object.fromEntries(rows.map((row) => [Number(row.id), 'compliance_lapsed' in row ? row.compliance_lapsed : 'absent']));
  }

  it("the SPEC verified lists carry the same flag, renewed as days pass though no vendor changed", async () => {
    now = APPROVED_ON;
    expect(await specFlags('vegetable', [lapsing, valid, waived])).toEqual({ [lapsing]: false, [valid]: false, [waived]: false });
    now = LATER;
    expect(await specFlags('vegetable', [lapsing, valid, waived])).toEqual({ [lapsing]: true, [valid]: false, [waived]: false });
    expect(await specFlags('transport', [transportLapsing, transportValid])).toEqual({ [transportLapsing]: true, [transportValid]: false });
    const unverified = (await admin('GET', '/api/vegetable/unverified/list')).json() as Record<string, unknown>[];
    expect(unverified.find((row) => row.id === pending)).not.toHaveProperty('compliance_lapsed');
  });

  it('a renewed document, accepted, clears it in both lists', async () => {
    now = LATER;
    const { phoneNumber } = await server.app.db.selectFrom('vendor_users').select('phoneNumber').where('id', '=', lapsing).executeTakeFirstOrThrow();
    await uploadAccepted(await vendorToken('vegetable', phoneNumber), { requirement: 'fssai', number: '12421999000123', licence_type: 'Registration', expires_on: '2028-03-31' });
    expect(await flags('vegetable', true, [lapsing])).toEqual({ [lapsing]: false });
    expect(await specFlags('vegetable', [lapsing])).toEqual({ [lapsing]: false });
  });
});
