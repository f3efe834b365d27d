/**
 * The public pages of issue #40 in a real browser against the real product (`npm start`, Chromium, axe-core): the
 * complaint, its status and the data request pages, English and Tamil, axe-clean at 1280 and 390 px; then a Tamil
 * buyer with JavaScript disabled asks for a correction of their data, types the code they received (read here from
 * the outbox row in the product's database) and lands on the page saying what happens next; with script, the same
 * page asks by fetch and a buyer's access downloads the ZIP.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../helpers/browser';
import { startProduct, type RunningProduct } from '../helpers/product';
import { ta } from '../../landing/i18n/ta';
import { en } from '../../landing/i18n/en';
import { PRIVACY_REQUEST_TEXTS } from '../../src/domain/privacyRequestForm';
import { parseMessageParams } from '../../src/domain/messageTypes/index';
import { accessibleAtBothWidths } from './masterAdmin';
import { hydrateNow } from './landingBrowser';

const PAGES = ['/grievance', '/grievance/status', '/privacy/request'];
const PHONE = `93${String(Date.now()).slice(-8)}`;

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  product = await startProduct({ SEED_VENDORS: '1' });
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** The code the person received: the last privacy_code message's params in the outbox. */
function lastCode(): string {
  const db = new Database(path.join(product.dataDir, 'marketplace.db'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("SELECT params FROM vendor_messages WHERE topic = 'privacy_code' ORDER BY id DESC LIMIT 1").get() as { params: string } | undefined;
    return parseMessageParams(row?.params)?.code ?? '';
  } finally {
    db.close();
  }
}

describe('the public complaint and data request pages', () => {
  it('are axe-clean at 1280 and 390 px, in English and Tamil', async () => {
    // bypassCSP lets axe-core be injected; the product's CSP forbids inline scripts, as it should.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    for (const url of PAGES.flatMap((p) => [p, `/ta${p}`])) {
      await page.goto(`${product.url}${url}`);
      await accessibleAtBothWidths(page, url, () => page.locator('h1').waitFor());
    }
    await page.close();
  }, 120_000);

  it('a Tamil buyer without JavaScript asks for a correction, types the code and sees what happens next', async () => {
    const enquiry = await fetch(`${product.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ name: 'கவின் ஹோட்டல்', business: 'கவின் ஹோட்டல்', phoneNumber: PHONE, city: 'Palani', needs: 'தக்காளி' }),
    });
    expect(enquiry.status).toBe(201);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${product.url}/ta/privacy/request`);
    const fields = ta.privacyRequest.fields;
    await page.locator('#privacy-request-who').selectOption('buyer');
    await page.getByLabel(fields.kind, { exact: true }).selectOption('correction');
    await page.getByLabel(fields.details).fill('என் பெயர் தவறாக உள்ளது: கவின் உணவகம் என்று இருக்க வேண்டும்.');
    await page.getByLabel(fields.phone).fill(PHONE);
    await page.getByRole('button', { name: ta.privacyRequest.send }).click();

    const texts = PRIVACY_REQUEST_TEXTS.ta;
    const code = page.getByLabel(texts.codeLabel);
    await code.waitFor();
    await code.fill(lastCode());
    await page.getByRole('button', { name: texts.verify }).click();
    await page.waitForURL(/\/ta\/privacy\/request\/received\?kind=correction&state=received&due=\d{4}-\d{2}-\d{2}$/);
    const result = page.locator('#privacy-request-result');
    expect(await result.getByRole('heading').textContent()).toBe(texts.receivedHeading);
    expect(await result.textContent()).toContain(texts.next.received.correction);
    const received = page.url();
    await context.close();
    // axe needs script: the same page (its own address, Post/Redirect/Get) in a page that runs it.
    const checked = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await checked.goto(received);
    await accessibleAtBothWidths(checked, 'the received page', () => checked.locator('#privacy-request-result').waitFor());
    expect(new URL(checked.url()).pathname).toBe('/ta/privacy/request/received');
    await checked.close();
  }, 90_000);

  it('with script, the same page asks by fetch and a buyer\'s access downloads the ZIP', async () => {
    const phone = `92${String(Date.now()).slice(-8)}`;
    const enquiry = await fetch(`${product.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ name: 'Kavin Hotel', business: 'Kavin Hotel', phoneNumber: phone, city: 'Palani', needs: 'Tomatoes' }),
    });
    expect(enquiry.status).toBe(201);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${product.url}/privacy/request`);
    // The landing hydrates on the visitor's first interaction; this case is the script's, so it waits for it.
    await hydrateNow(page);
    const fields = en.privacyRequest.fields;
    await page.getByLabel(fields.kind, { exact: true }).selectOption('access');
    await page.getByLabel(fields.phone).fill(phone);
    const asked = page.waitForResponse((response) => response.url().endsWith('/api/privacy/requests') && response.request().method() === 'POST');
    await page.getByRole('button', { name: en.privacyRequest.send }).click();
    expect((await asked).headers()['content-type']).toMatch(/^application\/json/);
    const texts = PRIVACY_REQUEST_TEXTS.en;
    await page.getByLabel(texts.codeLabel).fill(lastCode());
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: texts.verify }).click();
    expect((await download).suggestedFilename()).toMatch(/^my-data-\d+\.zip$/);
    await expect.poll(() => page.locator('#privacy-request-result').textContent()).toContain(texts.next.completed.access);
    await context.close();
  }, 60_000);
});
