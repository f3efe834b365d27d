// @vitest-environment jsdom
/**
 * A vendor kind declared only in ./florist.ts, end to end: the server answers its SPEC-shaped routes, the data
 * provider lists, reads and edits it, and react-admin renders its queue and its detail page from the declaration.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, mergeTranslations, Notification } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createDataProvider, type AppDataProvider, type VendorRecord } from '../../src/dataProvider';
import { en } from '../../src/i18n/en';
import { KindQueue, KindShow } from '../../src/vendorKinds/KindScreens';
import { VendorKindsContext } from '../../src/vendorKinds/context';
import { vendorKindMessages } from '../../src/i18n/vendorKindTexts';
import { cookieFetch, type CookieFetch } from '../helpers/apiClient';
import { startServerProcess, type ServerProcess } from '../admin/serverProcess';
import { florist } from './florist';
import { FLORISTS, registryWithFlorists } from './registry';

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serverMain.ts');
const i18nProvider = polyglotI18nProvider(() => mergeTranslations(en, { resources: vendorKindMessages(registryWithFlorists) }), 'en');

let server: ServerProcess;
let client: CookieFetch;
let dp: AppDataProvider;

beforeAll(async () => {
  server = await startServerProcess(0, entry);
  client = cookieFetch(await server.login());
  dp = createDataProvider({ origin: server.url, fetch: client.fetch, vendorKinds: registryWithFlorists });
});
afterEach(cleanup);
afterAll(() => server?.stop());

const [unverified, verified] = FLORISTS as [(typeof FLORISTS)[0], (typeof FLORISTS)[0]];
const api = (p: string, init?: RequestInit) => client.fetch(`${server.url}${p}`, init);
const listed = async (state: 'unverified' | 'verified') => (await (await api(`/api/florist/${state}/list`)).json()) as Record<string, unknown>[];

describe('server routes of a declared kind', () => {
  it('lists each state with the declared fields and their other spellings', async () => {
    const [row] = await listed('unverified');
    expect(row).toMatchObject({ name: unverified.name, shopName: 'Jasmine Corner', shop_name: 'Jasmine Corner', garlandsPerDay: 40, verification: 0 });
    expect((await listed('verified')).map((r) => r.name)).toEqual([verified.name]);
  });

  it('validates the edit payload with the declared rules (400 naming the field) and saves a valid one', async () => {
    const [row] = await listed('unverified');
    const payload = { user_id: row?.user_id, name: 'Malli Poo', phoneNumber: unverified.phoneNumber, email: 'm@example.com', city: 'Palani', description: 'Garlands', shopName: 'Jasmine Corner', garlandsPerDay: 'many', direction: 'Palani' };
    const bad = await api('/florist/edit', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({ garlandsPerDay: 'Garlands per Day must be a whole number' });
    const ok = await api('/florist/edit', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...payload, garlandsPerDay: 55 }) });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ name: 'Malli Poo', garlandsPerDay: 55 });
  });

  it('answers the per-vendor calls: images, stories and a 404 naming the kind', async () => {
    const [row] = await listed('unverified');
    expect(await (await api(`/florist/storeimage/${String(row?.user_id)}`)).json()).toEqual({ imagePaths: [] });
    expect(await (await api(`/florist/vendor/stories/${String(row?.user_id)}`)).json()).toEqual([]);
    const missing = await api('/florist/storeimage/999999');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toMatch(/Florist/);
  });
});

describe('data provider over the declared kind', () => {
  it('lists, searches and reads florists as records with kind and posterUrl', async () => {
    const { data, total } = await dp.getList<VendorRecord>('florists', { filter: { verified: false, q: 'jasmine' }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 10 } });
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({ kind: 'florist', posterUrl: null, shopName: 'Jasmine Corner' });
    const one = await dp.getOne<VendorRecord>('florists', { id: data[0]?.id ?? 0 });
    expect(one.data.phoneNumber).toBe(unverified.phoneNumber);
  });

  it('edits through the declared payload', async () => {
    const { data } = await dp.getList<VendorRecord>('florists', { filter: { verified: true }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 10 } });
    const record = data[0] as VendorRecord & { garlandsPerDay: number };
    const updated = await dp.update<VendorRecord & { garlandsPerDay: number }>('florists', { id: record.id, data: { ...record, garlandsPerDay: '18' }, previousData: record });
    expect(updated.data.garlandsPerDay).toBe(18);
  });
});

// Rendering react-admin in jsdom is slow on a shared machine.
describe('react-admin screens from the declaration', { timeout: 60_000 }, () => {
  const renderAt = (url: string, element: React.ReactNode, routePath: string) =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <AdminContext dataProvider={dp} i18nProvider={i18nProvider}>
          <VendorKindsContext.Provider value={registryWithFlorists}>
            <Routes>
              <Route path={routePath} element={element} />
            </Routes>
          </VendorKindsContext.Provider>
          <Notification />
        </AdminContext>
      </MemoryRouter>,
    );

  it('renders the unverified queue with the declared columns', async () => {
    renderAt('/florists/unverified', <KindQueue kind={florist} verified={false} />, '/florists/unverified');
    expect(await screen.findByText('Jasmine Corner')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Flower Shop' })).toBeTruthy();
    expect(screen.queryByText('Rose Garden')).toBeNull();
  });

  it('renders the detail page rows from the declaration, the maps value as a Direction link', async () => {
    const { data } = await dp.getList<VendorRecord>('florists', { filter: { verified: true }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 10 } });
    const id = data[0]?.id ?? 0;
    renderAt(`/florists/${id}/show`, <KindShow kind={florist} />, '/florists/:id/show');
    const shopLabel = await screen.findByText('Flower Shop');
    const list = shopLabel.closest('dl') as HTMLElement;
    expect(within(list).getByText('Rose Garden')).toBeTruthy();
    expect(within(list).getByText('Garlands per Day')).toBeTruthy();
    expect(within(list).getByRole('link').getAttribute('href')).toBe(verified.profile.direction);
  });
});
