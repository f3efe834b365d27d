/**
 * The no-script answers of the data request page (/privacy/request) and the complaint's Post/Redirect/Get, on a real
 * server on SQLite and PostgreSQL with the built landing: a plain form post with errors gets the page with them by
 * their fields in Tamil; one that is right gets the code step (the token it needs, the code read from the outbox
 * row); a wrong code the code step with its error; the right one a 303 to the page saying what happens next (a
 * buyer's access: the ZIP as a download); too many posts the page saying so. The JSON answers stay as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_TARGETS, buildSite } from '../../server/site/build.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { PRIVACY_CODE, privacyRequestDueAt } from '../../src/domain/privacy.ts';
import { PRIVACY_REQUEST_TEXTS } from '../../src/domain/privacyRequestForm.ts';
import { VALIDATION_TEXTS } from '../../src/domain/validationTexts.ts';
import { GRIEVANCE_TEXTS, indiaDate } from '../../src/domain/grievanceForm.ts';
import { parseMessageParams } from '../../src/domain/messageTypes/index.ts';
import { BUYER_ERASURE_KEPT } from '../../server/privacy/publicRequests.ts';

const FORM = 'application/x-www-form-urlencoded';
const NOW = Date.parse('2026-11-21T06:00:00.000Z');
const ta = PRIVACY_REQUEST_TEXTS.ta;

describe('the data request page and the complaint without script', () => {
  let server: TestServer;
  let address = 0;
  let phoneCounter = 0;
  const now = NOW;

  const from = () => `10.9.7.${++address}`;
  const nextPhone = () => String(9400000000 + ++phoneCounter);
  const post = (url: string, fields: Record<string, string>, remoteAddress = from()) =>
    server.app.inject({ method: 'POST', url, payload: new URLSearchParams(fields).toString(), headers: { 'content-type': FORM, accept: 'text/html' }, remoteAddress });
  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const lastCode = async () => {
    const [row] = await server.app.db.selectFrom('vendor_messages').selectAll().where('topic', '=', 'privacy_code').orderBy('id', 'desc').limit(1).execute();
    return parseMessageParams(row?.params)?.code ?? '';
  };
  const tokenOf = (html: string) => /<input type="hidden" name="requestToken" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const buyer = async () => {
    const phone = nextPhone();
    const res = await server.app.inject({ method: 'POST', url: '/api/enquiries', remoteAddress: from(), payload: { name: 'Kavin Hotel', business: 'Kavin Hotel', phoneNumber: phone, city: 'Palani', needs: 'Tomatoes weekly' } });
    expect(res.statusCode, res.body).toBe(201);
    return phone;
  };
  /** A Tamil buyer's first step, done: the code step's page and the code they received. */
  const askedInTamil = async (fields: Record<string, string>) => {
    const res = await post('/api/privacy/requests?lang=ta', { who: 'buyer', details: '', ...fields });
    expect(res.statusCode, res.body).toBe(202);
    return { page: res.body, token: tokenOf(res.body), code: await lastCode() };
  };

  beforeAll(async () => {
    const landing = SITE_TARGETS.find((target) => target.name === 'landing');
    if (!landing) throw new Error('no landing build target');
    await buildSite(landing);
    server = await startServer({ build: { clock: () => now } });
  }, 240_000);
  afterAll(() => server?.close());

  it('answers errors with the Tamil page, each by its field, the values kept', async () => {
    const missing = await post('/api/privacy/requests?lang=ta', { who: 'buyer', kind: '', details: '', phone: '98' });
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expect(missing.body).toMatch(/<html lang="ta"[^>]*data-page-path="\/ta\/privacy\/request"/);
    expect(missing.body).toContain(`<p id="privacy-request-kind-error" class="field__error">${VALIDATION_TEXTS.ta['privacy.chooseKind']}</p>`);
    expect(missing.body).toMatch(/<option value="buyer" selected="">/);
    expect(missing.body).toMatch(/name="phone" value="98"/);
    expect(missing.body).toContain(ta.correctBelow);

    const phone = await post('/api/privacy/requests?lang=ta', { who: 'vendor', kind: 'correction', details: '', phone: '98765' });
    expect(phone.statusCode).toBe(400);
    expect(phone.body).toContain(`<p id="privacy-request-phone-error" class="field__error">${VALIDATION_TEXTS.ta['privacy.phoneDigits']}</p>`);
    expect(phone.body).toMatch(/<option value="correction" selected="">/);
    // The code step stays hidden until a code is sent.
    expect(phone.body).toMatch(/<form id="privacy-code-form"[^>]* hidden[ >]/);
  });

  it('a Tamil buyer gets the code step, a wrong code its error, then the page saying what happens next (Post/Redirect/Get)', async () => {
    const phone = await buyer();
    const { page, token, code } = await askedInTamil({ kind: 'correction', details: 'என் பெயர் தவறு: கவின் ஹோட்டல்', phone });
    expect(token).not.toBe('');
    expect(code).toMatch(/^\d{6}$/);
    expect(page).toMatch(/<form id="privacy-request-form"[^>]* hidden>/);
    expect(page).not.toMatch(/<form id="privacy-code-form"[^>]* hidden[ >]/);
    expect(page).toContain(ta.codeHeading);

    const wrong = await post('/api/privacy/requests/verify?lang=ta', { requestToken: token, code: String((Number(code) + 1) % 10 ** PRIVACY_CODE.digits).padStart(6, '0') });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(`<p id="privacy-request-code-error" class="field__error">${VALIDATION_TEXTS.ta['privacy.codeWrong']}</p>`);
    expect(tokenOf(wrong.body)).toBe(token);

    const right = await post('/api/privacy/requests/verify?lang=ta', { requestToken: token, code });
    expect(right.statusCode, right.body).toBe(303);
    const due = indiaDate(privacyRequestDueAt(new Date(now).toISOString()));
    expect(right.headers.location).toBe(`/ta/privacy/request/received?kind=correction&state=received&due=${due}`);
    const received = await get(String(right.headers.location));
    expect(received.statusCode).toBe(200);
    expect(received.body).toMatch(/<html lang="ta"[^>]*data-page-path="\/ta\/privacy\/request" data-page-stays=""/);
    expect(received.body).toContain(ta.receivedHeading);
    expect(received.body).toContain(ta.next.received.correction);
    expect(received.body).toContain(`<strong>${due}</strong>`);
    expect(received.body).not.toContain('<form id="privacy-request-form"');
    // A used code, posted again (a reload of the step), is refused on the code step.
    const again = await post('/api/privacy/requests/verify?lang=ta', { requestToken: token, code });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(VALIDATION_TEXTS.ta['privacy.codeUsed']);
  });

  it("a buyer's access downloads the ZIP from the plain form; an erasure's page says what was kept", async () => {
    const phone = await buyer();
    const access = await askedInTamil({ kind: 'access', phone });
    const zip = await post('/api/privacy/requests/verify?lang=ta', { requestToken: access.token, code: access.code });
    expect(zip.statusCode).toBe(201);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d+\.zip"$/);

    const erasure = await askedInTamil({ kind: 'erasure', phone });
    const erased = await post('/api/privacy/requests/verify?lang=ta', { requestToken: erasure.token, code: erasure.code });
    expect(erased.statusCode, erased.body).toBe(303);
    expect(erased.headers.location).toMatch(/^\/ta\/privacy\/request\/received\?kind=erasure&state=completed&due=/);
    const page = await get(String(erased.headers.location));
    expect(page.body).toContain(ta.next.completed.erasure);
    for (const line of BUYER_ERASURE_KEPT.ta) expect(page.body).toContain(line);
    // A received page's address without an outcome goes back to the form.
    expect((await get('/privacy/request/received?kind=nothing')).headers.location).toBe('/privacy/request');
  });

  it('says too many in the page: per address, and per phone', async () => {
    const address = '10.9.8.1';
    let last = await post('/api/privacy/requests?lang=ta', { kind: '', phone: '' }, address);
    for (let i = 0; i < 12 && last.statusCode !== 429; i++) last = await post('/api/privacy/requests?lang=ta', { kind: '', phone: '' }, address);
    expect(last.statusCode).toBe(429);
    expect(last.body).toContain(ta.tooMany);
    expect(last.body).toContain('<form id="privacy-request-form"');

    const phone = await buyer();
    let refused = await post('/api/privacy/requests', { kind: 'access', phone });
    for (let i = 0; i < PRIVACY_CODE.perPhonePerHour + 1 && refused.statusCode !== 429; i++) refused = await post('/api/privacy/requests', { kind: 'access', phone });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain(PRIVACY_REQUEST_TEXTS.en.tooManyCodes);
  });

  it('keeps the JSON answers for a script', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/privacy/requests', remoteAddress: from(), headers: { accept: 'application/json' }, payload: { kind: 'access', phone: nextPhone() } });
    expect(res.statusCode).toBe(202);
    expect(Object.keys(res.json()).sort()).toEqual(['expiresAt', 'message', 'requestToken']);
    const bad = await server.app.inject({ method: 'POST', url: '/api/privacy/requests/verify', remoteAddress: from(), payload: { requestToken: 'x', code: '12' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/json/);
  });

  it("answers a complaint's plain form post 303 to its ticket page; errors stay a 400 page", async () => {
    const complaint = { name: 'மீனா', complainant: 'buyer', category: 'quality', description: 'காய்கறி அழுகியிருந்தது', phoneNumber: '9876566667' };
    const posted = await post('/api/grievances?lang=ta', complaint);
    expect(posted.statusCode).toBe(303);
    const location = String(posted.headers.location);
    expect(location).toMatch(/^\/ta\/grievance\/received\?ticket=GRV-\d{4}-\d{6}$/);
    const page = await get(location);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(GRIEVANCE_TEXTS.ta.receivedHeading);
    expect(page.body).toContain(`<strong class="ticket">${location.split('=')[1]}</strong>`);
    expect((await get('/grievance/received?ticket=<script>')).headers.location).toBe('/grievance');

    const bad = await post('/api/grievances?lang=ta', { ...complaint, phoneNumber: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^text\/html/);
    const json = await server.app.inject({ method: 'POST', url: '/api/grievances', remoteAddress: from(), payload: { ...complaint, phoneNumber: '9876566668' } });
    expect(json.statusCode).toBe(201);
    expect(json.json().ticket).toMatch(/^GRV-/);
  });
});
