// @vitest-environment jsdom
/**
 * A simple master resource (id, name, active) is one declaration: this fixture declares a throwaway one over
 * real endpoints of the server (the vegetable-category calls, read as plain names), derives its adapter, its
 * screens, its menu entry and its master tile, and drives them against the real server. No file of the product
 * changes: the fixture's registry is passed in as the product's plus this one declaration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Admin, CustomRoutes, Resource, TestMemoryRouter, combineDataProviders, type DataProvider } from 'react-admin';
import { createDataProvider } from '../../src/dataProvider';
import { createLegacyProvider } from '../../src/dataProvider/adapter';
import { createHttpClient } from '../../src/dataProvider/http';
import { simpleMasterAdapter, simpleMasterOf } from '../../src/dataProvider/legacy/simpleMaster';
import { declareSimpleMaster, RESOURCE_DECLARATIONS } from '../../src/domain/resources';
import type { VegetableCategoryRecord } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { AppLayout } from '../../src/layout/AppLayout';
import { adminPaths } from '../../src/layout/adminPaths';
import { transport } from '../../src/domain/vendorKinds';
import { masterRoutes } from '../../src/master';
import { MasterEntriesContext, masterEntriesOf } from '../../src/master/masterEntries';
import { simpleMasterResource } from '../../src/master/simpleMasterResource';
import { cookieFetch } from '../helpers/apiClient';
import { startServer, type TestServer } from '../helpers/server';
import { allRecords } from './masterRender';

/** The whole declaration of the throwaway resource, as a file of src/domain/resources/ would declare it. */
const produceGroupsDeclaration = declareSimpleMaster({
  name: 'produceGroups',
  texts: { en: { name: 'Produce group |||| Produce groups' }, ta: { name: 'விளைபொருள் குழு |||| விளைபொருள் குழுக்கள்' } },
  simpleMaster: {
    nameSource: 'vegcategory',
    endpoints: {
      list: 'GET /api/vegetable/categories',
      create: 'POST /api/vegetable/add/category',
      setActive: 'PUT /admin/vegetable-categories/{id}',
      delete: 'DELETE /vegetable/delete/category/{id}',
    },
  },
});
/** The admin's form of it, as the product derives its own (simpleMasterResources). */
const produceGroups = simpleMasterOf(produceGroupsDeclaration);

let server: TestServer | undefined;
let dataProvider: DataProvider;
/** The product's provider with the fixture resource served by its declared adapter. */
let appDataProvider: DataProvider;
let product: ReturnType<typeof createDataProvider>;

beforeAll(async () => {
  server = await startServer({ seed: 'demo', seedVendors: 1 });
  const client = cookieFetch(await server.login());
  const options = { origin: server.url, fetch: client.fetch, readCacheMs: 0 };
  product = createDataProvider(options);
  const fixture = createLegacyProvider(createHttpClient(options), { produceGroups: simpleMasterAdapter(produceGroups) });
  dataProvider = combineDataProviders((resource) => (resource === 'produceGroups' ? fixture : product));
  appDataProvider = { ...product, ...dataProvider };
});
afterAll(() => {
  cleanup();
  return server?.close();
});

function renderAt(path: string) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} disableTelemetry>
        <Resource {...simpleMasterResource(produceGroups)} />
      </Admin>
    </TestMemoryRouter>,
  );
}

describe('a simple master resource declared in a fixture', () => {
  it('lists the records with their active switch', async () => {
    const { data, total } = await product.getList<VegetableCategoryRecord>('vegetableCategories', {
      ...allRecords,
      sort: { field: 'vegcategory', order: 'ASC' },
    });
    const first = data[0];
    if (!first) throw new Error('the demo seed should have vegetable categories');
    renderAt('/produceGroups');
    await screen.findByRole('cell', { name: first.vegcategory }, { timeout: 10_000 });
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(Math.min(total ?? 0, 25) + 1);
    expect(within(table).getByRole('switch', { name: `${first.vegcategory} active` })).toBeInTheDocument();
    expect(screen.getAllByText('Produce groups').length).toBeGreaterThan(0);
    cleanup();
  }, 60_000);

  it('creates a record through its create screen, validated, and the server has it', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/produceGroups/create');
    const field = await screen.findByRole('textbox', { name: 'Name' }, { timeout: 10_000 });
    await user.type(field, '   ');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Name is required'));
    await user.clear(field);
    await user.type(field, 'Fixture tubers');
    // After a refused submit, react-hook-form re-validates on every change and Save is disabled while it does.
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await screen.findByRole('table', {}, { timeout: 10_000 });
    await waitFor(async () => {
      const { data } = await product.getList<VegetableCategoryRecord>('vegetableCategories', allRecords);
      expect(data.map((c) => c.vegcategory)).toContain('Fixture tubers');
    });
    cleanup();
  }, 60_000);

  it('appears in the menu and as a tile of the master screen, both leading to its list', async () => {
    const user = userEvent.setup({ delay: null });
    const { data } = await product.getList<VegetableCategoryRecord>('vegetableCategories', { ...allRecords, sort: { field: 'vegcategory', order: 'ASC' } });
    const first = data[0];
    if (!first) throw new Error('the demo seed should have vegetable categories');
    render(
      <TestMemoryRouter initialEntries={['/master/category']}>
        <MasterEntriesContext.Provider value={masterEntriesOf([...RESOURCE_DECLARATIONS, produceGroupsDeclaration])}>
          <Admin dataProvider={appDataProvider} i18nProvider={i18nProvider} layout={AppLayout} disableTelemetry>
            <Resource {...simpleMasterResource(produceGroups)} />
            <CustomRoutes>{masterRoutes}</CustomRoutes>
          </Admin>
        </MasterEntriesContext.Provider>
      </TestMemoryRouter>,
    );
    const tiles = await screen.findByRole('navigation', { name: 'Create Category For Vendors' }, { timeout: 10_000 });
    expect(within(tiles).getByRole('link', { name: 'Produce groups' })).toHaveAttribute('href', '/produceGroups');
    // The product's own tiles stay, and the transport categories stay off the menu as they always were.
    const labels = within(tiles).getAllByRole('link').map((link) => link.textContent);
    expect(labels.slice(0, 3)).toEqual(['Vegetables', 'Professionals', 'Transport']);
    expect(labels.at(-1)).toBe('Produce groups');
    const entry = screen.getByRole('menuitem', { name: 'Produce groups' });
    expect(entry).toHaveAttribute('href', '/produceGroups');
    // The menu's "Transport" is the transport providers' queue, not the vehicle categories.
    const menuTargets = screen.getAllByRole('menuitem').map((item) => item.getAttribute('href'));
    expect(menuTargets).not.toContain(adminPaths.transportCategories);
    expect(menuTargets).toContain(adminPaths.queue(transport.resource, false));
    await user.click(entry);
    await screen.findByRole('cell', { name: first.vegcategory }, { timeout: 10_000 });
    expect(screen.getByRole('menuitem', { name: 'Produce groups' })).toHaveAttribute('aria-current', 'page');
    cleanup();
  }, 60_000);
});
