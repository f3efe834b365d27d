/**
 * Renders master-data components inside react-admin's AdminContext, over the real data provider pointed at a
 * real server (startServer), with the admin's English catalogue and a visible <Notification>.
 */
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { createDataProvider, type AppDataProvider } from '../../src/dataProvider';
import { simpleMasterResources } from '../../src/dataProvider/legacy/simpleMaster';
import { i18nProvider } from '../../src/i18n';
import { SimpleMasterTable } from '../../src/master/simpleMasterModal';
import { cookieFetch } from '../helpers/apiClient';
import { startServer, type TestServer } from '../helpers/server';

export async function dataProviderFor(server: TestServer): Promise<AppDataProvider> {
  const client = cookieFetch(await server.login());
  return createDataProvider({ origin: server.url, fetch: client.fetch });
}

export function renderInAdmin(dataProvider: AppDataProvider, ui: ReactNode) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      {ui}
      <Notification />
    </AdminContext>,
  );
}

const transportCategories = simpleMasterResources.find((declaration) => declaration.name === 'transportCategories');

/** The transport categories screen, derived from its simple-master declaration. */
export function TransportCategoryList() {
  if (!transportCategories) throw new Error('transportCategories should be a declared simple master resource');
  return <SimpleMasterTable declaration={transportCategories} />;
}

/** getList params that fetch every record of a resource in id order. */
export const allRecords = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

/**
 * Registers a suite's hooks (call at module level): a demo-seeded server with one vendor of each kind and a
 * logged-in data provider before all tests, cleanup after each, server closed after all.
 */
export function masterSuite(): { readonly dataProvider: AppDataProvider } {
  let server: TestServer | undefined;
  const suite = {} as { dataProvider: AppDataProvider };
  beforeAll(async () => {
    server = await startServer({ seed: 'demo', seedVendors: 1 });
    suite.dataProvider = await dataProviderFor(server);
  });
  afterEach(cleanup);
  afterAll(() => server?.close());
  return suite;
}
