// @vitest-environment jsdom
/**
 * A vendor queue's rows (src/vendors/QueueRow.tsx and queueFields.tsx) over the real server: the columns' text,
 * the poster mark and waiting days, the labelled selection box (the bulk toolbar counts it), the View link and
 * a click on the row opening the vendor, as react-admin's DatagridRow and ShowButton did.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { VendorRecord } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { KindQueue } from '../../src/vendorKinds/KindScreens';
import { vegetable } from '../../src/domain/vendorKinds';
import { OLDEST_FIRST } from '../../src/vendors/lastQueue';
import { withRealBackend, renderInDataRouter } from './vendorRender';

const backend = withRealBackend(12);

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function queue() {
  const element = (
    <AdminContext dataProvider={backend.dp} i18nProvider={i18nProvider}>
      <KindQueue kind={vegetable} verified={false} />
      <Where />
    </AdminContext>
  );
  renderInDataRouter(element, '/vegetableVendors/unverified');
}

async function oldestUnverified(): Promise<VendorRecord> {
  const { data } = await backend.dp.getList<VendorRecord>('vegetableVendors', { pagination: { page: 1, perPage: 1 }, sort: { ...OLDEST_FIRST }, filter: { verified: false } });
  const [vendor] = data;
  if (!vendor) throw new Error('the demo seed should have an unverified vegetable vendor');
  return vendor;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLTableRowElement;

describe('QueueRow', () => {
  it("shows the vendor's columns, poster mark and days waiting, and links to the vendor's page", async () => {
    const vendor = await oldestUnverified();
    queue();
    const row = within(await rowOf(vendor.name));
    expect(row.getByText(String(vendor.phoneNumber))).toBeTruthy();
    expect(row.getByText(String((vendor as { storename?: string }).storename))).toBeTruthy();
    expect(row.getByText(vendor.poster ? 'Poster set' : 'No poster')).toBeTruthy();
    expect(row.getByText(/\d+ days?/)).toBeTruthy();
    expect(row.getByRole('link', { name: 'View' }).getAttribute('href')).toBe(`/vegetableVendors/${vendor.id}/show`);
  });

  it('selects a row with its labelled box (the bulk toolbar counts it) without opening the vendor', async () => {
    const vendor = await oldestUnverified();
    queue();
    const row = await rowOf(vendor.name);
    act(() => within(row).getByRole('checkbox', { name: 'Select this row' }).click());
    expect(await screen.findByText('1 item selected')).toBeTruthy();
    expect(row.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('path').textContent).toBe('/vegetableVendors/unverified');
  });

  it("opens the vendor's page on a click on the row", async () => {
    const vendor = await oldestUnverified();
    queue();
    const cell = within(await rowOf(vendor.name)).getByText(vendor.name);
    act(() => cell.click());
    expect(screen.getByLabelText('path').textContent).toBe(`/vegetableVendors/${vendor.id}/show`);
  });
});
