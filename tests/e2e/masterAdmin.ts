/** Browser steps shared by the admin's browser tests: logging in, axe, toasts, fitting the screen. */
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
  // SPEC 8's "Login Successful" dialog over the first screen.
  await page.getByRole('dialog').filter({ hasText: 'Login Successful' }).getByRole('button', { name: 'OK' }).click();
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

/**
 * Nothing on the page is wider than the screen: the document does not scroll sideways, and no element of the
 * page (beside the menu) reaches past the screen's edges, not even inside a box that scrolls sideways itself.
 * Tab strips are the exception: their tabs scroll, with arrows, by design.
 */
export async function expectNoSidewaysOverflow(page: Page, screen: string): Promise<void> {
  const measure = () =>
    page.evaluate(() => {
      const width = window.innerWidth;
      const outside: string[] = [];
      for (const element of document.querySelectorAll('#main-content *')) {
        if (element.closest('.MuiTabs-scroller')) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.left < -1 || box.right > width + 1) {
          outside.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.left)}-${Math.round(box.right)}`);
        }
      }
      const { scrollWidth } = document.documentElement;
      return scrollWidth <= width && outside.length === 0 ? 'fits' : `page ${scrollWidth} px wide in ${width}; past the edges: ${outside.slice(0, 5).join('; ')}`;
    });
  // A resize settles over a few renders (MUI's useMediaQuery answers the media query's change event): the check
  // waits for the layout the user ends up seeing, and names what still overflows if it never fits.
  await expect.poll(measure, { message: `${screen}: nothing wider than the screen`, timeout: 10_000 }).toBe('fits');
}

/** axe on the current page at 1280 and 390 px (nothing wider than the screen at 390); leaves the page at 1280 px. */
export async function accessibleAtBothWidths(page: Page, screen: string, ready: () => Promise<unknown>): Promise<void> {
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await ready();
    await expectNoSidewaysScroll(page, `${screen} at 1280 px`);
    await expectAccessible(page, `${screen} at 1280 px`);
    await page.setViewportSize({ width: 390, height: 844 });
    await ready();
    await expectNoSidewaysOverflow(page, `${screen} at 390 px`);
    await expectAccessible(page, `${screen} at 390 px`);
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }
}

/** The page does not scroll sideways (a wide table may scroll inside its own box). */
export async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const width = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await expect.poll(width, { message: `${screen}: the page scrolls sideways by this many px`, timeout: 10_000 }).toBeLessThanOrEqual(0);
}

/** Every element the locator finds lies within the screen's width (a person can see and reach it). */
export async function expectWithinScreenWidth(page: Page, elements: ReturnType<Page['locator']>, what: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const boxes = await elements.evaluateAll((found) => found.map((element) => element.getBoundingClientRect()).map((box) => ({ left: box.left, right: box.right })));
  expect(boxes.length, `${what}: found`).toBeGreaterThan(0);
  for (const [index, box] of boxes.entries()) {
    expect(box.left >= 0 && box.right <= width, `${what} #${index + 1} at x ${Math.round(box.left)}-${Math.round(box.right)}`).toBe(true);
  }
}
