/**
 * The grievance desk in a real browser (`npm start`, Chromium, axe-core): a Tamil buyer raises a complaint on
 * /ta/grievance before the page is interactive (the form's chunk is held back, so the browser posts the form
 * itself), is sent to the page of its ticket number (Post/Redirect/Get), in Tamil; the admin then finds it on the
 * grievance queue.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ta } from '../../landing/i18n/ta.ts';
import { GRIEVANCE_TEXTS } from '../../src/domain/grievanceForm.ts';
import type { RunningProduct } from '../helpers/product';
import { axeViolations, describeViolations } from '../helpers/browser.ts';
import { accessibleAtBothWidths, loggedInAdminSuite } from './masterAdmin';

describe('grievance desk', () => {
  let product: RunningProduct;
  let admin: Page;
  loggedInAdminSuite((session) => {
    product = session.product;
    admin = session.page;
  });

  it('a Tamil buyer posts a complaint without script and gets a ticket; the admin sees it on the queue', async () => {
    const browser = admin.context().browser();
    if (!browser) throw new Error('no browser');
    // bypassCSP lets axe-core be injected; the product's CSP forbids inline scripts, as it should.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${product.url}/ta/grievance`, { waitUntil: 'networkidle' });
    const chunk = /\/assets\/GrievanceForm-[^/]*\.js$/;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunk, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    const fields = ta.grievance.fields;
    await page.getByLabel(fields.name, { exact: true }).fill('மீனா');
    await page.getByLabel(fields.complainant, { exact: true }).selectOption('buyer');
    await page.getByLabel(fields.category, { exact: true }).selectOption('quality');
    await page.getByLabel(fields.description, { exact: true }).fill('வாங்கிய தக்காளி அழுகியிருந்தது.');
    await page.getByLabel(fields.phoneNumber, { exact: true }).fill('98765 77777');
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/grievances?lang=ta') && response.request().method() === 'POST');
    await page.getByRole('button', { name: ta.grievance.send }).click();
    // Post/Redirect/Get: the post is answered 303 to the ticket's own page.
    expect((await answered).status()).toBe(303);
    await page.waitForURL(/\/ta\/grievance\/received\?ticket=GRV-/);
    await page.waitForLoadState('load');
    release();
    await page.unroute(chunk);

    const result = page.locator('#grievance-result');
    await result.waitFor();
    expect(await result.getByRole('heading').textContent()).toBe(GRIEVANCE_TEXTS.ta.receivedHeading);
    const ticket = (await result.locator('.ticket').textContent())?.trim() ?? '';
    expect(ticket).toMatch(/^GRV-\d{4}-\d{6}$/);
    const violations = await axeViolations(page, 'minor');
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();

    await admin.goto(`${product.url}/admin/grievances`);
    const row = admin.getByRole('row').filter({ hasText: ticket });
    await row.waitFor();
    expect(await row.innerText()).toContain('மீனா');
    await accessibleAtBothWidths(admin, 'grievance queue', () => admin.getByText(ticket).first().waitFor());
  }, 180_000);
});
