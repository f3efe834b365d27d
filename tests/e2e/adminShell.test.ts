/**
 * The admin's shell in real Chromium against the real product: a vendor page's action bar at 390 px (one row, every
 * action with its words) and at 1280 px (its buttons on one line), and the master data's active switch, whose
 * thumb must stand out from its track when on.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningProduct } from '../helpers/product';
import { AdminApi, type ApiVendor } from './adminApi';
import { expectAccessible, expectNoSidewaysOverflow, loggedInAdminSuite, settle } from './masterAdmin';

let product: RunningProduct;
let page: Page;

loggedInAdminSuite((session) => {
  ({ product, page } = session);
});

/** The bar's visible controls, each with its box and its shown words. */
function actionBarControls(bar: ReturnType<Page['locator']>) {
  return bar.evaluate((toolbar) =>
    Array.from(toolbar.querySelectorAll('button, a'))
      .filter((element) => element.closest('.MuiPopover-root') === null)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .map(({ element, box }) => ({ name: element.getAttribute('aria-label') ?? element.textContent?.trim(), text: element.textContent?.trim() ?? '', top: box.top, bottom: box.bottom })),
  );
}

/** The vendor page's own toolbar: the one with Back. */
const actionBar = () => page.locator('.MuiToolbar-root').filter({ has: page.getByRole('button', { name: 'Back', exact: true }) });

async function openUnverifiedVendor(): Promise<ApiVendor> {
  const api = await AdminApi.login(product.url);
  const [vendor] = await api.get<ApiVendor[]>('/api/vegetable/unverified/list');
  if (!vendor) throw new Error('the demo seed has no unverified vegetable vendor');
  await page.goto(`${product.url}/admin/vegetableVendors/${vendor.id}/show`);
  await page.getByRole('heading', { name: vendor.name, exact: true }).waitFor();
  return vendor;
}

describe("a vendor page's action bar", () => {
  it('at 1280 px lines up its buttons: same top and bottom for all, Edit included', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openUnverifiedVendor();
    const bar = actionBar();
    await bar.getByRole('link', { name: 'Edit' }).waitFor();
    await bar.getByRole('button', { name: 'Delete User' }).waitFor();
    const controls = await actionBarControls(bar);
    // The bar may wrap at this width; within a line every button has the same top and height.
    const heights = new Set(controls.map((control) => Math.round(control.bottom - control.top)));
    expect(heights.size, JSON.stringify(controls)).toBe(1);
    const [height = 0] = heights;
    const offsets = controls.flatMap((a) => controls.map((b) => Math.abs(a.top - b.top))).filter((offset) => offset >= 0.5 && offset < height);
    expect(offsets, JSON.stringify(controls)).toEqual([]);
  });

  it('at 390 px is one row, and every action is named in words (no lone trash can)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await openUnverifiedVendor();
      const bar = actionBar();
      const open = bar.getByRole('button', { name: 'Actions' });
      await open.waitFor();
      const controls = await actionBarControls(bar);
      expect(new Set(controls.map((control) => Math.round(control.top))).size, JSON.stringify(controls)).toBe(1);
      expect(controls.filter((control) => control.text === ''), 'controls without words').toEqual([]);
      await expectNoSidewaysOverflow(page, 'vendor page at 390 px');

      await open.click();
      const menu = page.getByRole('group', { name: 'Actions' });
      await settle(page);
      for (const action of ['Choose Poster', 'Edit', 'Approve', 'Delete User']) {
        const control = menu.getByRole(action === 'Edit' ? 'link' : 'button', { name: action, exact: true });
        expect(await control.textContent(), action).toContain(action);
        expect(await control.isVisible(), action).toBe(true);
      }
      await expectAccessible(page, 'vendor page actions at 390 px');
      // An action taken from the menu closes it and opens its own confirmation.
      await menu.getByRole('button', { name: 'Delete User' }).click();
      await menu.waitFor({ state: 'hidden' });
      const confirm = page.getByRole('dialog').filter({ hasText: 'Are You Sure You Want to Delete the user ?' });
      await confirm.waitFor();
      await settle(page);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await menu.waitFor({ state: 'hidden' });
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});

describe('the active switch', () => {
  it("shows its thumb when on: the thumb's colour differs from the track's", async () => {
    await page.goto(`${product.url}/admin/vegetableCategories`);
    const on = page.locator('.MuiSwitch-root:has(input:checked)').first();
    await on.waitFor();
    await settle(page);
    const colours = await on.evaluate((root) => ({
      thumb: getComputedStyle(root.querySelector('.MuiSwitch-thumb') as Element).backgroundColor,
      track: getComputedStyle(root.querySelector('.MuiSwitch-track') as Element).backgroundColor,
    }));
    expect(colours.thumb).not.toBe(colours.track);
  });
});
