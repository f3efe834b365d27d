/**
 * Master data in a real browser against the real product (npm start): vegetable, professional and transport
 * categories and subcategories, with an axe-core check on every screen.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningProduct } from '../helpers/product';
import { samples } from '../helpers/server';
import { expectAccessible, expectNoSidewaysOverflow, expectToast, loggedInAdminSuite, settle } from './masterAdmin';

let product: RunningProduct;
let page: Page;

const png = { name: 'new-image.png', mimeType: 'image/png', buffer: samples.png };
const gif = { name: 'other-image.gif', mimeType: 'image/gif', buffer: samples.gif };

loggedInAdminSuite((session) => {
  ({ product, page } = session);
});

const card = (name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function renameIn(dialogName: string, label: string, newName: string, save: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel(label).fill(newName);
  await dialog.getByRole('button', { name: save }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Opens the edit modal, picks a file, previews it as "Selected Image" and uploads it. */
async function replaceImage(name: string, dialogName: string, file: typeof png) {
  const image = card(name).locator('img');
  const before = (await image.count()) > 0 ? await image.getAttribute('src') : null;
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  const preview = page.getByRole('dialog', { name: 'Selected Image' });
  await preview.getByRole('img').waitFor();
  await preview.getByRole('button', { name: 'Upload Image' }).click();
  await expectToast(page, 'Image updated');
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => card(name).locator('img').getAttribute('src')).not.toBe(before);
}

async function toggleOff(name: string) {
  const toggle = page.getByRole('switch', { name: `${name} active` });
  await expect.poll(() => toggle.isChecked()).toBe(true);
  await toggle.click();
  await expectToast(page, `${name} is now inactive`);
  await expect.poll(() => toggle.isChecked()).toBe(false);
  await page.reload();
  await expect.poll(() => toggle.isChecked()).toBe(false);
}

async function deleteCategory(name: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete category' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await card(name).waitFor({ state: 'detached' });
}

describe('master home', () => {
  it('shows the three tiles and redirects the legacy paths', async () => {
    await page.goto(`${product.url}/admin/master/category`);
    await page.getByRole('heading', { name: 'Create Category For Vendors', level: 1 }).waitFor();
    await expectAccessible(page, 'master home');
    for (const tile of ['Vegetables', 'Professionals', 'Transport']) {
      expect(await page.getByRole('link', { name: tile }).count()).toBe(1);
    }
    await page.goto(`${product.url}/admin/master/vegetable/addcategory`);
    await page.waitForURL(/\/admin\/vegetableCategories$/);
    await page.goto(`${product.url}/admin/master/professional/create`);
    await page.waitForURL(/\/admin\/professionalCategories$/);
  });
});

describe('vegetable categories and subcategories', () => {
  it('adds, renames, replaces the image of, toggles and deletes a category', async () => {
    await page.goto(`${product.url}/admin/master/category`);
    await page.getByRole('link', { name: 'Vegetables' }).click();
    await page.waitForURL(/\/admin\/vegetableCategories$/);
    await page.getByRole('heading', { name: 'Vegetable Categories', level: 2 }).waitFor();
    await expectAccessible(page, 'vegetable categories');

    const addForm = page.getByRole('region', { name: 'Add Category' });
    await addForm.getByRole('button', { name: 'Add Category' }).click();
    await addForm.getByText('Please enter a category name.').waitFor();
    await addForm.getByLabel('Category Name').fill('e2e leaves');
    await addForm.getByRole('button', { name: 'Add Category' }).click();
    await expectToast(page, 'Category added successfully');
    await card('E2e leaves').waitFor();

    await page.getByRole('button', { name: 'Edit E2e leaves' }).click();
    await expectAccessible(page, 'Edit Category modal');
    await renameIn('Edit Category', 'Category Name', 'e2e herbs', 'Save Changes');
    await card('E2e herbs').waitFor();

    await replaceImage('E2e herbs', 'Edit Category', png);
    await toggleOff('E2e herbs');

    // A subcategory of this category, reached by clicking the category image (deep-linkable URL).
    await page.getByRole('link', { name: 'Open the subcategories of E2e herbs' }).click();
    await page.waitForURL(/\/admin\/vegetableCategories\/\d+\/subcategories$/);
    await page.getByRole('heading', { name: 'Subcategories of E2e herbs', level: 1 }).waitFor();
    const addSub = page.getByRole('region', { name: 'Add Subcategory' });
    await addSub.getByRole('button', { name: 'Add Subcategory' }).click();
    await addSub.getByText('Please fill in all fields.').waitFor();
    await addSub.getByLabel('Sub Category Name').fill('basil');
    await addSub.getByRole('button', { name: 'Add Subcategory' }).click();
    await expectToast(page, 'Subcategory added successfully');
    await card('Basil').waitFor();
    await expectAccessible(page, 'vegetable subcategories');

    await page.getByRole('button', { name: 'Edit Basil' }).click();
    await expectAccessible(page, 'Edit Subcategory modal');
    await renameIn('Edit Subcategory', 'Sub Category Name', 'holy basil', 'Save');
    await card('Holy basil').waitFor();
    await replaceImage('Holy basil', 'Edit Subcategory', gif);
    await toggleOff('Holy basil');
    const subcategoryUrl = page.url();

    // Deleting the category deletes its subcategories (the contract has no subcategory delete).
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(/\/admin\/vegetableCategories$/);
    await deleteCategory('E2e herbs');
    await page.goto(subcategoryUrl);
    await page.getByText(/Could not load|No subcategories yet\./).first().waitFor();
    expect(await card('Holy basil').count()).toBe(0);
  });

  it('works at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${product.url}/admin/vegetableCategories`);
    await page.getByRole('article').first().waitFor();
    await expectNoSidewaysOverflow(page, 'vegetable categories at 390 px');
    await expectAccessible(page, 'vegetable categories at 390 px');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('is operable with the keyboard', async () => {
    await page.goto(`${product.url}/admin/vegetableCategories`);
    const firstEdit = page.getByRole('button', { name: /^Edit / }).first();
    await firstEdit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Category' });
    await dialog.waitFor();
    await settle(page);
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    // The name field has the initial focus; Tab reaches Replace Image, Enter opens the picker.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toMatch(/\S/);
    // Listening early: Playwright intercepts file choosers only once its listener is registered in the browser.
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Tab');
    await expect.poll(focusedText).toBe('Replace Image');
    await page.keyboard.press('Enter');
    expect((await chooser).isMultiple()).toBe(false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await settle(page);

    const toggle = page.getByRole('switch').first();
    const before = await toggle.isChecked();
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.isChecked()).toBe(!before);
    await expect.poll(() => toggle.getAttribute('aria-busy')).toBe('false');
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.isChecked()).toBe(before);
  });
});

describe('Edit Category: a name typed before Replace Image', () => {
  /** Opens the first category's edit modal, types a new name without saving, then uploads a new image. */
  async function typeThenReplaceImage(typed: string) {
    await page.goto(`${product.url}/admin/vegetableCategories`);
    // A CSS locator: while the modal is open, MUI hides the page behind it from the accessibility tree.
    const first = page.locator('article').first();
    const name = (await first.locator('h3').innerText()).trim();
    const image = first.locator('img');
    const before = (await image.count()) > 0 ? await image.getAttribute('src') : null;
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Category' });
    await expect.poll(() => dialog.getByLabel('Category Name').inputValue()).not.toBe('');
    await dialog.getByLabel('Category Name').fill(typed);
    await dialog.locator('input[type="file"]').setInputFiles(png);
    const preview = page.getByRole('dialog', { name: 'Selected Image' });
    await preview.getByRole('button', { name: 'Upload Image' }).click();
    await expectToast(page, 'Image updated');
    await preview.waitFor({ state: 'hidden' });
    // The card behind the modal already shows the new image.
    await expect.poll(() => image.getAttribute('src')).not.toBe(before);
    return dialog;
  }

  it('does not close the modal', async () => {
    const dialog = await typeThenReplaceImage('e2e gourds');
    await settle(page);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('keeps the typed name, and Save Changes saves it', async () => {
    const dialog = await typeThenReplaceImage('e2e squashes');
    await settle(page);
    expect(await dialog.getByLabel('Category Name').inputValue()).toBe('e2e squashes');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card('E2e squashes').waitFor();
  });
});

describe('professional categories and subcategories', () => {
  it('adds, renames, replaces the image of, toggles and deletes a category and a subcategory', async () => {
    await page.goto(`${product.url}/admin/master/category`);
    await page.getByRole('link', { name: 'Professionals' }).click();
    await page.getByRole('heading', { name: 'Add Categories to Professionals', level: 1 }).waitFor();
    await expectAccessible(page, 'professional categories');

    const addForm = page.getByRole('region', { name: 'Add Category' });
    await addForm.getByLabel('Category Name').fill('e2e tailoring');
    await addForm.getByRole('button', { name: 'Add Category' }).click();
    await addForm.getByText('Please select both category name and image.').first().waitFor();
    await addForm.locator('input[type="file"]').setInputFiles(png);
    await addForm.getByText('Chosen file: new-image.png').waitFor();
    await addForm.getByRole('button', { name: 'Add Category' }).click();
    await expectToast(page, 'Category added successfully');
    await card('E2e tailoring').waitFor();

    await page.getByRole('button', { name: 'Edit E2e tailoring' }).click();
    await renameIn('Edit Category', 'Category Name', 'e2e stitching', 'Save Changes');
    await card('E2e stitching').waitFor();
    // Bytes that are not an image, sent under an image type: the server refuses and the admin sees why.
    await page.getByRole('button', { name: 'Edit E2e stitching' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Category' });
    await edit.locator('input[type="file"]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: samples.notAnImage });
    const preview = page.getByRole('dialog', { name: 'Selected Image' });
    await preview.getByRole('button', { name: 'Upload Image' }).click();
    await expectToast(page, /^Error in replacing the image: /);
    await preview.getByRole('button', { name: 'Close' }).click();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'hidden' });

    await replaceImage('E2e stitching', 'Edit Category', gif);
    await toggleOff('E2e stitching');

    // "+ Add" a subcategory: name, parent and image are all required.
    await page.getByRole('button', { name: '+ Add' }).click();
    const addSub = page.getByRole('dialog', { name: 'Add Subcategory' });
    await addSub.getByLabel('Sub Category Name').fill('hemming');
    await addSub.getByRole('button', { name: 'Add Subcategory' }).click();
    await addSub.getByText('Please fill in all fields.').first().waitFor();
    await expectAccessible(page, 'add professional subcategory');
    await addSub.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'E2e stitching' }).click();
    await addSub.locator('input[type="file"]').setInputFiles(png);
    await addSub.getByRole('button', { name: 'Add Subcategory' }).click();
    await expectToast(page, 'Subcategory added successfully');
    await addSub.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Open the subcategories of E2e stitching' }).click();
    await page.waitForURL(/\/admin\/professionalCategories\/\d+\/subcategories$/);
    await card('Hemming').waitFor();
    await expectAccessible(page, 'professional subcategories');
    await page.getByRole('button', { name: 'Edit Hemming' }).click();
    await renameIn('Edit Subcategory', 'Sub Category Name', 'alterations', 'Save');
    await card('Alterations').waitFor();
    await replaceImage('Alterations', 'Edit Subcategory', gif);
    await toggleOff('Alterations');

    await page.getByRole('link', { name: 'Back' }).click();
    await deleteCategory('E2e stitching');
    await page.reload();
    await page.getByRole('heading', { name: 'Add Categories to Professionals', level: 1 }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(await card('E2e stitching').count()).toBe(0);
  });
});

describe('transport categories', () => {
  it('guards duplicate names, adds, edits and deletes', async () => {
    await page.goto(`${product.url}/admin/master/category`);
    await page.getByRole('link', { name: 'Transport' }).click();
    await page.getByRole('heading', { name: 'Add Categories to Transport', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Add Categories to Transport' });
    const existing = (await table.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim();
    await expectAccessible(page, 'transport categories');

    await page.getByRole('button', { name: 'Add New Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByText(`${existing} (Already Exists)`).waitFor();
    await dialog.getByLabel('Category Name').fill(`  ${existing.toUpperCase()}  `);
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog.getByText('This category already exists.').waitFor();
    await expectAccessible(page, 'transport category modal');
    await dialog.getByLabel('Category Name').fill('E2E Hovercraft');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await table.getByRole('cell', { name: 'E2E Hovercraft', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Edit E2E Hovercraft' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Category' });
    await edit.getByLabel('Category Name').fill('E2E Airboat');
    await edit.getByRole('button', { name: 'Save' }).click();
    await table.getByRole('cell', { name: 'E2E Airboat', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete E2E Airboat' }).click();
    await page.getByRole('dialog', { name: 'Delete category' }).getByRole('button', { name: 'Delete' }).click();
    await table.getByRole('cell', { name: 'E2E Airboat', exact: true }).waitFor({ state: 'detached' });
    await page.reload();
    await table.getByRole('row').nth(1).waitFor();
    expect(await table.getByRole('cell', { name: 'E2E Airboat', exact: true }).count()).toBe(0);
  });
});
