/** Browser steps shared by the landing's browser tests: the product and Chromium for a suite, a page opened as a visitor. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startProduct, type RunningProduct } from '../helpers/product.ts';
import { launchChromium } from '../helpers/browser.ts';
import { en } from '../../landing/i18n/en.ts';
import type { Catalogue } from '../../landing/i18n/types.ts';
import { messages, required } from '../../src/domain/fieldValidation.ts';

/** Starts the product (with `env` added to its settings) and Chromium before the suite's tests and stops both after them. */
export function landingSuite(env: Record<string, string> = {}): { readonly product: RunningProduct; readonly browser: Browser } {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    product = await startProduct(env);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the landing suite has not started');
    return value;
  };
  return {
    get product() {
      return started(product);
    },
    get browser() {
      return started(browser);
    },
  };
}

/** The page hydrates on the visitor's first interaction (a key press here) and marks <html> once it has. */
export async function hydrateNow(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens `url` in the context, collecting the page's errors; hydrates it unless told not to. */
export async function openInContext(context: BrowserContext, url: string, hydrate = true): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (hydrate) await hydrateNow(page);
  return { page, errors };
}

/**
 * A buyer's first tap on "Send enquiry" on a page not yet interactive, the form partly filled: typing starts the
 * hydration, but the form's own script (its chunk, held back here until the server has answered) is not there yet,
 * so the browser posts the form itself. The server's answer (at the form's action URL) must show the errors with
 * the values kept and stay the Contact page once hydrated (at its own URL).
 * `text` is the page's catalogue, `message` a catalogue message (src/domain/validationTexts.ts) in the page's language.
 */
export async function firstTapEnquiry(page: Page, text: Catalogue, message: (encoded: string) => string, tap: boolean): Promise<void> {
  const fields = text.enquiry.fields;
  const chunk = /\/assets\/EnquiryForm-[^/]*\.js$/;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route) => {
    await released;
    // The request of the page the form left is cancelled by then; the answer's own request goes on.
    await route.continue().catch(() => undefined);
  });
  await page.getByLabel(fields.name, { exact: true }).fill('Meena');
  await page.getByLabel(fields.phoneNumber, { exact: true }).fill('98765');
  await page.getByLabel(fields.needs, { exact: true }).fill('Coffee beans and milk');
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/enquiries' + (text === en ? '' : '?lang=ta')) && response.request().method() === 'POST');
  const send = page.getByRole('button', { name: text.enquiry.send });
  if (tap) await send.tap();
  else await send.click();
  expect((await answered).status()).toBe(400);
  await page.waitForLoadState('load');
  release();
  await page.unroute(chunk);

  const expectErrorsShown = async (state: string) => {
    expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim(), state).toBe(text.pages.contact.heading);
    expect(await page.getByRole('alert').textContent(), state).toBe(text.enquiry.correctBelow);
    const phone = page.getByLabel(fields.phoneNumber, { exact: true });
    expect([await phone.getAttribute('aria-invalid'), await phone.inputValue()], state).toEqual(['true', '98765']);
    expect(await page.locator(`#${await phone.getAttribute('aria-describedby')}`).textContent(), state).toBe(message(messages.phoneDigits));
    expect(await page.locator('#enquiry-business-error').textContent(), state).toBe(message(required('businessName')));
    expect(await page.getByLabel(fields.name, { exact: true }).inputValue(), state).toBe('Meena');
    expect(await page.getByLabel(fields.name, { exact: true }).getAttribute('aria-invalid'), state).toBeNull();
    expect(await page.getByLabel(fields.needs, { exact: true }).inputValue(), state).toBe('Coffee beans and milk');
  };
  await expectErrorsShown('the server\'s answer');
  await hydrateNow(page);
  await expectErrorsShown('hydrated');
  expect(new URL(page.url()).pathname).toBe(text === en ? '/Footer' : '/ta/Footer');
}

/** Corrects the enquiry left by firstTapEnquiry and sends it: the hydrated form answers in place. */
export async function sendCorrectedEnquiry(page: Page, text: Catalogue): Promise<void> {
  const fields = text.enquiry.fields;
  await page.getByLabel(fields.business, { exact: true }).fill('Cafe Kaapi');
  await page.getByLabel(fields.phoneNumber, { exact: true }).fill(`9${String(Date.now()).slice(-9)}`);
  await page.getByLabel(fields.city, { exact: true }).fill('Palani');
  await page.getByRole('button', { name: text.enquiry.send }).click();
  await page.getByRole('status').filter({ hasText: text.enquiry.received }).waitFor();
}
