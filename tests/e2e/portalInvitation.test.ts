/**
 * The portal invitation in a real browser against the real product: a website enquiry is converted on the call
 * desk, the invitation link is copied from the admin and opened by the caller in a fresh browser, who sets a
 * password, lands in the portal on the prefilled application, completes it, and the admin's queue shows it.
 * The invitation page is axe-clean at 390 px in English and Tamil.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningProduct } from '../helpers/product';
import { axeViolations, describeViolations, launchChromium } from '../helpers/browser';
import { expectToast, loggedInAdminSuite } from './masterAdmin';
import { hydrateNow } from './landingBrowser';

let product: RunningProduct;
let page: Page;

loggedInAdminSuite((session) => {
  ({ product, page } = session);
});

const PHONE = '9845067890';
const enquiry = { name: 'Kaveri Mess', business: 'Kaveri Mess', phoneNumber: PHONE, city: 'Palani', needs: 'Meals for market workers' };

/** Fills every required field still empty in the completion form, as a vendor would. */
async function completeApplication(vendor: Page) {
  const form = vendor.getByRole('form', { name: 'Complete your application' });
  await form.waitFor();
  const controls = form.locator('input[required], select[required], textarea[required]');
  for (let i = 0; i < (await controls.count()); i += 1) {
    const control = controls.nth(i);
    const tag = await control.evaluate((element) => element.tagName.toLowerCase());
    if ((await control.inputValue()) !== '') continue;
    if (tag === 'select') {
      const value = await control.locator('option').nth(1).getAttribute('value');
      await control.selectOption(value ?? '');
    } else if ((await control.getAttribute('type')) === 'email') await control.fill('kaveri@example.com');
    else if ((await control.getAttribute('inputmode')) === 'numeric') await control.fill('5');
    else await control.fill('Kaveri Mess, Market Road');
  }
  await form.getByRole('button', { name: 'Send application' }).click();
  await form.waitFor({ state: 'detached' });
}

async function axeClean(browser: Browser, url: string, heading: string) {
  // axe-core is injected as an inline script, which the site's Content-Security-Policy (rightly) refuses.
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, bypassCSP: true });
  const visitor = await context.newPage();
  await visitor.goto(url, { waitUntil: 'networkidle' });
  await hydrateNow(visitor);
  expect((await visitor.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe(heading);
  await visitor.getByLabel(/./).first().waitFor();
  const violations = await axeViolations(visitor, 'minor');
  expect(violations, `${url}:\n${describeViolations(violations)}`).toEqual([]);
  await context.close();
}

describe('portal invitation', () => {
  it('takes a converted caller from the copied link to a completed application in the queue', async () => {
    const posted = await fetch(`${product.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: product.url },
      body: JSON.stringify(enquiry),
    });
    expect(posted.status).toBe(201);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url });
    await page.goto(`${product.url}/admin/calldesk`);
    await page.locator('tbody tr').filter({ hasText: PHONE }).click();
    await page.waitForURL(/\/admin\/calldesk\/\d+$/);
    await page.getByRole('combobox', { name: 'Vendor kind' }).click();
    await page.getByRole('option', { name: /Hotel/ }).click();
    await page.getByRole('button', { name: 'Convert to application' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /confirm/i }).click();
    await expectToast(page, 'Application created');

    const link = page.getByTestId('invitation-link');
    await link.waitFor();
    const whatsApp = (await page.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')) ?? '';
    expect(whatsApp).toMatch(new RegExp(`^https://wa\\.me/91${PHONE}\\?text=`));
    expect(new URL(whatsApp).searchParams.get('text')).toContain(await link.inputValue());
    await page.getByRole('radio', { name: 'Tamil' }).check();
    expect(await link.inputValue()).toMatch(/\/ta\/vendor\/invite\?token=/);
    expect(new URL((await page.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')) ?? '').searchParams.get('text')).toContain('வணக்கம்');
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expectToast(page, 'Link copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${product.url}/vendor/invite\\?token=[\\w-]+$`));
    await page.getByText(/Invitation to the portal issued/).first().waitFor();

    const browser = await launchChromium();
    try {
      await axeClean(browser, copied, 'Set your password');
      await axeClean(browser, copied.replace('/vendor/invite', '/ta/vendor/invite'), 'உங்கள் கடவுச்சொல்லை அமையுங்கள்');

      const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
      const vendor = await context.newPage();
      await vendor.goto(copied, { waitUntil: 'networkidle' });
      await hydrateNow(vendor);
      await vendor.getByLabel('New password', { exact: true }).fill('kaveri-meals');
      await vendor.getByLabel('New password again').fill('kaveri-meal');
      await vendor.getByRole('button', { name: 'Set password and continue' }).click();
      await vendor.getByText('The two passwords do not match').waitFor();
      await vendor.getByLabel('New password again').fill('kaveri-meals');
      await vendor.getByRole('button', { name: 'Set password and continue' }).click();
      await vendor.waitForURL((url) => url.pathname === '/vendor');
      await vendor.getByRole('heading', { name: 'Welcome, Kaveri Mess' }).waitFor();
      const form = vendor.getByRole('form', { name: 'Complete your application' });
      await form.waitFor();
      expect(await form.getByLabel('City').inputValue()).toBe('Palani');
      await completeApplication(vendor);

      // The link works once.
      const again = await context.newPage();
      await again.goto(copied, { waitUntil: 'networkidle' });
      await hydrateNow(again);
      await again.getByLabel('New password', { exact: true }).fill('another-one');
      await again.getByLabel('New password again').fill('another-one');
      await again.getByRole('button', { name: 'Set password and continue' }).click();
      await again.getByText(/This invitation link is not valid any more/).waitFor();
      await context.close();
    } finally {
      await browser.close();
    }

    await page.goto(`${product.url}/admin/hotels/unverified`);
    await page.getByText(PHONE).first().waitFor();
    await expect.poll(() => page.getByText('Kaveri Mess, Market Road').count()).toBeGreaterThan(0);
  });
});
