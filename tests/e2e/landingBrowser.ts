/** Browser steps shared by the landing's browser tests: the product and Chromium for a suite, a page opened as a visitor. */
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startProduct, type RunningProduct } from '../helpers/product.ts';
import { launchChromium } from '../helpers/browser.ts';

/** Starts the product (with `env` added to its settings) and Chromium before the suite's tests and stops both after them. */
export function landingSuite(env: Record<string, string> = {}): { readonly product: RunningProduct; readonly browser: Browser } {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    product = await startProduct(env);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the landing suite has not started');
    return value;
  };
  return {
    get product() {
      return started(product);
    },
    get browser() {
      return started(browser);
    },
  };
}

/** The page hydrates on the visitor's first interaction (a key press here) and marks <html> once it has. */
export async function hydrateNow(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens `url` in the context, collecting the page's errors; hydrates it unless told not to. */
export async function openInContext(context: BrowserContext, url: string, hydrate = true): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (hydrate) await hydrateNow(page);
  return { page, errors };
}
