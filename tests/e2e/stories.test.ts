/**
 * Stories moderation in a real browser against the real product: an approved demo vendor posts a story in the
 * portal, it shows in the admin's stories queue, the admin hides it with a reason, and the SPEC's GET stories
 * (what the consumer app's player reads) no longer lists it. axe at 1280 and 390 px on the queue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../helpers/browser';
import { startProduct, type RunningProduct } from '../helpers/product';
import { gradientPng } from '../../server/db/seed/png';
import { DEMO_VENDOR_PASSWORD } from '../../server/db/seed/demo';
import { accessibleAtBothWidths, logIn } from './masterAdmin';

const REASON = 'Shows a private phone number';

let product: RunningProduct;
let browser: Browser;
let admin: Page;
let vendor: Page;
let seller: { user_id: number; name: string; phoneNumber: string };

/** An admin API call from the admin's page (its session cookie). */
const adminGet = <T>(path: string) => admin.evaluate(async (url) => (await fetch(url)).json(), path) as Promise<T>;

beforeAll(async () => {
  product = await startProduct({ SEED_VENDORS: '2' });
  browser = await launchChromium();
  admin = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  vendor = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true })).newPage();
  await logIn(admin, product.url);
  const verified = await adminGet<Array<{ user_id: number; name: string; phoneNumber: string }>>('/api/vegetable/verified/list');
  seller = verified[0] as typeof seller;
  expect(seller).toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('stories moderation', () => {
  it('a vendor posts a story in the portal', async () => {
    await vendor.goto(`${product.url}/vendor`);
    const login = vendor.getByRole('form', { name: 'Vendor login' });
    await login.getByLabel('Category').selectOption('vegetable');
    await login.getByLabel('Phone Number').fill(seller.phoneNumber);
    await login.getByLabel('Password').fill(DEMO_VENDOR_PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await vendor.getByRole('heading', { name: "Today's story" }).waitFor();
    await vendor.getByLabel('Post a story').setInputFiles({ name: 'today.png', mimeType: 'image/png', buffer: gradientPng(90, 160, [200, 80, 40], [40, 120, 200], 3) });
    await vendor.getByText('Story posted. Buyers see it for 24 hours.').waitFor();
  });

  it("shows in the admin's stories queue, accessible at 1280 and 390 px", async () => {
    await admin.goto(`${product.url}/admin/stories`);
    const hide = admin.getByRole('button', { name: `Hide the story by ${seller.name}` });
    await hide.first().waitFor();
    await accessibleAtBothWidths(admin, 'Stories queue', () => hide.first().waitFor());
  });

  it('the admin hides it with a reason and the public GET no longer lists it', async () => {
    const before = await adminGet<Array<{ id: number; todaystory: string }>>(`/vegetable/vendor/stories/${seller.user_id}`);
    const posted = (await adminGet<Array<{ id: number; created_at: string }>>(`/api/admin/stories?sort=${encodeURIComponent('["created_at","DESC"]')}&filter=${encodeURIComponent(JSON.stringify({ user_id: seller.user_id }))}`))[0];
    expect(before.map((s) => s.id)).toContain(posted?.id);

    // The newest story of this vendor is the one just posted (the queue is newest first).
    await admin.getByRole('button', { name: `Hide the story by ${seller.name}` }).first().click();
    const dialog = admin.getByRole('dialog', { name: `Hide the story by ${seller.name}?` });
    await dialog.getByRole('button', { name: 'Hide' }).click();
    await dialog.getByText('Give a reason to hide the story').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await dialog.getByRole('button', { name: 'Hide' }).click();
    await admin.getByText(REASON).waitFor();

    const hidden = await adminGet<Array<{ id: number; hidden_reason: string }>>(`/api/admin/stories?filter=${encodeURIComponent(JSON.stringify({ hidden: true }))}`);
    expect(hidden).toEqual([expect.objectContaining({ id: posted?.id, hidden_reason: REASON })]);
    const after = await adminGet<Array<{ id: number }>>(`/vegetable/vendor/stories/${seller.user_id}`);
    expect(after.map((s) => s.id)).not.toContain(posted?.id);
  });
});
