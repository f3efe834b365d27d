/** Browser steps shared by the master-data and call-request browser tests. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from '../helpers/browser';
import { TEST_ADMIN } from '../helpers/server';

export async function logIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/admin/login`);
  await page.locator('input[name="email"]').fill(TEST_ADMIN.email);
  await page.locator('input[name="password"]').fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL((current) => !current.pathname.endsWith('/login'));
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
