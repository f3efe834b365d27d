/** Browser steps shared by the master-data and call-request browser tests. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations, launchChromium } from '../helpers/browser';
import { startProduct, type RunningProduct } from '../helpers/product';
import { TEST_ADMIN } from '../helpers/server';

export async function logIn(page: Page, url: string, admin: { email: string; password: string } = TEST_ADMIN): Promise<void> {
  await page.goto(`${url}/admin/login`);
  await page.locator('input[name="email"]').fill(admin.email);
  await page.locator('input[name="password"]').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((current) => !current.pathname.endsWith('/login'));
}

/**
 * Registers a suite's hooks (call at module level): the product with two vendors of each kind and a Chromium
 * page logged in as the admin before all tests, both closed after all. `ready` receives them once logged in.
 */
export function loggedInAdminSuite(ready: (session: { product: RunningProduct; page: Page }) => void): void {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    product = await startProduct({ SEED_VENDORS: '2' });
    browser = await launchChromium();
    // bypassCSP lets axe-core be injected; the product's CSP forbids inline scripts, as it should.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await logIn(page, product.url);
    ready({ product, page });
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
}

/** axe-core finds no serious or critical violation on the whole page (screen, open modals, shell chrome). */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // A dialog fading in has partial opacity, which axe reads as low contrast.
  await settle(page);
  const violations = await axeViolations(page, 'serious');
  expect(violations, `${screen}:\n${describeViolations(violations)}`).toEqual([]);
}

/**
 * Waits until no finite transition runs (dialogs fully open, their initial focus placed). Endless ones, such as
 * the focus-visible ripple of a keyboard-focused button, are ignored.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Waits for a toast (react-admin notification) with this text. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor();
}
