/**
 * The call desk in a real browser against the real product: a website enquiry (posted as the landing posts it)
 * becomes a desk item, is assigned, gets a follow-up date for today and so shows first, offers the WhatsApp link
 * with 91 + 10 digits and a greeting, and is converted into an application that appears in its kind's queue.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { deskDate } from '../../src/domain/callDesk';
import type { RunningProduct } from '../helpers/product';
import { accessibleAtBothWidths, expectToast, loggedInAdminSuite } from './masterAdmin';

let product: RunningProduct;
let page: Page;

loggedInAdminSuite((session) => {
  ({ product, page } = session);
});

const PHONE = '9845012345';
const enquiry = { name: 'Ponni Travels', business: 'Ponni Travels', phoneNumber: PHONE, city: 'Tiruppur', needs: 'Two tempo vans for market runs' };

const rows = () => page.locator('tbody tr');

describe('call desk', () => {
  it('turns a website enquiry into an assigned, due follow-up, then into an application in the right queue', async () => {
    const posted = await fetch(`${product.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: product.url },
      body: JSON.stringify(enquiry),
    });
    expect(posted.status).toBe(201);

    await page.goto(`${product.url}/admin/calldesk`);
    await page.getByRole('heading', { name: 'Call desk' }).or(page.getByText('Call desk').first()).first().waitFor();
    const row = rows().filter({ hasText: PHONE });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('New');
    await accessibleAtBothWidths(page, 'call desk list', () => page.getByText(PHONE).first().waitFor());

    await row.click();
    await page.waitForURL(/\/admin\/calldesk\/\d+$/);
    const whatsApp = page.getByRole('link', { name: 'WhatsApp' });
    const href = (await whatsApp.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^https://wa\\.me/91${PHONE}\\?text=`));
    expect(new URL(href).searchParams.get('text')).toContain('Vanakkam Ponni Travels');
    expect(await page.getByRole('link', { name: 'Call', exact: true }).getAttribute('href')).toBe(`tel:+91${PHONE}`);

    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Follow-up' }).click();
    await page.getByLabel('Follow-up on').fill(deskDate());
    await page.getByRole('combobox', { name: 'Assignee' }).click();
    await page.getByRole('option').filter({ hasNotText: 'Unassigned' }).first().click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Changes saved');
    await accessibleAtBothWidths(page, 'call desk request', () => page.getByRole('link', { name: 'WhatsApp' }).waitFor());

    await page.goto(`${product.url}/admin/calldesk`);
    await expect.poll(async () => (await rows().first().innerText()).includes(PHONE)).toBe(true);
    await expect.poll(() => rows().first().innerText()).toContain('Follow-up due');
    expect(await rows().first().innerText()).toContain(deskDate());

    await rows().first().click();
    await page.waitForURL(/\/admin\/calldesk\/\d+$/);
    await page.getByRole('combobox', { name: 'Vendor kind' }).click();
    await page.getByRole('option', { name: /Transport/ }).click();
    await page.getByRole('button', { name: 'Convert to application' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /confirm/i }).click();
    await expectToast(page, 'Application created');
    await page.getByRole('link', { name: 'Open the vendor application' }).click();
    await page.waitForURL(/\/admin\/transports\/\d+\/show/);

    await page.goto(`${product.url}/admin/transports/unverified`);
    await page.getByText(PHONE).first().waitFor();
  });
});
