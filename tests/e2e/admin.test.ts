/**
 * The admin's vendor work in real Chromium against the real product (npm start, demo seed): login, dashboard,
 * approve with the poster rule, images, stories, edit, delete, deep links, the small-screen layout, and an
 * axe-core check on every screen visited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations, launchChromium } from '../helpers/browser';
import { startProduct, type RunningProduct } from '../helpers/product';
import { samples, TEST_ADMIN } from '../helpers/server';
import { AdminApi, type ApiVendor } from './adminApi';
import { expectNoSidewaysOverflow } from './masterAdmin';

let product: RunningProduct;
let browser: Browser;
let page: Page;
let api: AdminApi;

beforeAll(async () => {
  product = await startProduct({ SEED_VENDORS: '8' });
  browser = await launchChromium();
  // bypassCSP: axe-core is injected as an inline script, which the server's CSP rightly forbids.
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  api = await AdminApi.login(product.url);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** The first element, or a clear failure naming what the demo seed lacks. */
function first<T>(items: readonly T[], what: string): T {
  const [item] = items;
  if (item === undefined) throw new Error(`the demo seed has no ${what}`);
  return item;
}

async function expectAccessible(screen: string) {
  // react-admin's loading spinner is transient; check the settled screen.
  await page.waitForLoadState('networkidle');
  await page.locator('[role="progressbar"]').first().waitFor({ state: 'detached' });
  const violations = await axeViolations(page, 'serious');
  expect(violations, `${screen}:\n${describeViolations(violations)}`).toEqual([]);
}

const toast = (text: string) => page.getByRole('alert').filter({ hasText: text }).first();
const showUrl = (vendor: ApiVendor) => `${product.url}/admin/vegetableVendors/${vendor.id}/show`;

async function openVendor(vendor: ApiVendor) {
  await page.goto(showUrl(vendor));
  await page.getByRole('heading', { name: vendor.name, exact: true }).waitFor();
}

async function fillLogin(username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('login', () => {
  it('shows field errors once touched and "Invalid credentials" for a wrong password', async () => {
    await page.goto(`${product.url}/admin/login`);
    await page.getByRole('heading', { name: 'Hello Admin !' }).waitFor();
    await page.getByLabel('Username').focus();
    await page.getByLabel('Password', { exact: true }).focus();
    await page.getByText('Email is required').waitFor();
    expect(await page.getByRole('button', { name: 'Register' }).getAttribute('aria-disabled')).toBe('true');
    await expectAccessible('login');
    await fillLogin(TEST_ADMIN.email, 'wrong-password');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Invalid credentials').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('shows "Login Successful" and then the dashboard', async () => {
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await fillLogin(TEST_ADMIN.email, TEST_ADMIN.password);
    // The dashboard opens at once, SPEC 8's "Login Successful" dialog over it.
    await page.waitForURL(`${product.url}/admin/`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Login Successful').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  });
});

describe('dashboard', () => {
  it('shows the server counts on six cards that link to their lists', async () => {
    const users = await api.get<Record<string, number>>('/api/admin/user/count');
    const vendors = await api.get<Record<string, number>>('/api/admin/vendor/count');
    const expected: [string, number | undefined][] = [
      ['Total Users', users.totalUsers],
      ['Authorized User', users.totalVerifiedUsers],
      ['Unauthorized User', users.totalUnverifiedUsers],
      ['Total Vendors', vendors.totalVendors],
      ['Authorized Vendor', vendors.totalAuthorizedVendors],
      ['Unauthorized Vendor', vendors.totalUnauthorizedVendors],
    ];
    for (const [label, value] of expected) {
      await page.getByRole('link', { name: new RegExp(`^${label}\\s*${value}$`) }).waitFor();
    }
    await expectAccessible('dashboard');
    await page.getByRole('link', { name: /^Unauthorized Vendor\s*\d+$/ }).click();
    await page.waitForURL(/\/admin\/vendors\/unauthorized$/);
    await expectAccessible('unauthorized tiles');
    await page.getByRole('link', { name: 'Vegetables' }).click();
    await page.waitForURL(/\/admin\/vegetableVendors\/unverified$/);
    await page.getByRole('columnheader', { name: 'Store Name' }).waitFor();
    await expectAccessible('unverified vegetables');
  });
});

describe('vendor detail', () => {
  it('refuses approval without a poster, then uploads one and approves; the vendor moves to the verified list', async () => {
    const vendor = (await api.vegetables(false)).find((v) => v.poster === null);
    if (!vendor) throw new Error('the demo seed has no unverified vegetable vendor without a poster');
    await openVendor(vendor);
    await expectAccessible('vegetable vendor detail');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await toast('Please select a poster image before verifying the user').waitFor();

    await page.getByTestId('poster-input').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: samples.png });
    const preview = page.getByRole('dialog', { name: 'Poster preview' });
    await preview.getByRole('img', { name: 'Selected poster image' }).waitFor();
    await preview.getByRole('button', { name: 'Upload' }).click();
    await toast('Poster image uploaded successfully.').waitFor();

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Authorize User ?' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/admin\/vegetableVendors\/unverified$/);
    expect((await api.vegetables(true)).map((v) => v.id)).toContain(vendor.id);

    await page.goto(`${product.url}/admin/vegetable/verifiedtable`);
    await page.waitForURL(/\/admin\/vegetableVendors\/verified$/);
    await page.getByPlaceholder('Search').fill(vendor.name);
    await page.getByRole('cell', { name: vendor.name, exact: true }).waitFor();
    await expectAccessible('verified vegetables');
  });

  it('deletes an image after confirmation', async () => {
    const vendor = first(await api.vegetables(true), 'verified vegetable vendor');
    const before = await api.images(vendor.user_id);
    expect(before.length).toBeGreaterThan(0);
    await openVendor(vendor);
    await page.getByRole('button', { name: `Delete image ${before.length}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this image?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Delete image ${before.length}` }).waitFor({ state: 'detached' });
    expect(await api.images(vendor.user_id)).toEqual(before.slice(0, -1));
  });

  it('opens the stories overlay and deletes a story, which closes the overlay', async () => {
    const all = [...(await api.vegetables(true)), ...(await api.vegetables(false))];
    let vendor: ApiVendor | undefined;
    let stories: { id: number }[] = [];
    for (const candidate of all) {
      stories = await api.stories(candidate.user_id);
      if (stories.length > 0) {
        vendor = candidate;
        break;
      }
    }
    if (!vendor) throw new Error('the demo seed has no vegetable vendor with stories');
    await openVendor(vendor);
    await page.getByRole('button', { name: 'View Stories' }).click();
    const overlay = page.getByRole('dialog', { name: 'Stories' });
    await overlay.getByRole('region', { name: /Story player/ }).waitFor();
    await expectAccessible('stories overlay');
    await overlay.getByRole('combobox', { name: 'Story to delete' }).click();
    await page.getByRole('option', { name: 'Story 1', exact: true }).click();
    await overlay.getByRole('button', { name: 'Delete story' }).click();
    // The story shown when Delete was pressed (the player may have moved on from Story 1 on a busy machine).
    const confirm = page.getByRole('dialog', { name: /^Delete Story \d+\?$/ });
    const asked = Number(/Story (\d+)/.exec((await confirm.getByRole('heading').textContent()) ?? '')?.[1]);
    await confirm.getByText(`Are you sure you want to delete Story ${asked}?`).waitFor();
    await expectAccessible('story delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await overlay.waitFor({ state: 'hidden' });
    expect((await api.stories(vendor.user_id)).map((s) => s.id)).not.toContain(stories[asked - 1]?.id);
  });

  it('refuses a bad phone number on edit, then saves a good one that survives a reload', async () => {
    const vendor = first((await api.vegetables(true)).slice(1), 'second verified vegetable vendor');
    await page.goto(`${product.url}/admin/vegetableVendors/${vendor.id}/edit`);
    const phone = page.getByLabel('Phone Number');
    await phone.fill('12345');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Phone Number must be exactly 10 digits').waitFor();
    await expectAccessible('vegetable vendor edit');
    const unchanged = (await api.vegetables(true)).find((v) => v.id === vendor.id);
    expect(unchanged?.phoneNumber).toBe(vendor.phoneNumber);

    const newPhone = vendor.phoneNumber === '9876543210' ? '9876543211' : '9876543210';
    await phone.fill(newPhone);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(showUrl(vendor));
    await page.reload();
    await page.getByText(newPhone, { exact: true }).waitFor();
    expect((await api.vegetables(true)).find((v) => v.id === vendor.id)?.phoneNumber).toBe(newPhone);
  });

  it('deletes a vendor after confirmation', async () => {
    const vendor = first(await api.vegetables(false), 'unverified vegetable vendor');
    await openVendor(vendor);
    await page.getByRole('button', { name: 'Delete User' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are You Sure You Want to Delete the user ?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/admin\/vegetableVendors\/unverified$/);
    expect((await api.vegetables(false)).map((v) => v.id)).not.toContain(vendor.id);
  });

  it('opens detail pages of every kind by URL and keeps the legacy paths working', async () => {
    for (const [resource, path] of [
      ['professionals', '/api/professional/verified/list'],
      ['transports', '/api/transport/verified/list'],
    ] as const) {
      const vendor = first(await api.get<ApiVendor[]>(path), `vendor in ${path}`);
      await page.goto(`${product.url}/admin/${resource}/${vendor.id}/show`);
      await page.getByRole('heading', { name: vendor.name, exact: true }).waitFor();
      await page.getByRole('link', { name: /Direction/ }).waitFor();
      await expectAccessible(`${resource} detail`);
    }
    await page.goto(`${product.url}/admin/unverified/transport/list`);
    await page.waitForURL(/\/admin\/transports\/unverified$/);
    await page.goto(`${product.url}/admin/vegetable/verifiedlist`);
    await page.waitForURL(/\/admin\/vendors\/authorized$/);
    await page.getByRole('link', { name: 'Restaurants & Cafe' }).click();
    await page.waitForURL(/\/admin\/hotels\/verified\/restaurants$/);
    await page.getByText('No restaurants or cafes available').or(page.getByRole('columnheader', { name: 'Business Type' })).first().waitFor();
    await expectAccessible('restaurants and cafes');
  });
});

describe('users', () => {
  it('lists verified customers read-only with the server total', async () => {
    const users = await api.get<Record<string, number>>('/api/admin/user/count');
    await page.goto(`${product.url}/admin/customers/verified`);
    await page.getByRole('columnheader', { name: 'Phone Number' }).waitFor();
    await page.getByText(new RegExp(`of ${users.totalVerifiedUsers}$`)).waitFor();
    expect(await page.getByRole('link', { name: /edit/i }).count()).toBe(0);
    await expectAccessible('verified users');
  });
});

describe('small screens', () => {
  it('fits 390 px and opens the navigation drawer', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${product.url}/admin/`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await expectNoSidewaysOverflow(page, 'dashboard at 390 px');
    await page.getByRole('button', { name: /open menu|menu/i }).first().click();
    await page.getByRole('menuitem', { name: 'Authorized Vendor', exact: true }).click();
    await page.waitForURL(/\/admin\/vendors\/authorized$/);
    await expectAccessible('authorized tiles at 390 px');

    // A vendor queue becomes one card per vendor: nothing wider than the screen, each card opens the vendor.
    await page.goto(`${product.url}/admin/vegetableVendors/unverified`);
    const firstCard = page.getByRole('link').filter({ hasText: /\d{10}/ }).first();
    await firstCard.waitFor();
    await expectNoSidewaysOverflow(page, 'unverified vegetable vendors at 390 px');
    await expectAccessible('unverified vegetable vendors at 390 px');
    await firstCard.click();
    await page.waitForURL(/\/admin\/vegetableVendors\/\d+\/show$/);
  });
});

describe('the session and the login page', () => {
  it('fetches the admin ahead once the login page is idle, before anything is typed (a password manager submits at once)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const fresh = await context.newPage();
      // The capability document is part of the warm-up (src/login/warmUp.ts); the standalone page asks nothing else.
      const warmUp = fresh.waitForRequest((request) => new URL(request.url()).pathname === '/api/capabilities');
      await fresh.goto(`${product.url}/admin/login`);
      await fresh.getByRole('heading', { name: 'Hello Admin !' }).waitFor();
      await warmUp;
      expect(await fresh.getByLabel('Username').inputValue()).toBe('');
    } finally {
      await context.close();
    }
  });

  it('makes no logout call when opened logged out, and exactly one on logout', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const fresh = await context.newPage();
      const logoutCalls: number[] = [];
      fresh.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/admin/logout') logoutCalls.push(Date.now());
      });
      await fresh.goto(`${product.url}/admin/`);
      await fresh.getByRole('heading', { name: 'Hello Admin !' }).waitFor();
      await fresh.waitForLoadState('networkidle');
      expect(logoutCalls, 'logout calls while logged out').toEqual([]);

      await fresh.getByLabel('Username').fill(TEST_ADMIN.email);
      await fresh.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
      await fresh.getByRole('button', { name: 'Login' }).click();
      await fresh.getByRole('dialog').filter({ hasText: 'Login Successful' }).getByRole('button', { name: 'OK' }).click();
      await fresh.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      const loggedOut = fresh.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/logout');
      await fresh.getByRole('menuitem', { name: 'Logout' }).first().click();
      expect((await loggedOut).status()).toBe(200);
      await fresh.getByRole('heading', { name: 'Hello Admin !' }).waitFor();
      await fresh.waitForLoadState('networkidle');
      expect(logoutCalls, 'logout calls after one logout').toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});

describe('unknown addresses', () => {
  it('an unknown admin address shows "Page not found" named in the app bar and the tab, with a way back', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${product.url}/admin/no-such-screen`);
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await page.waitForFunction(() => document.title === 'Page not found · Marketplace Admin');
    const text = await page.locator('body').innerText();
    expect(text).not.toContain('app.title');
    expect(text).not.toContain('bad link');
    await expectAccessible('admin not found');
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  });

  it('public paths that start with "admin" get the landing\'s 404 page, header on top and the skip link hidden', async () => {
    for (const path of ['/administrator', '/admin-x']) {
      const response = await page.goto(`${product.url}${path}`);
      expect(response?.status(), path).toBe(404);
      await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
      // The prerendered page is complete (it hydrates on the visitor's first interaction); checked once loaded.
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Open menu' }).or(page.getByRole('navigation', { name: 'Main' })).first().waitFor();
      const order = await page.evaluate(() => Array.from(document.querySelectorAll('#root > *')).map((element) => element.tagName.toLowerCase()));
      expect(order, path).toEqual(['header', 'main']);
      const skip = await page.getByRole('link', { name: 'Skip to content' }).boundingBox();
      expect(skip && skip.y + skip.height <= 0, `${path}: the skip link shows only when focused`).toBe(true);
    }
  });
});
