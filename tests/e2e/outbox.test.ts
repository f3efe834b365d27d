/**
 * Delivery as the admin sees it, in real Chromium against the product (`npm start`) with WHATSAPP_* pointed at a
 * local stand-in for Meta's Graph API: approving a vendor whose number agreed to WhatsApp delivers the approval
 * with no click beyond Approve, and the decision panel says "Sent on WhatsApp" in place of the wa.me link; after the
 * signed status webhook the outbox (reached from the menu) lists it delivered; the same in Tamil. A backend that
 * does not offer the outbox (the capability document of the legacy core) shows no Outbox entry.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ReviewRecord } from '../../src/domain/review';
import { whatsappPhone } from '../../src/domain/phone';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds';
import { en } from '../../src/i18n/en';
import { ta } from '../../src/i18n/ta';
import { launchChromium } from '../helpers/browser';
import { startProduct, type RunningProduct } from '../helpers/product';
import { startProvider, type TestProvider } from '../helpers/providerServer';
import { TEST_ADMIN } from '../helpers/server';
import { expectNoSidewaysOverflow, logIn } from './masterAdmin';

const PHONE_NUMBER_ID = '100200300400';
const TOKEN = 'EAAG-e2e-outbox-token';
const APP_SECRET = 'e2e-outbox-app-secret';

let graph: TestProvider;
let product: RunningProduct;
let browser: Browser;
let page: Page;
let cookie = '';
/** The provider message id WhatsApp's stand-in gave each number. */
const wamids = new Map<string, string>();

const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${product.url}${path}`, {
    method,
    headers: { cookie, origin: product.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return (await res.json()) as T;
};

beforeAll(async () => {
  graph = await startProvider((request) =>
    request.method === 'POST' && request.path === `/v21.0/${PHONE_NUMBER_ID}/messages` && request.headers.authorization === `Bearer ${TOKEN}` ? null : `unexpected ${request.method} ${request.path}`,
  );
  graph.answer = (request) => {
    const id = `wamid.E2E${crypto.randomUUID().slice(0, 8)}`;
    wamids.set(String((request.body as { to?: string }).to), id);
    return { status: 200, body: { messaging_product: 'whatsapp', contacts: [], messages: [{ id }] } };
  };
  product = await startProduct({
    WHATSAPP_API_URL: `${graph.url}/v21.0`,
    WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
    WHATSAPP_TOKEN: TOKEN,
    WHATSAPP_APP_SECRET: APP_SECRET,
    JOBS_POLL_MS: '100',
  });
  browser = await launchChromium();
  const login = await fetch(`${product.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) });
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  await logIn(page, product.url);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await graph?.close();
});

const used = new Set<number>();

/** An applied vendor with a poster whose number agreed to WhatsApp messages. */
async function optedInApplicant(): Promise<{ vendor: ReviewRecord; phone: string }> {
  const applied = await api<ReviewRecord[]>('GET', `/api/reviews?filter=${encodeURIComponent(JSON.stringify({ state: 'applied' }))}&range=[0,199]`);
  const vendor = applied.find((review) => review.poster !== null && !used.has(review.id) && whatsappPhone(review.phoneNumber) !== null);
  if (!vendor) throw new Error('the demo seed should have an applied vendor with a poster and a mobile number');
  used.add(vendor.id);
  const phone = whatsappPhone(vendor.phoneNumber) ?? '';
  await api('PUT', `/api/admin/messages/optin/${phone}`, { opted_in: true });
  return { vendor, phone };
}

async function signedStatus(phone: string, status: 'delivered' | 'read') {
  const id = wamids.get(phone);
  if (!id) throw new Error(`nothing was sent to ${phone}`);
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: PHONE_NUMBER_ID }, statuses: [{ id, status, timestamp: '1700000000', recipient_id: phone }] } }] }],
  });
  const signature = `sha256=${crypto.createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
  const hook = await fetch(`${product.url}/api/webhooks/whatsapp`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, body });
  expect(hook.status).toBe(200);
}

const catalogues = { en, ta } as const;

describe.each(['en', 'ta'] as const)('an approval delivered on WhatsApp (%s)', (language) => {
  const t = catalogues[language];

  it('says "Sent on WhatsApp" in place of the link, and the outbox lists it delivered after the signed webhook', async () => {
    const { vendor, phone } = await optedInApplicant();
    const resource = VENDOR_KIND_DECLARATIONS.find((declaration) => declaration.kind === vendor.kind)?.resource;
    if (!resource) throw new Error(`no declared kind ${vendor.kind}`);
    await page.goto(`${product.url}/admin/${resource}/${vendor.id}/show`);
    await page.getByRole('heading', { name: vendor.name, level: 1 }).waitFor();
    if (language === 'ta' && (await page.getByRole('button', { name: 'English', exact: true }).count()) > 0) {
      await page.getByRole('button', { name: 'English', exact: true }).click();
      await page.getByRole('menuitem', { name: 'தமிழ்' }).click();
      await page.getByRole('button', { name: 'தமிழ்', exact: true }).waitFor();
    }
    const main = page.getByRole('main');
    await main.getByRole('button', { name: t.app.vendor.approve, exact: true }).click();
    await page.getByRole('dialog', { name: t.app.vendor.confirmApprove }).getByRole('button', { name: t.app.vendor.approve }).click();

    // The job delivers it with no other click.
    await expect.poll(() => graph.requests.filter((request) => (request.body as { to?: string }).to === phone).length, { timeout: 30_000 }).toBe(1);
    await expect
      .poll(async () => (await api<{ state: string }[]>('GET', `/api/admin/outbox?filter=${encodeURIComponent(JSON.stringify({ vendor: vendor.id }))}`))[0]?.state, { timeout: 30_000 })
      .toBe('sent');
    const panel = page.getByRole('status', { name: t.app.messages.about.approve.replace('%{name}', vendor.name) });
    await panel.getByText(t.app.messages.sentOn.whatsapp, { exact: true }).waitFor({ timeout: 30_000 });
    expect(await panel.getByRole('link', { name: t.app.messages.whatsapp }).count()).toBe(0);
    expect(graph.problems).toEqual([]);
    const sent = graph.requests.filter((request) => (request.body as { to?: string }).to === phone);
    expect(sent).toHaveLength(1);
    expect((sent[0]?.body as { template: { language: { code: string } } }).template.language.code).toMatch(/^(en|ta)$/);

    await signedStatus(phone, 'delivered');
    await page.getByRole('menuitem', { name: t.app.menu.outbox }).click();
    await page.waitForURL(/\/admin\/outbox/);
    const row = page.getByRole('row').filter({ hasText: vendor.name });
    await row.getByText(`${t.app.messages.channels.whatsapp}: ${t.app.outbox.deliveryStates.delivered}`, { exact: true }).waitFor({ timeout: 30_000 });
    await row.getByText(t.app.outbox.types.approved, { exact: true }).waitFor();

    // At 390 px the list is stacked items, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('listitem').filter({ hasText: vendor.name }).getByText(t.app.outbox.states.delivered, { exact: true }).waitFor();
    await expectNoSidewaysOverflow(page, `the outbox at 390 px (${language})`);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});

describe('a backend without the outbox', () => {
  it('shows no Outbox entry where the capability document is not there (the legacy core)', async () => {
    const legacy = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    try {
      await legacy.route('**/api/capabilities', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' }));
      await logIn(legacy, product.url);
      await legacy.getByRole('menuitem', { name: en.app.menu.dashboard ?? 'Dashboard' }).first().waitFor();
      expect(await legacy.getByRole('menuitem', { name: en.app.menu.outbox }).count()).toBe(0);
      // The same admin against our server's own capability document offers it.
      expect(await page.getByRole('menuitem', { name: /Outbox|அனுப்பும் பெட்டி/ }).count()).toBe(1);
    } finally {
      await legacy.close();
    }
  });
});
