// @vitest-environment jsdom
/**
 * The "Compliance lapsed" chip in a verified queue over the real server (capability `compliance`): beside the name
 * of an approved vendor whose required document has expired (the demo seed lapses every third approved vendor), not
 * beside one whose documents are valid; and none at all when the backend does not offer `compliance`.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { createDataProvider, type AppDataProvider, type VendorRecord } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { KindQueue } from '../../src/vendorKinds/KindScreens';
import { vegetable } from '../../src/domain/vendorKinds';
import { cookieFetch } from '../helpers/apiClient';
import { withoutExtensions } from '../helpers/extensions';
import { useCapabilities } from '../../src/layout/useCapabilities';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { renderInDataRouter } from './vendorRender';

const LAPSED = 'Compliance lapsed';
let server: ServerProcess;
let dp: AppDataProvider;
let withoutCompliance: AppDataProvider;

beforeAll(async () => {
  server = await startServerProcess(12);
  const client = cookieFetch(await server.login());
  dp = createDataProvider({ origin: server.url, fetch: client.fetch });
  withoutCompliance = createDataProvider({ origin: server.url, fetch: withoutExtensions(client.fetch, ['compliance']) });
});
afterEach(cleanup);
afterAll(() => server.stop());

type Flagged = VendorRecord & { compliance_lapsed?: boolean };

/** The verified vegetable vendors on the queue's first page, as the server flags them. */
async function verifiedVegetableVendors(): Promise<Flagged[]> {
  const { data } = await dp.getList<Flagged>('vegetableVendors', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: { verified: true } });
  return data;
}

/** Says when the admin knows what the backend offers, so an absent chip is not merely a chip not drawn yet. */
function CapabilitiesKnown() {
  return useCapabilities().isPending ? null : <output>capabilities known</output>;
}

function renderQueue(dataProvider: AppDataProvider) {
  renderInDataRouter(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <KindQueue kind={vegetable} verified />
      <CapabilitiesKnown />
    </AdminContext>,
    '/vegetableVendors/verified',
  );
}

const rowOf = async (name: string) => (await screen.findByText(name, { exact: false }, { timeout: 20_000 })).closest('tr') as HTMLTableRowElement;

describe('ComplianceLapsedChip in the verified queue', () => {
  it('marks the lapsed vendor and only it', { timeout: 60_000 }, async () => {
    const vendors = await verifiedVegetableVendors();
    expect(vendors.length).toBeLessThanOrEqual(10);
    const lapsed = vendors.find((vendor) => vendor.compliance_lapsed === true);
    const valid = vendors.find((vendor) => vendor.compliance_lapsed === false);
    if (!lapsed || !valid) throw new Error('the demo seed should have a lapsed and a valid approved vegetable vendor');
    renderQueue(dp);
    const lapsedRow = await rowOf(lapsed.name);
    await waitFor(() => expect(within(lapsedRow).getByText(LAPSED)).toBeTruthy(), { timeout: 10_000 });
    // The chip sits in the name cell, after the name.
    expect(within(lapsedRow).getByText(LAPSED).closest('td')?.textContent).toBe(`${lapsed.name}${LAPSED}`);
    expect(within(await rowOf(valid.name)).queryByText(LAPSED)).toBeNull();
    expect(screen.getAllByText(LAPSED)).toHaveLength(vendors.filter((vendor) => vendor.compliance_lapsed).length);
  });

  it('shows no chip when the backend does not offer compliance', { timeout: 60_000 }, async () => {
    const vendors = await verifiedVegetableVendors();
    const lapsed = vendors.find((vendor) => vendor.compliance_lapsed === true);
    if (!lapsed) throw new Error('the demo seed should have a lapsed approved vegetable vendor');
    renderQueue(withoutCompliance);
    const row = await rowOf(lapsed.name);
    await screen.findByText('capabilities known');
    expect(within(row).getByText(lapsed.name)).toBeTruthy();
    expect(screen.queryByText(LAPSED)).toBeNull();
  });

  it('marks the lapsed vendor on the phone-width cards too', { timeout: 60_000 }, async () => {
    const vendors = await verifiedVegetableVendors();
    const lapsed = vendors.find((vendor) => vendor.compliance_lapsed === true);
    const valid = vendors.find((vendor) => vendor.compliance_lapsed === false);
    if (!lapsed || !valid) throw new Error('the demo seed should have a lapsed and a valid approved vegetable vendor');
    // A 390 px screen as MUI's useMediaQuery asks it (jsdom has no layout, so no matchMedia of its own).
    const phone = (query: string) => ({ matches: query.includes('max-width'), media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false });
    const before = window.matchMedia;
    window.matchMedia = phone as unknown as typeof window.matchMedia;
    try {
      renderQueue(dp);
      const card = (await screen.findByText(lapsed.name, { exact: false }, { timeout: 20_000 })).closest('li') as HTMLElement;
      expect(card).toBeTruthy();
      await waitFor(() => expect(within(card).getByText(LAPSED)).toBeTruthy(), { timeout: 10_000 });
      const validCard = screen.getByText(valid.name, { exact: false }).closest('li') as HTMLElement;
      expect(within(validCard).queryByText(LAPSED)).toBeNull();
      expect(document.querySelector('table')).toBeNull();
    } finally {
      window.matchMedia = before;
    }
  });
});
