/** Browser steps shared by the master-data and call-request browser tests. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations, type AxeViolation } from '../helpers/browser';
import { TEST_ADMIN } from '../helpers/server';

export async function logIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/admin/login`);
  await page.locator('input[name="email"]').fill(TEST_ADMIN.email);
  await page.locator('input[name="password"]').fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL((current) => !current.pathname.endsWith('/login'));
}

/** The shell's app bar and side menu belong to the layout, checked by the shell's own browser test. */
const SHELL_CHROME = 'header, .MuiDrawer-root, [class*="RaSidebar"], [class*="RaMenu"]';

/**
 * axe-core finds no serious or critical violation on the current screen's content (the page and its modals);
 * violations inside the shell's chrome are reported as a warning, not failed here.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // A dialog fading in has partial opacity, which axe reads as low contrast.
  await settle(page);
  const violations = await axeViolations(page, 'serious');
  const ours: AxeViolation[] = [];
  const shells: AxeViolation[] = [];
  for (const violation of violations) {
    const inChrome = await Promise.all(
      violation.nodes.map((node) =>
        page.evaluate(
          ({ selector, chrome }) => Boolean(document.querySelector(selector)?.closest(chrome)),
          { selector: node.target.join(' '), chrome: SHELL_CHROME },
        ),
      ),
    );
    const outside = violation.nodes.filter((_node, index) => !inChrome[index]);
    if (outside.length > 0) ours.push({ ...violation, nodes: outside });
    if (outside.length < violation.nodes.length) shells.push(violation);
  }
  if (shells.length > 0) console.warn(`axe, shell chrome on ${screen}:\n${describeViolations(shells)}`);
  expect(ours, `${screen}:\n${describeViolations(ours)}`).toEqual([]);
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
