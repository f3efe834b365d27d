// @vitest-environment jsdom
/**
 * Validation and failure messages of the master-data forms and modals, against the real server through the
 * real data provider (no fake of our API).
 */
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubcategoryRecord, TransportCategoryRecord, VegetableCategoryRecord } from '../../src/dataProvider';
import { SubcategoryCreate, SubcategoryEdit } from '../../src/master/subcategories';
import { ProfessionalCategoryCreate } from '../../src/professionalCategories/ProfessionalCategoryCreate';
import { professionalSubcategoryKind } from '../../src/professionalSubcategories/kind';
import { VegetableCategoryCreate } from '../../src/vegetableCategories/VegetableCategoryCreate';
import { VegetableCategoryEdit } from '../../src/vegetableCategories/VegetableCategoryEdit';
import { vegetableSubcategoryKind } from '../../src/vegetableSubcategories/kind';
import { allRecords, masterSuite, renderInAdmin, TransportCategoryList } from './masterRender';

const master = masterSuite();

async function vegetableCategories() {
  return (await master.dataProvider.getList<VegetableCategoryRecord>('vegetableCategories', allRecords)).data;
}

function firstOf<T>(items: T[]): T {
  const [first] = items;
  if (first === undefined) throw new Error('the demo seed should provide at least one record');
  return first;
}

describe('add vegetable category', () => {
  it('asks for a name when it is empty and adds a named one', async () => {
    const user = userEvent.setup({ delay: null });
    renderInAdmin(master.dataProvider, <VegetableCategoryCreate />);
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const field = screen.getByRole('textbox', { name: 'Category Name' });
    expect(field).toHaveAccessibleDescription('Please enter a category name.');
    // Under the field and in the toast.
    await waitFor(() => expect(screen.getAllByText('Please enter a category name.')).toHaveLength(2));

    await user.type(field, 'Exotic greens');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Category added successfully')).toBeInTheDocument();
    expect((await vegetableCategories()).map((c) => c.vegcategory)).toContain('Exotic greens');
  });

  it('shows the server reason when the name already exists', async () => {
    const user = userEvent.setup({ delay: null });
    const existing = firstOf(await vegetableCategories());
    renderInAdmin(master.dataProvider, <VegetableCategoryCreate />);
    await user.type(screen.getByRole('textbox', { name: 'Category Name' }), existing.vegcategory.toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText(/^Error in adding category: /)).toBeInTheDocument();
  });
});

describe('add professional category and subcategory', () => {
  it('needs both the name and the image', async () => {
    const user = userEvent.setup({ delay: null });
    renderInAdmin(master.dataProvider, <ProfessionalCategoryCreate />);
    await user.type(screen.getByRole('textbox', { name: 'Category Name' }), 'Plumbing');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findAllByText('Please select both category name and image.')).not.toHaveLength(0);
  });

  it('refuses a file that is not an image before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderInAdmin(master.dataProvider, <ProfessionalCategoryCreate />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['<?php ?>'], 'evil.php', { type: 'application/x-php' }));
    expect(await screen.findByText('Please choose an image file (JPEG, PNG, WebP or GIF).')).toBeInTheDocument();
  });

  it('asks to fill in all fields when the subcategory has no parent or image', async () => {
    const user = userEvent.setup({ delay: null });
    renderInAdmin(
      master.dataProvider,
      <SubcategoryCreate kind={professionalSubcategoryKind} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Sub Category Name' }), 'Wiring');
    await user.click(screen.getByRole('button', { name: 'Add Subcategory' }));
    expect(await screen.findAllByText('Please fill in all fields.')).not.toHaveLength(0);
  });
});

/** Renders an edit modal; `closed` turns true once it asks to close. */
function renderEditDialog(dialog: (onClose: () => void) => ReactElement) {
  const edit = { closed: false };
  renderInAdmin(
    master.dataProvider,
    dialog(() => {
      edit.closed = true;
    }),
  );
  return edit;
}

const editSubcategory = (subcategory: SubcategoryRecord) => (onClose: () => void) => (
  <SubcategoryEdit kind={vegetableSubcategoryKind} id={subcategory.id} categoryId={subcategory.categoryId} onClose={onClose} />
);
const editCategory = (category: VegetableCategoryRecord) => (onClose: () => void) => (
  <VegetableCategoryEdit id={category.id} onClose={onClose} />
);

describe('Edit Subcategory modal', () => {
  async function twoSubcategories() {
    for (const category of await vegetableCategories()) {
      const { data } = await master.dataProvider.getList<SubcategoryRecord>('vegetableSubcategories', {
        ...allRecords,
        filter: { categoryId: category.id },
      });
      if (data.length >= 2) return data as [SubcategoryRecord, SubcategoryRecord, ...SubcategoryRecord[]];
    }
    throw new Error('the demo seed has no vegetable category with two subcategories');
  }

  it('asks for the name when it is cleared', async () => {
    const user = userEvent.setup({ delay: null });
    const [first] = await twoSubcategories();
    renderEditDialog(editSubcategory(first));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Subcategory' });
    await within(dialog).findByDisplayValue(first.subcategoryName);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Sub Category Name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: 'Sub Category Name' })).toHaveAccessibleDescription('Please fill in all fields.');
  });

  it('stays open and tells the admin when the rename fails', async () => {
    const user = userEvent.setup({ delay: null });
    const [first, second] = await twoSubcategories();
    const edit = renderEditDialog(editSubcategory(first));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Subcategory' });
    await within(dialog).findByDisplayValue(first.subcategoryName);
    const field = within(dialog).getByRole('textbox', { name: 'Sub Category Name' });
    await user.clear(field);
    await user.type(field, second.subcategoryName);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Failed to update subcategory name/)).toBeInTheDocument();
    expect(edit.closed).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Edit Subcategory' })).toBeInTheDocument();
    const { data } = await master.dataProvider.getList<SubcategoryRecord>('vegetableSubcategories', { ...allRecords, filter: { categoryId: first.categoryId } });
    expect(data.find((s) => s.id === first.id)?.subcategoryName).toBe(first.subcategoryName);
  });

  it('renames a category and closes', async () => {
    const user = userEvent.setup({ delay: null });
    const category = firstOf(await vegetableCategories());
    const edit = renderEditDialog(editCategory(category));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    await within(dialog).findByDisplayValue(category.vegcategory);
    const field = within(dialog).getByRole('textbox', { name: 'Category Name' });
    await user.clear(field);
    await user.type(field, 'Renamed roots');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(edit.closed).toBe(true));
    expect((await vegetableCategories()).find((c) => c.id === category.id)?.vegcategory).toBe('Renamed roots');
  });
});

describe('transport category modal', () => {
  it('marks existing names and disables Save while the trimmed, case-insensitive name exists', async () => {
    const user = userEvent.setup({ delay: null });
    const { data: existing } = await master.dataProvider.getList<TransportCategoryRecord>('transportCategories', allRecords);
    const taken = firstOf(existing).vehicleCategory;
    renderInAdmin(master.dataProvider, <TransportCategoryList />);
    await screen.findByRole('cell', { name: taken });
    await user.click(screen.getByRole('button', { name: 'Add New Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    expect(within(dialog).getByText(`${taken} (Already Exists)`)).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: 'Category Name' });
    await user.type(field, `  ${taken.toUpperCase()} `);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).getByText('This category already exists.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Hovercraft');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
