/**
 * The vendor page as the decision page, in a real browser against the real product: the review desk opens the
 * vendor's page, which shows the details, photos with the poster and the history and decides there (request
 * changes with a reason template, reject, approve and next through the desk's order), axe clean at 1280 and
 * 390 px; the message to the vendor is offered on the page after each decision, also where "Approve" lands; the edit form shows a category that left master data as such; deleting a category that vendors use is
 * refused in plain words, with how many.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ReviewRecord } from '../../src/domain/review';
import { launchChromium } from '../helpers/browser';
import { startProduct, type RunningProduct } from '../helpers/product';
import { TEST_ADMIN } from '../helpers/server';
import { accessibleAtBothWidths, expectAccessible, expectToast, logIn } from './masterAdmin';

const TEMPLATE = 'Please upload clear photos of your shop front and stock';

let product: RunningProduct;
let browser: Browser;
let page: Page;
let cookie = '';

const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${product.url}${path}`, {
    method,
    headers: { cookie, origin: product.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return (await res.json()) as T;
};

/** The desk's Applied tab as the admin sees it: oldest first. */
const appliedReviews = () =>
  api<ReviewRecord[]>('GET', `/api/reviews?filter=${encodeURIComponent(JSON.stringify({ state: 'applied' }))}&sort=${encodeURIComponent('["created_at","ASC"]')}&range=[0,199]`);
const reviewOf = (id: number) => api<ReviewRecord>('GET', `/api/reviews/${id}`);

beforeAll(async () => {
  product = await startProduct();
  browser = await launchChromium();
  const login = await fetch(`${product.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  await api('POST', '/api/reason-templates', { action: 'request_changes', text: TEMPLATE });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  await logIn(page, product.url);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** Opens a vendor from the review desk's Applied tab: the row leads to the vendor's own page. */
async function openFromDesk(vendor: ReviewRecord) {
  await page.goto(`${product.url}/admin/reviews`);
  await page.getByRole('tab', { name: /^Applied \(\d+\)$/ }).click();
  await page.getByRole('cell', { name: vendor.name, exact: true }).click();
  await page.waitForURL(new RegExp(`/admin/\\w+/${vendor.id}/show$`));
  await page.getByRole('heading', { name: vendor.name, level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'History' }).waitFor();
}

describe('the vendor page decides the review', () => {
  it('opens from the desk with details, photos and history, is axe clean at 1280 and 390 px, and requests changes with a template', async () => {
    const vendor = (await appliedReviews()).find((review) => review.poster !== null);
    if (!vendor) throw new Error('the demo seed should have an applied vendor with a poster');
    await openFromDesk(vendor);
    const main = page.getByRole('main');
    await main.getByText('Current poster').first().waitFor();
    await main.getByText(vendor.phoneNumber, { exact: true }).first().waitFor();
    for (const action of ['Approve', 'Approve and next', 'Request changes', 'Reject']) {
      await main.getByRole('button', { name: action, exact: true }).waitFor();
    }
    await main.getByText('Applied', { exact: true }).waitFor();
    // At 390 px the decisions are behind the page's "Actions" button (src/vendors/VendorShow.tsx).
    await accessibleAtBothWidths(page, 'vendor decision page', () =>
      main.getByRole('button', { name: 'Request changes', exact: true }).or(main.getByRole('button', { name: 'Actions', exact: true })).first().waitFor(),
    );

    await main.getByRole('button', { name: 'Request changes', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Request changes: ${vendor.name}` });
    await dialog.getByRole('combobox', { name: /Reason/ }).click();
    await page.getByRole('option', { name: TEMPLATE }).click();
    await expectAccessible(page, 'request changes dialog');
    await dialog.getByRole('button', { name: 'Request changes' }).click();
    await expectToast(page, `${vendor.name}: Changes requested`);
    // The message to the vendor (decisionMessages): wa.me with 91 + the 10 digits and the reason in the text.
    // On the page, not in a dialog; focus is not taken from where the admin works.
    const message = page.getByRole('status', { name: `Message ${vendor.name} about the changes needed` });
    await message.waitFor();
    expect(await message.evaluate((panel) => panel.contains(document.activeElement))).toBe(false);
    expect(await page.getByRole('dialog').count()).toBe(0);
    const whatsapp = message.getByRole('link', { name: 'Send on WhatsApp' });
    const href = (await whatsapp.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^https://wa\\.me/91${vendor.phoneNumber.replace(/\D/g, '').slice(-10)}\\?text=`));
    expect(decodeURIComponent(href.split('?text=')[1] ?? '')).toContain(TEMPLATE);
    await message.getByRole('button', { name: 'Done' }).click();
    await message.waitFor({ state: 'detached' });
    await main.getByText(`Reason: ${TEMPLATE}`).first().waitFor();
    await main.getByText('Changes requested', { exact: true }).first().waitFor();
    await page.getByRole('list', { name: 'Vendor history' }).getByText('Request changes by').waitFor();
    expect(await reviewOf(vendor.id)).toMatchObject({ state: 'changes_requested', reason: TEMPLATE });
  });

  it('rejects with a required reason; a rejected vendor is offered no approval', async () => {
    const [vendor] = await appliedReviews();
    if (!vendor) throw new Error('the demo seed should have an applied vendor');
    await openFromDesk(vendor);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Reject: ${vendor.name}` });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('A reason is required for this decision').waitFor();
    await dialog.getByRole('combobox', { name: /Reason/ }).fill('The shop is closed down');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expectToast(page, `${vendor.name}: Rejected`);
    await page.getByRole('status', { name: `Message ${vendor.name} about the refusal` }).getByRole('button', { name: 'Done' }).click();
    await main.getByText('Reason: The shop is closed down').first().waitFor();
    await main.getByRole('button', { name: 'Approve', exact: true }).waitFor({ state: 'detached' });
    expect(await main.getByRole('button', { name: 'Request changes', exact: true }).count()).toBe(0);
    expect(await reviewOf(vendor.id)).toMatchObject({ state: 'rejected', reason: 'The shop is closed down' });
  });

  it('"Approve and next" from a vendor opened at the desk approves it and opens the desk’s next vendor', async () => {
    const desk = await appliedReviews();
    const index = desk.findIndex((review, at) => review.poster !== null && at + 1 < desk.length);
    const vendor = desk[index];
    const next = desk[index + 1];
    if (!vendor || !next) throw new Error('the demo seed should have two applied vendors in a row, the first with a poster');
    await openFromDesk(vendor);
    await page.getByRole('main').getByRole('button', { name: 'Approve and next', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Authorize User ?' });
    await confirm.getByRole('button', { name: 'Approve and next' }).click();
    await expectToast(page, `${vendor.name} approved`);
    await page.getByRole('heading', { name: next.name, level: 1 }).waitFor();
    await page.waitForURL(new RegExp(`/admin/\\w+/${next.id}/show$`));
    expect((await reviewOf(vendor.id)).state).toBe('approved');
    // The next vendor's page offers the message about the approval of the one just approved.
    const message = page.getByRole('status', { name: `Message ${vendor.name} about the approval` });
    expect(await message.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
    await message.getByRole('button', { name: 'Done' }).click();
    await message.waitFor({ state: 'detached' });
    // Back returns to the desk.
    await page.getByRole('button', { name: 'Back' }).first().click();
    await page.waitForURL(/\/admin\/reviews/);
  });

  it('"Approve" on the vendor page goes where SPEC 4 says, and there offers the message about the approval', async () => {
    const vendor = (await appliedReviews()).find((review) => review.poster !== null);
    if (!vendor) throw new Error('the demo seed should have an applied vendor with a poster');
    await openFromDesk(vendor);
    const vendorPage = page.url();
    await page.getByRole('main').getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('dialog', { name: 'Authorize User ?' }).getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, `${vendor.name} approved`);
    await page.waitForURL((url) => url.toString() !== vendorPage);
    const message = page.getByRole('status', { name: `Message ${vendor.name} about the approval` });
    await message.waitFor();
    expect(await message.evaluate((panel) => panel.contains(document.activeElement))).toBe(false);
    const href = (await message.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^https://wa\\.me/91${vendor.phoneNumber.replace(/\D/g, '').slice(-10)}\\?text=`));
    const text = decodeURIComponent(href.split('?text=')[1] ?? '');
    expect(text).toContain(`Hello ${vendor.name},`);
    expect(text).toContain('your vendor application has been approved');
    await expectAccessible(page, 'the message about an approval where the admin lands');
    expect((await reviewOf(vendor.id)).state).toBe('approved');
    // Sending it records it on the vendor's history; the panel stays until closed.
    // WhatsApp itself is not opened from the test machine: the tab opens and its request is dropped.
    await page.context().route('https://wa.me/**', (route) => route.abort());
    const [popup] = await Promise.all([page.waitForEvent('popup'), message.getByRole('link', { name: 'Send on WhatsApp' }).click()]);
    await popup.close();
    await expect.poll(async () => (await api<{ channel: string; topic: string }[]>('GET', `/api/admin/messages?vendor=${vendor.kind}:${vendor.id}`))[0]).toMatchObject({ channel: 'whatsapp', topic: 'approve' });
    await message.getByRole('button', { name: 'Done' }).click();
    await message.waitFor({ state: 'detached' });
  });

  it('the old review page address opens the vendor page', async () => {
    const [vendor] = await appliedReviews();
    if (!vendor) throw new Error('an applied vendor is needed');
    await page.goto(`${product.url}/admin/reviews/${vendor.id}/show`);
    await page.waitForURL(new RegExp(`/admin/\\w+/${vendor.id}/show$`));
    await page.getByRole('heading', { name: vendor.name, level: 1 }).waitFor();
  });
});

interface Vegetable {
  id: number;
  user_id: number;
  name: string;
  category: string;
}
interface VegetableCategory {
  id: number;
  vegcategory: string;
}

describe('categories constrain vendors', () => {
  it('shows a stored category that left the list as such; it saves unchanged, and another is picked from the list', async () => {
    const categories = await api<VegetableCategory[]>('GET', '/api/vegetable/categories');
    const vendors = await api<Vegetable[]>('GET', '/api/vegetable/verified/list');
    const vendor = vendors.find((v) => categories.some((c) => c.vegcategory === v.category));
    const category = categories.find((c) => c.vegcategory === vendor?.category);
    if (!vendor || !category) throw new Error('the demo seed should have a vegetable vendor with a listed category');
    const renamed = `${category.vegcategory} and More`;
    await api('PUT', '/category/updateName', { categoryId: category.id, newName: renamed });

    await page.goto(`${product.url}/admin/vegetableVendors/${vendor.id}/edit`);
    const select = page.getByRole('combobox', { name: 'Category' });
    await select.getByText(`${vendor.category} (not in the category list)`).waitFor();
    await page.getByText('Not in the category list: choose one of the list, or keep it as it is').waitFor();
    await expectAccessible(page, 'vendor edit with a stale category');
    await page.getByLabel('Description').fill('Kept its old category');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/admin/vegetableVendors/${vendor.id}/show$`));
    await page.getByText('Kept its old category').waitFor();

    await page.goto(`${product.url}/admin/vegetableVendors/${vendor.id}/edit`);
    await page.getByRole('combobox', { name: 'Category' }).click();
    const stale = page.getByRole('option', { name: `${vendor.category} (not in the category list)` });
    expect(await stale.getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('option', { name: renamed, exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/admin/vegetableVendors/${vendor.id}/show$`));
    await page.getByText(renamed, { exact: true }).first().waitFor();
  });

  it('refuses to delete a category vendors use, saying how many in plain words', async () => {
    const categories = await api<VegetableCategory[]>('GET', '/api/vegetable/categories');
    const vendors = [...(await api<Vegetable[]>('GET', '/api/vegetable/verified/list')), ...(await api<Vegetable[]>('GET', '/api/vegetable/unverified/list'))];
    const used = categories
      .map((c) => ({ category: c, count: vendors.filter((v) => v.category.toLowerCase() === c.vegcategory.toLowerCase()).length }))
      .find((entry) => entry.count > 0);
    if (!used) throw new Error('the demo seed should have a category in use');
    const { category, count } = used;
    await page.goto(`${product.url}/admin/vegetableCategories`);
    await page.getByRole('button', { name: `Delete ${category.vegcategory}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    const vendorsUse = count === 1 ? '1 vendor uses' : `${count} vendors use`;
    await expectToast(page, `Could not delete: ${vendorsUse} the category "${category.vegcategory}". Move ${count === 1 ? 'it' : 'them'} to another category first, then delete it.`);
    const after = await api<VegetableCategory[]>('GET', '/api/vegetable/categories');
    expect(after.map((c) => c.id)).toContain(category.id);
  });
});
