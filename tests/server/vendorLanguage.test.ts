/**
 * The vendor's portal language (migration 240, capability decisionMessages): an application from the Tamil pages
 * records `ta`, one in English `en`; a later portal save records the page's language again; the admin reads it
 * where the message is composed, and a vendor entered by an admin has none. Both engines (unit, unit-pg).
 */
import { describe, expect, it } from 'vitest';
import type { VendorLanguage } from '../../src/domain/decisionMessages.ts';
import { withAdminSession } from '../helpers/adminSession.ts';
import type { TestServer } from '../helpers/server.ts';
import { seedMasterData, STORE_PASSWORD, VEGETABLE_STORE_APPLICATION } from './portalFixtures.ts';
import { createVendor } from './vendorFixtures.ts';

let server: TestServer;
const request = withAdminSession((s) => (server = s));

let address = 0;
async function apply(phoneNumber: string, acceptLanguage: string): Promise<{ id: number; authorization: string }> {
  const remoteAddress = `10.24.0.${++address}`;
  const payload = { ...VEGETABLE_STORE_APPLICATION, phoneNumber };
  const res = await server.app.inject({ method: 'POST', url: '/api/vendor/apply', payload, headers: { 'accept-language': acceptLanguage }, remoteAddress });
  expect(res.statusCode, res.body).toBe(202);
  const login = await server.app.inject({ method: 'POST', url: '/api/vendor/login', payload: { category: 'vegetable', phoneNumber, password: STORE_PASSWORD }, remoteAddress });
  expect(login.statusCode, login.body).toBe(200);
  return { id: login.json().user.id as number, authorization: `Bearer ${login.json().token}` };
}

const languageOf = async (userId: number) => {
  const res = await request('GET', `/api/admin/messages/language/${userId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VendorLanguage;
};

describe('the vendor\'s language', () => {
  it('records the page\'s language at application and answers it to the admin', async () => {
    await seedMasterData(server.app.db);
    const tamil = await apply('9840024001', 'ta-IN,ta;q=0.9,en;q=0.5');
    const english = await apply('9840024002', 'en');
    expect(await languageOf(tamil.id)).toEqual({ kind: 'vegetable', user_id: tamil.id, language: 'ta' });
    expect(await languageOf(english.id)).toEqual({ kind: 'vegetable', user_id: english.id, language: 'en' });
    const stored = await server.app.db.selectFrom('vendor_users').select('language').where('id', '=', tamil.id).executeTakeFirstOrThrow();
    expect(stored.language).toBe('ta');
  });

  it('a later portal save records the language of that page, audited only when it changes', async () => {
    const vendor = await apply('9840024003', 'ta');
    const save = async (acceptLanguage: string) => {
      const headers = { authorization: vendor.authorization, 'accept-language': acceptLanguage };
      const read = await server.app.inject({ method: 'GET', url: '/api/vendor/application', headers });
      const res = await server.app.inject({ method: 'PUT', url: '/api/vendor/application', payload: read.json().values, headers });
      expect(res.statusCode, res.body).toBe(200);
    };
    // The audit rows keep whole rows: a language change is one whose before and after differ in it.
    const languageChanges = async () =>
      (await server.app.db.selectFrom('audit_log').select(['before', 'after']).where('vendor_id', '=', vendor.id).where('entity', '=', 'vendor_users').execute()).filter(
        (row) => (JSON.parse(row.before ?? '{}') as { language?: string }).language !== (JSON.parse(row.after ?? '{}') as { language?: string }).language,
      ).length;
    await save('en-GB,en;q=0.8');
    expect((await languageOf(vendor.id)).language).toBe('en');
    await save('ta');
    expect((await languageOf(vendor.id)).language).toBe('ta');
    const changes = await languageChanges();
    await save('ta');
    expect((await languageOf(vendor.id)).language).toBe('ta');
    expect(await languageChanges()).toBe(changes);
  });

  it('knows no language for a vendor an admin entered, and answers 404 for an unknown vendor', async () => {
    const vendor = await createVendor(server, 'hotel');
    expect(await languageOf(vendor.userId)).toEqual({ kind: 'hotel', user_id: vendor.userId, language: null });
    const missing = await request('GET', '/api/admin/messages/language/987654');
    expect(missing.statusCode).toBe(404);
    expect((await request('GET', '/api/admin/messages/language/abc')).statusCode).toBe(400);
  });
});
