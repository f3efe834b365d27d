/**
 * Extension `compliance` on the real server: identifier checks on upload (400 naming the field), document privacy,
 * the approval rule with decisions and waivers (audited), the expiry queue and the "compliance lapsed" flag
 * around a fixed clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter, identifierMessages } from '../../src/domain/compliance/identifiers.ts';
import { complianceMessages as complianceKeys } from '../../src/domain/compliance/documents.ts';
import { inEnglish } from '../helpers/texts.ts';
import { renderText } from '../../src/domain/validationTexts.ts';
import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENT_FOLDER, insertDocument, setComplianceClock } from '../../server/repositories/vendorDocuments.ts';
import { multipart, samples, startServer, type TestServer } from '../helpers/server.ts';
import { FIXTURE_PASSWORD, createVendor, type SpecKind } from './vendorFixtures.ts';

const complianceMessages = inEnglish(complianceKeys);
const m = inEnglish(identifierMessages);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const NOW = new Date('2026-01-10T06:00:00Z');
const TODAY = '2026-01-10';

let server: TestServer;
let owner = '';
const roleCookies: Record<string, string> = {};

async function loginAdmin(email: string, password: string): Promise<string> {
  const res = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
  const setCookie = res.headers['set-cookie'];
  return String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0] ?? '';
}

async function vendorToken(kind: SpecKind, phoneNumber: string): Promise<string> {
  const res = await server.app.inject({ method: 'POST', url: '/api/vendor/login', payload: { category: kind, phoneNumber, password: FIXTURE_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

const admin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, cookie = owner) =>
  server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

function upload(token: string, fields: Record<string, string>, file: Buffer | null = PDF) {
  const form = multipart(fields, file ? { file: { bytes: file, filename: 'doc.pdf', type: 'application/pdf' } } : {});
  return server.app.inject({ method: 'POST', url: '/api/vendor/documents', headers: { authorization: `Bearer ${token}` }, payload: form as unknown as object });
}

const FSSAI_OK = { requirement: 'fssai', number: '12421999000123', licence_type: 'Registration', expires_on: '2027-03-31' };

beforeAll(async () => {
  server = await startServer();
  setComplianceClock(server.app.db, () => NOW);
  owner = await server.login();
  for (const role of ['reviewer', 'catalog']) {
    const email = `${role}@compliance.test`;
    expect((await admin('POST', '/api/admins', { email, name: role, role, password: 'a-long-password' })).statusCode).toBe(201);
    roleCookies[role] = await loginAdmin(email, 'a-long-password');
  }
});
afterAll(() => server.close());

describe('identifier checks on upload: 400 naming the field', () => {
  let vegetable = '';
  let transport = '';
  beforeAll(async () => {
    vegetable = await vendorToken('vegetable', (await createVendor(server, 'vegetable', { documents: false })).phoneNumber);
    transport = await vendorToken('transport', (await createVendor(server, 'transport', { documents: false })).phoneNumber);
  });

  const refused = async (token: string, fields: Record<string, string>, file: Buffer | null = PDF) => {
    const res = await upload(token, fields, file);
    expect(res.statusCode, res.body).toBe(400);
    return res.json().errors as Record<string, string>;
  };

  it('FSSAI: 14 digits, a licence type, an expiry date in the future, a document', async () => {
    expect((await refused(vegetable, { ...FSSAI_OK, number: '1242199900012' })).number).toBe(m.fssaiShape);
    expect((await refused(vegetable, { ...FSSAI_OK, number: '' })).number).toBe(m.fssaiRequired);
    expect((await refused(vegetable, { ...FSSAI_OK, licence_type: 'Permit' })).licence_type).toBe(
      complianceMessages.licenceTypeRequired(['Registration', 'State licence', 'Central licence']),
    );
    expect((await refused(vegetable, { ...FSSAI_OK, expires_on: '' })).expires_on).toBe(complianceMessages.expiryRequired);
    expect((await refused(vegetable, { ...FSSAI_OK, expires_on: '2027-02-30' })).expires_on).toBe(complianceMessages.expiryFormat);
    expect((await refused(vegetable, { ...FSSAI_OK, expires_on: '2026-01-09' })).expires_on).toBe(complianceMessages.expiryPast);
    expect((await refused(vegetable, FSSAI_OK, null)).file).toBe(complianceMessages.fileRequired);
    expect((await refused(vegetable, FSSAI_OK, samples.gif)).file).toBe('file must be a JPEG, PNG, WebP or PDF file');
    expect((await refused(vegetable, FSSAI_OK, samples.notAnImage)).file).toBe('file must be a JPEG, PNG, WebP or PDF file');
    expect((await refused(vegetable, { ...FSSAI_OK, requirement: 'rc' })).requirement).toBe(complianceMessages.unknownRequirement);
  });

  it('PAN: shape and holder type', async () => {
    expect((await refused(vegetable, { requirement: 'pan', number: 'ABCPE12345' })).number).toBe(m.panShape);
    expect((await refused(vegetable, { requirement: 'pan', number: 'ABCXE1234F' })).number).toBe(m.panHolder);
  });

  it('GSTIN: shape, check character, PAN part equal to the PAN given; another state only warns', async () => {
    expect((await refused(vegetable, { requirement: 'gstin', number: '33AAPFU0939F1Z' })).number).toBe(m.gstinShape);
    expect((await refused(vegetable, { requirement: 'gstin', number: '33AAPFU0939F1Z3' })).number).toBe(m.gstinCheck);
    const pan = await upload(vegetable, { requirement: 'pan', number: 'abcpe1234f' }, samples.png);
    expect(pan.statusCode, pan.body).toBe(200);
    expect(pan.json()).toMatchObject({ status: 'pending', number: 'ABCPE1234F', file_type: 'png' });
    expect((await refused(vegetable, { requirement: 'gstin', number: '33AAPFU0939F1Z2' })).number).toBe(m.gstinPanMismatch);
    const other = await upload(vegetable, { requirement: 'gstin', number: '33ABCPE1234F1ZI' });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().warnings).toEqual([]);
    // The PAN given afterwards is checked against the GSTIN too.
    expect((await refused(vegetable, { requirement: 'pan', number: 'AAPFU0939F' })).number).toBe(m.gstinPanMismatch);
  });

  it('GSTIN of another state is accepted with a warning', async () => {
    const token = await vendorToken('hotel', (await createVendor(server, 'hotel', { documents: false })).phoneNumber);
    const res = await upload(token, { requirement: 'gstin', number: '27AAPFU0939F1ZV' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().warnings).toEqual([m.gstinOtherState]);
    // The portal's Tamil page reads the same warning in Tamil; the admin's answer stays English for its catalogue.
    const tamil = await server.app.inject({ method: 'GET', url: '/api/vendor/documents', headers: { authorization: `Bearer ${token}`, 'accept-language': 'ta' } });
    const gstin = (tamil.json().requirements as { requirement: { id: string }; warnings: string[] }[]).find((status) => status.requirement.id === 'gstin');
    expect(gstin?.warnings).toEqual([renderText(identifierMessages.gstinOtherState, 'ta')]);
    expect(gstin?.warnings[0]).not.toBe(m.gstinOtherState);
  });

  it('vehicle registration and driving licence numbers', async () => {
    const rc = { requirement: 'rc', expires_on: '2030-01-01' };
    expect((await refused(transport, { ...rc, number: 'TN 01 AB 123' })).number).toBe(m.vehicleShape);
    expect((await refused(transport, { ...rc, number: 'XX 01 AB 1234' })).number).toBe(m.vehicleState);
    expect((await upload(transport, { ...rc, number: 'TN-57-AB-1234' })).json().number).toBe('TN57AB1234');
    expect((await upload(transport, { ...rc, number: '22 BH 1234 AA' })).json().number).toBe('22BH1234AA');
    expect((await refused(transport, { requirement: 'drivingLicence', number: 'TN01 2011', expires_on: '2030-01-01' })).number).toBe(m.licenceShape);
    expect((await refused(transport, { requirement: 'permit', number: '', expires_on: '2030-01-01' })).number).toBe('Permit number is required');
  });

  it('needs the vendor session', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/vendor/documents' })).statusCode).toBe(401);
    expect((await upload('not-a-token', FSSAI_OK)).statusCode).toBe(401);
  });
});

describe('documents are private', () => {
  let documentId = 0;
  let fileName = '';
  let ownerToken = '';
  let otherToken = '';
  beforeAll(async () => {
    ownerToken = await vendorToken('vegetable', (await createVendor(server, 'vegetable', { documents: false })).phoneNumber);
    otherToken = await vendorToken('vegetable', (await createVendor(server, 'vegetable', { documents: false })).phoneNumber);
    const res = await upload(ownerToken, FSSAI_OK);
    expect(res.statusCode, res.body).toBe(200);
    documentId = res.json().id;
    fileName = (await server.app.db.selectFrom('vendor_documents').select('file').where('id', '=', documentId).executeTakeFirstOrThrow()).file ?? '';
  });

  const vendorFile = (token: string | null, id = documentId) =>
    server.app.inject({ method: 'GET', url: `/api/vendor/documents/${id}/file`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('the owning vendor gets the file; nobody else among vendors', async () => {
    const res = await vendorFile(ownerToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect((await vendorFile(null)).statusCode).toBe(401);
    expect((await vendorFile('forged')).statusCode).toBe(401);
    expect((await vendorFile(otherToken)).statusCode).toBe(404);
    expect((await vendorFile(ownerToken, documentId + 1000)).statusCode).toBe(404);
  });

  it('admins who may review get it; other roles 403, no session 401, unknown 404', async () => {
    const url = `/api/admin/documents/${documentId}/file`;
    const ok = await admin('GET', url);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(PDF)).toBe(true);
    expect((await admin('GET', url, undefined, roleCookies.reviewer)).statusCode).toBe(200);
    expect((await admin('GET', url, undefined, roleCookies.catalog)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await admin('GET', `/api/admin/documents/${documentId + 1000}/file`)).statusCode).toBe(404);
  });

  it('no static path serves the private folder', async () => {
    expect(fileName).toMatch(/\.pdf$/);
    for (const url of [`/private-documents/${fileName}`, `/vegetablestoreimages/..%2Fprivate-documents%2F${fileName}`]) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).not.toBe(200);
    }
  });
});

describe('the approval rule', () => {
  it('refuses approval naming each missing document, then approves once accepted or waived (audited)', async () => {
    const vendor = await createVendor(server, 'vegetable', { documents: false, poster: 'poster.png' });
    const token = await vendorToken('vegetable', vendor.phoneNumber);
    const approve = () => admin('POST', `/admin/vendor/verify/${vendor.userId}`);

    let res = await approve();
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.documents).toBe('FSSAI licence is missing; PAN card is missing');

    const fssai = (await upload(token, FSSAI_OK)).json();
    res = await approve();
    expect(res.json().errors.documents).toBe('FSSAI licence is not checked yet; PAN card is missing');

    // A rejection needs a reason, and the vendor sees it.
    res = await admin('PUT', `/api/admin/documents/${fssai.id}/decision`, { decision: 'rejected' }, roleCookies.reviewer);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.reason).toBe(complianceMessages.rejectReason);
    res = await admin('PUT', `/api/admin/documents/${fssai.id}/decision`, { decision: 'rejected', reason: 'The scan is unreadable' }, roleCookies.reviewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', reason: 'The scan is unreadable', problem: 'FSSAI licence was rejected' });
    const seen = (await server.app.inject({ method: 'GET', url: '/api/vendor/documents', headers: { authorization: `Bearer ${token}` } })).json();
    expect(seen.requirements.find((r: { requirement: { id: string } }) => r.requirement.id === 'fssai')).toMatchObject({ status: 'rejected', reason: 'The scan is unreadable' });
    expect((await approve()).json().errors.documents).toContain('FSSAI licence was rejected');

    // Uploaded again and accepted.
    const again = (await upload(token, FSSAI_OK)).json();
    expect(again.status).toBe('pending');
    res = await admin('PUT', `/api/admin/documents/${again.id}/decision`, { decision: 'accepted' }, roleCookies.reviewer);
    expect(res.json()).toMatchObject({ status: 'accepted', problem: null });
    expect((await approve()).json().errors.documents).toBe('PAN card is missing');

    // Only an owner waives, with a reason.
    const waiver = `/api/admin/vendors/${vendor.userId}/requirements/pan/waiver`;
    expect((await admin('PUT', waiver, { reason: 'Sole trader, PAN applied for' }, roleCookies.reviewer)).statusCode).toBe(403);
    expect((await admin('PUT', waiver, {})).statusCode).toBe(400);
    expect((await admin('PUT', `/api/admin/vendors/${vendor.userId}/requirements/rc/waiver`, { reason: 'x' })).statusCode).toBe(404);
    res = await admin('PUT', waiver, { reason: 'Sole trader, PAN applied for' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'waived', reason: 'Sole trader, PAN applied for', problem: null });

    res = await approve();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().verification).toBe(1);

    // The named decisions (the triggers' generic row-change entries aside).
    const actions = await server.app.db
      .selectFrom('audit_log')
      .select(['action', 'reason'])
      .where('vendor_id', '=', vendor.userId)
      .where('action', 'like', '%.%')
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'document.upload', reason: null },
      { action: 'document.reject', reason: 'The scan is unreadable' },
      { action: 'document.upload', reason: null },
      { action: 'document.accept', reason: null },
      { action: 'requirement.waive', reason: 'Sole trader, PAN applied for' },
      { action: 'review.approve', reason: null },
    ]);
  });

  it('an expired document blocks approval, in bulk too', async () => {
    const vendor = await createVendor(server, 'vegetable', { documents: false, poster: 'poster.png' });
    await insertDocument(server.app.db, { userId: vendor.userId, requirement: 'fssai', number: '12421999000123', licenceType: 'Registration', expiresOn: '2026-01-09', file: null, fileType: null, status: 'accepted' });
    await insertDocument(server.app.db, { userId: vendor.userId, requirement: 'pan', number: 'ABCPE1234F', licenceType: null, expiresOn: null, file: null, fileType: null, status: 'accepted' });
    const res = await admin('POST', `/admin/vendor/verify/${vendor.userId}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.documents).toBe('FSSAI licence expired on 2026-01-09');
  });

  it('the admin reads every requirement with its state', async () => {
    const vendor = await createVendor(server, 'transport', { documents: false });
    const res = await admin('GET', `/api/admin/vendors/${vendor.userId}/documents`, undefined, roleCookies.catalog);
    expect(res.statusCode).toBe(200);
    expect(res.json().requirements.map((r: { requirement: { id: string }; status: string }) => [r.requirement.id, r.status])).toEqual([
      ['rc', 'missing'],
      ['permit', 'missing'],
      ['insurance', 'missing'],
      ['drivingLicence', 'missing'],
    ]);
    expect((await admin('GET', '/api/admin/vendors/999999/documents')).statusCode).toBe(404);
  });
});

describe('numbers flagged on the decision page', () => {
  // From an address of its own: the upload route's per-minute limit is shared with the file's other uploads.
  let address = 0;
  const uploaded = async (token: string, fields: Record<string, string>) => {
    const form = multipart(fields, { file: { bytes: PDF, filename: 'doc.pdf', type: 'application/pdf' } });
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/vendor/documents',
      remoteAddress: `10.77.0.${++address}`,
      headers: { authorization: `Bearer ${token}` },
      payload: form as unknown as object,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const statusOf = async (userId: number, requirement: string) => {
    const res = await admin('GET', `/api/admin/vendors/${userId}/documents`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().requirements as { requirement: { id: string }; number: string | null; application_number: string | null; warnings: string[] }[]).find(
      (status) => status.requirement.id === requirement,
    );
  };

  it("an RC whose number is not the application's vehicle number; the application's number is given to prefill the form", async () => {
    const { userId, phoneNumber } = await createVendor(server, 'transport', { documents: false });
    const token = await vendorToken('transport', phoneNumber);
    expect(await statusOf(userId, 'rc')).toMatchObject({ number: null, application_number: 'TN57AB1234', warnings: [] });
    const rc = { requirement: 'rc', expires_on: '2027-03-31' };
    await uploaded(token, { ...rc, number: 'TN 59 CD 4321' });
    expect(await statusOf(userId, 'rc')).toMatchObject({ number: 'TN59CD4321', warnings: [m.applicationMismatch] });
    // Written another way (spaces, small letters), the same number is not flagged.
    await uploaded(token, { ...rc, number: 'tn 57 ab 1234' });
    expect(await statusOf(userId, 'rc')).toMatchObject({ number: 'TN57AB1234', warnings: [] });
    // The vendor's own answer carries the same.
    const own = await server.app.inject({ method: 'GET', url: '/api/vendor/documents', headers: { authorization: `Bearer ${token}` } });
    expect(own.json().requirements.find((status: { requirement: { id: string } }) => status.requirement.id === 'rc')).toMatchObject({ application_number: 'TN57AB1234' });
  });

  it('a PAN or GSTIN another vendor gave too, on both vendors; not once the other is rejected', async () => {
    const first = await createVendor(server, 'vegetable', { documents: false });
    const second = await createVendor(server, 'vegetable', { documents: false });
    const [firstToken, secondToken] = [await vendorToken('vegetable', first.phoneNumber), await vendorToken('vegetable', second.phoneNumber)];
    await uploaded(firstToken, { requirement: 'pan', number: 'QWXPK7391M' });
    expect(await statusOf(first.userId, 'pan')).toMatchObject({ warnings: [] });
    await uploaded(secondToken, { requirement: 'pan', number: 'qwxpk7391m' });
    expect(await statusOf(second.userId, 'pan')).toMatchObject({ warnings: [m.takenByOther] });
    expect(await statusOf(first.userId, 'pan')).toMatchObject({ warnings: [m.takenByOther] });
    // The vendor is not told about other vendors' documents.
    const own = await server.app.inject({ method: 'GET', url: '/api/vendor/documents', headers: { authorization: `Bearer ${secondToken}` } });
    expect(own.json().requirements.find((status: { requirement: { id: string } }) => status.requirement.id === 'pan')).toMatchObject({ warnings: [] });
    const gstin = '33QWXPK7391M1Z';
    for (const token of [firstToken, secondToken]) await uploaded(token, { requirement: 'gstin', number: gstin + gstinCheckCharacter(gstin) });
    expect(await statusOf(second.userId, 'gstin')).toMatchObject({ warnings: [m.takenByOther] });
    const firstPan = await statusOf(first.userId, 'pan');
    const decided = await admin('PUT', `/api/admin/documents/${(firstPan as unknown as { id: number }).id}/decision`, { decision: 'rejected', reason: 'Not this business' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await statusOf(second.userId, 'pan')).toMatchObject({ warnings: [] });
  });
});

describe('the expiry queue and "compliance lapsed", around a fixed clock', () => {
  let lapsed = 0;
  let expiring = 0;
  beforeAll(async () => {
    const a = await createVendor(server, 'vegetable', { documents: false, verification: 1, name: 'Lapsed Greens' });
    const b = await createVendor(server, 'transport', { documents: false, verification: 1, name: 'Soon Movers' });
    const c = await createVendor(server, 'hotel', { documents: false, verification: 1, name: 'Far Hotel' });
    lapsed = a.userId;
    expiring = b.userId;
    const doc = (userId: number, requirement: string, expiresOn: string) =>
      insertDocument(server.app.db, { userId, requirement, number: null, licenceType: null, expiresOn, file: null, fileType: null, status: 'accepted' });
    await doc(a.userId, 'fssai', '2026-01-05');
    await doc(b.userId, 'insurance', '2026-02-01');
    await doc(b.userId, 'rc', TODAY);
    await doc(c.userId, 'fssai', '2026-03-30');
  });

  const page = async (query: string) => {
    const res = await admin('GET', `/api/admin/compliance/expiring${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return { rows: res.json() as { user_id: number; requirement: string; state: string; days_left: number; label: string; phoneNumber: string }[], range: res.headers['content-range'] };
  };

  it('lists documents expiring within 30 days and expired, soonest first', async () => {
    const { rows, range } = await page('');
    const ours = rows.filter((r) => [lapsed, expiring].includes(r.user_id));
    expect(ours.map((r) => [r.requirement, r.state, r.days_left])).toEqual([
      ['fssai', 'expired', -5],
      ['rc', 'expiring', 0],
      ['insurance', 'expiring', 22],
    ]);
    expect(ours[0]?.label).toBe('FSSAI licence');
    expect(ours[0]?.phoneNumber).toMatch(/^\d{10}$/);
    expect(range).toMatch(/^documents 0-\d+\/\d+$/);
  });

  it('filters by state, kind and city', async () => {
    const expired = (await page(`?filter=${encodeURIComponent(JSON.stringify({ state: 'expired' }))}`)).rows;
    expect(expired.every((r) => r.state === 'expired')).toBe(true);
    expect(expired.some((r) => r.user_id === lapsed)).toBe(true);
    const transport = (await page(`?filter=${encodeURIComponent(JSON.stringify({ kind: 'transport', state: 'expiring' }))}`)).rows;
    expect(transport.map((r) => r.user_id)).toEqual([expiring, expiring]);
    expect((await page(`?filter=${encodeURIComponent(JSON.stringify({ city: 'Nowhere' }))}`)).rows).toEqual([]);
    const bad = await admin('GET', `/api/admin/compliance/expiring?filter=${encodeURIComponent(JSON.stringify({ state: 'soon' }))}`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['filter']);
  });

  it('marks approved vendors whose required document expired as "compliance lapsed"', async () => {
    const { rows } = await page('');
    const flags = rows.filter((r) => [lapsed, expiring].includes(r.user_id)).map((r) => [r.requirement, (r as unknown as { compliance_lapsed: boolean }).compliance_lapsed]);
    expect(flags).toEqual([
      ['fssai', true],
      ['rc', false],
      ['insurance', false],
    ]);
  });
});

describe('deleting a vendor', () => {
  it('removes its document files with its rows', async () => {
    const vendor = await createVendor(server, 'vegetable', { documents: false });
    const token = await vendorToken('vegetable', vendor.phoneNumber);
    const res = await upload(token, FSSAI_OK);
    expect(res.statusCode, res.body).toBe(200);
    const file = (await server.app.db.selectFrom('vendor_documents').select('file').where('id', '=', res.json().id).executeTakeFirstOrThrow()).file ?? '';
    const onDisk = path.join(server.dataDir, 'media', DOCUMENT_FOLDER, file);
    expect(fs.existsSync(onDisk)).toBe(true);
    expect((await admin('DELETE', `/admin/unverifiedvendor/delete/${vendor.userId}`)).statusCode).toBe(200);
    expect(fs.existsSync(onDisk)).toBe(false);
  });
});
