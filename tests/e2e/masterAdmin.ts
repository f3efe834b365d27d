/** Browser steps shared by the master-data and call-request browser tests. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from '../helpers/browser';
import { TEST_ADMIN } from '../helpers/server';

export async function logIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/admin/login`);
  await page.getByLabel('Username').fill(TEST_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL((current) => !current.pathname.endsWith('/login'));
}

/** axe-core finds no serious or critical violation on the current screen. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await axeViolations(page, 'serious');
  expect(violations, `${screen}:\n${describeViolations(violations)}`).toEqual([]);
}

/** Waits for a toast (react-admin notification) with this text. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor();
}
