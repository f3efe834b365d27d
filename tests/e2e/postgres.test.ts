/**
 * The product on PostgreSQL (`DATABASE_URL`), driven in real Chromium: log in, open the vegetable queue, approve a
 * vendor from its page. The other browser files run the same screens on the embedded SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../helpers/browser';
import { startProduct, type RunningProduct } from '../helpers/product';
import { dropDatabase, freshDatabaseUrl } from '../helpers/postgres';
import { TEST_ADMIN } from '../helpers/server';
import { AdminApi } from './adminApi';

let databaseUrl: string;
let product: RunningProduct;
let browser: Browser;
let page: Page;
let api: AdminApi;

beforeAll(async () => {
  databaseUrl = await freshDatabaseUrl();
  product = await startProduct({ DATABASE_URL: databaseUrl, SEED_VENDORS: '6' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  api = await AdminApi.login(product.url);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

describe('the admin on PostgreSQL', () => {
  it('logs in, works through the vegetable queue and approves a vendor', async () => {
    const queue = await api.vegetables(false);
    const vendor = queue.find((v) => v.poster !== null);
    if (!vendor) throw new Error('the demo seed has no unverified vegetable vendor with a poster');

    await page.goto(`${product.url}/admin/login`);
    await page.getByLabel('Username').fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Login Successful' }).getByRole('button', { name: 'OK' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    await page.goto(`${product.url}/admin/vegetableVendors/unverified`);
    const row = page.getByRole('row').filter({ hasText: vendor.name }).first();
    await row.waitFor();
    await row.click();
    await page.getByRole('heading', { name: vendor.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('dialog', { name: 'Authorize User ?' }).getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/admin\/vegetableVendors\/unverified$/);
    await page.getByRole('row').filter({ hasText: vendor.name }).waitFor({ state: 'detached' });

    expect((await api.vegetables(true)).map((v) => v.id)).toContain(vendor.id);
    const audit = await api.get<Array<{ action: string }>>(`/api/audit?filter=${encodeURIComponent(JSON.stringify({ vendor_id: vendor.id }))}`);
    expect(audit.filter((entry) => entry.action === 'review.approve')).toHaveLength(1);
  });
});
