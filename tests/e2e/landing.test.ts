/**
 * The landing as users get it: `npm start` (builds when stale), Debian Chromium, axe-core.
 * Routes with JavaScript off and on, the hamburger at 390 px, the legal dialogs, the globe, the 404,
 * and a vendor application that reaches the admin's unverified list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { startProduct, type RunningProduct } from '../helpers/product.ts';
import { axeViolations, describeViolations, launchChromium } from '../helpers/browser.ts';
import { TEST_ADMIN } from '../helpers/server.ts';

const ROUTES = [
  { path: '/', heading: "Tamilnadu's Emerging B2B Market Place for Ho Re Ca Business", texts: ['Our Standards', 'Quality Sourcing', 'Our Promises', 'Quick Links'] },
  { path: '/Herosection', heading: "Tamilnadu's Emerging B2B Market Place for Ho Re Ca Business", texts: ['New Retail Platform for food and grocery'] },
  { path: '/Standard', heading: 'Our Standards', texts: ['Quality first', 'Respect'] },
  { path: '/Product', heading: 'Our Promises', texts: ['Unmatched Quality', 'Real-Time Updates', 'Happiness. Prosperity. Delivered. All over the Country....'] },
  { path: '/Footer', heading: 'Contact', texts: ['About Us', 'Contact Us', '© 2025'] },
  { path: '/vendor', heading: 'Sell on HoReCa Market Place', texts: ['apply here'] },
];

describe('public landing site', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  async function openPage(path: string, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(product.url + path, { waitUntil: 'networkidle' });
    return { page, errors, close: () => context.close() };
  }

  it('every route is prerendered: its section reads with JavaScript disabled', async () => {
    for (const route of ROUTES) {
      const { page, close } = await openPage(route.path, { javaScriptEnabled: false });
      expect(await page.getByRole('heading', { level: 1 }).textContent(), route.path).toBe(route.heading);
      const body = (await page.textContent('body')) ?? '';
      for (const text of route.texts) expect(body, `${route.path} shows "${text}"`).toContain(text);
      await close();
    }
  });

  it('every route hydrates without errors and shows only its own section', async () => {
    for (const route of ROUTES) {
      const { page, errors, close } = await openPage(route.path);
      await expect.poll(() => page.title()).not.toBe('');
      expect(errors, route.path).toEqual([]);
      expect(await page.getByRole('heading', { level: 1 }).count(), route.path).toBe(1);
      await close();
    }
    const { page, close } = await openPage('/Standard');
    expect(await page.locator('#promises').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    await close();
  });

  it('axe-core finds no violation on any route at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      for (const route of [...ROUTES.map((r) => r.path), '/no-such-page']) {
        const { page, close } = await openPage(route, { viewport: { width, height: 800 }, bypassCSP: true });
        const violations = await axeViolations(page, 'minor');
        expect(violations, `${route} at ${width}px:\n${describeViolations(violations)}`).toEqual([]);
        await close();
      }
    }
  });

  it('at 390 px the hamburger toggles the menu and a link click closes it', async () => {
    const { page, close } = await openPage('/', { viewport: { width: 390, height: 800 } });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const standards = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Standards' });
    await expect.poll(() => standards.isVisible()).toBe(false);
    await toggle.click();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => standards.isVisible()).toBe(true);
    await standards.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Standard');
    await expect.poll(() => standards.isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Standards');
    // Focus moves to the new page's heading, so screen readers announce the change.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Our Standards');
    await close();
  });

  it('legal dialogs open as modals; Escape closes; Accept and Decline go home', async () => {
    const { page, close } = await openPage('/Footer');
    await page.getByRole('button', { name: "Our Term's" }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await terms.waitFor();
    expect(await terms.textContent()).toContain('at least 18 years old');
    await page.keyboard.press('Escape');
    await terms.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/Footer');

    for (const button of ['Accept', 'Decline']) {
      await page.goto(`${product.url}/Footer`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Our Privacy' }).click();
      const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
      await privacy.getByRole('button', { name: button }).click();
      await privacy.waitFor({ state: 'detached' });
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Tamilnadu');
    }
    await close();
  });

  it('Know More discloses a promise detail', async () => {
    const { page, close } = await openPage('/Product');
    await page.getByText('Know More about Sustainability').click();
    await expect.poll(() => page.getByText(/reusable crates/).isVisible()).toBe(true);
    await close();
  });

  it('the globe spins only while visible, and stays still under prefers-reduced-motion', async () => {
    const { page, close } = await openPage('/', { viewport: { width: 1280, height: 700 } });
    const globe = page.locator('.globe');
    expect(await globe.getAttribute('data-running')).toBe('false');
    await globe.scrollIntoViewIfNeeded();
    await expect.poll(() => globe.getAttribute('data-running')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => globe.getAttribute('data-running')).toBe('false');
    await close();

    const reduced = await openPage('/Product', { reducedMotion: 'reduce' });
    const still = reduced.page.locator('.globe');
    await still.scrollIntoViewIfNeeded();
    await reduced.page.waitForTimeout(300);
    expect(await still.getAttribute('data-running')).toBe('false');
    expect(await reduced.page.locator('.globe__spin').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await reduced.close();
  });

  it('unknown paths get the 404 page for browsers and JSON for the API', async () => {
    const html = await fetch(`${product.url}/no-such-page`, { headers: { accept: 'text/html' } });
    expect(html.status).toBe(404);
    expect(await html.text()).toContain('Page not found');
    const api = await fetch(`${product.url}/api/no-such-thing`, { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect((await api.json()).message).toMatch(/not found/);
    const asset = await fetch(`${product.url}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
  });

  it('a vendor applies, the admin sees the application, and the vendor sees its status', async () => {
    const phone = `9${String(Date.now()).slice(-9)}`;
    const { page, close } = await openPage('/vendor');
    const form = page.getByRole('form', { name: 'Apply to sell' });
    await form.getByRole('button', { name: 'Send application' }).click();
    expect(await form.getByText('Name is required', { exact: true }).count()).toBe(1);
    expect(await form.getByText('Phone Number must be exactly 10 digits').count()).toBe(1);

    await form.getByLabel('Category').selectOption('vegetable');
    await form.getByLabel('Name', { exact: true }).fill('Selvi Murugan');
    await form.getByLabel('Store Name').fill('Selvi Fresh Greens');
    await form.getByLabel('Phone Number').fill(phone);
    await form.getByLabel('Email').fill('selvi@example.com');
    await form.getByLabel('Address').fill('7 Bazaar Street');
    await form.getByLabel('City').selectOption('Palani');
    await form.getByLabel('Description').fill('Leafy greens and herbs, daily.');
    await form.getByLabel('Password').fill('greens-123');
    await form.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('heading', { name: 'Application received' }).waitFor();

    const login = await fetch(`${product.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const list = await fetch(`${product.url}/api/vegetable/unverified/list`, { headers: { cookie } });
    expect(list.status).toBe(200);
    const vendors = (await list.json()) as { phoneNumber: string; name: string; storename: string }[];
    expect(vendors.find((v) => v.phoneNumber === phone)).toMatchObject({ name: 'Selvi Murugan', storename: 'Selvi Fresh Greens' });

    await page.reload({ waitUntil: 'networkidle' });
    const loginForm = page.getByRole('form', { name: 'Vendor login' });
    await loginForm.getByLabel('Category').selectOption('vegetable');
    await loginForm.getByLabel('Phone Number').fill(phone);
    await loginForm.getByLabel('Password').fill('greens-123');
    await loginForm.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Awaiting approval').waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('vendorUser') ?? 'null')?.phoneNumber)).toBe(phone);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('form', { name: 'Vendor login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('vendorUser'))).toBeNull();
    await close();
  });
});
