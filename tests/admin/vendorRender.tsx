/**
 * Renders shared vendor components inside react-admin's AdminContext with the admin's own i18n catalogue and
 * a visible <Notification>, over the real data provider pointed at a real server (startServer).
 */
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminContext, Notification, RecordContextProvider } from 'react-admin';
import { createDataProvider, type AppDataProvider, type VendorRecord } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { PosterSessionProvider } from '../../src/vendors/PosterSession';
import { VendorKindContext } from '../../src/vendorKinds/context';
import { declarationOfKind, VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds';
import { cookieFetch } from '../helpers/apiClient';
import { startServerProcess, type ServerProcess } from './serverProcess';

export async function dataProviderFor(server: ServerProcess): Promise<AppDataProvider> {
  const client = cookieFetch(await server.login());
  return createDataProvider({ origin: server.url, fetch: client.fetch });
}

/**
 * For a test file: the real server in a child process seeded with `seedVendors` per kind, and the admin's data
 * provider logged in to it (`backend.dp`, set before the first test, and its address `backend.url`); the DOM is
 * cleaned after each test.
 */
export function withRealBackend(seedVendors: number): { dp: AppDataProvider; url: string } {
  const backend = {} as { dp: AppDataProvider; url: string };
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    server = await startServerProcess(seedVendors);
    backend.dp = await dataProviderFor(server);
    backend.url = server.url;
  });
  afterEach(cleanup);
  afterAll(() => server?.stop());
  return backend;
}

/** One vendor page's context: the record's kind, the record and this session's poster choice. */
export function renderVendorPiece(dataProvider: AppDataProvider, record: VendorRecord | null, ui: ReactNode) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <VendorKindContext.Provider value={record ? declarationOfKind(VENDOR_KIND_DECLARATIONS, record.kind) : null}>
        <PosterSessionProvider>
          <RecordContextProvider value={record ?? undefined}>{ui}</RecordContextProvider>
        </PosterSessionProvider>
      </VendorKindContext.Provider>
      <Notification />
    </AdminContext>,
  );
}

export const all = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const } };

export function firstOf<T>(items: readonly T[], what: string): T {
  const [item] = items;
  if (item === undefined) throw new Error(`the demo seed should provide ${what}`);
  return item;
}

/** `element` (react-admin's context and a screen) inside a data router at `path`, as the admin runs (src/AdminRoot.tsx). */
export function renderInDataRouter(element: ReactNode, path = '/') {
  return render(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })} />);
}
