/** Logging in to the admin through its own login form, as an admin does. */
import type { Page } from 'playwright-core';
import { TEST_ADMIN } from './product.ts';

/** From /admin/login (already loaded in `page`) to the first admin screen after the login dialog. */
export async function submitAdminLogin(page: Page): Promise<void> {
  await page.locator('input[name="email"]').fill(TEST_ADMIN.email);
  await page.locator('input[name="password"]').fill(TEST_ADMIN.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}
