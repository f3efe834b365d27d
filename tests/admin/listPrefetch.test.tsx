// @vitest-environment jsdom
/**
 * Pages fetched ahead (src/layout/prefetchList.tsx, src/vendorKinds/prefetchQueues.ts) against the real server:
 * once a page has been fetched ahead, the list shows it although every later request is held back, which it can
 * only do by reading the very cache entry the prefetch wrote (same key, same stored value).
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, ListBase, ResourceContextProvider, useListContext, type GetListParams } from 'react-admin';
import type { AppDataProvider, VendorRecord } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { PrefetchNextPage } from '../../src/layout/prefetchList';
import { usePrefetchQueueOpenings } from '../../src/vendorKinds/prefetchQueues';
import { KindQueue } from '../../src/vendorKinds/KindScreens';
import { vegetable } from '../../src/domain/vendorKinds';
import { OLDEST_FIRST, queueOpeningPage } from '../../src/vendors/lastQueue';
import { createQueryClient } from '../../src/layout/queryClient';
import { withRealBackend, renderInDataRouter } from './vendorRender';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds';

const backend = withRealBackend(30);

/** The real data provider, recording every getList and holding back every one made after `holdBack()`. */
function watchedProvider() {
  const calls: { resource: string; params: GetListParams }[] = [];
  let held = false;
  const dataProvider: AppDataProvider = {
    ...backend.dp,
    getList: (resource, params) => {
      calls.push({ resource, params });
      return held ? new Promise(() => undefined) : backend.dp.getList(resource, params);
    },
  };
  return { dataProvider, calls, holdBack: () => (held = true) };
}

function Names() {
  const { data, setPage, page } = useListContext<VendorRecord>();
  return (
    <>
      <ul>{data?.map((vendor) => <li key={vendor.id}>{vendor.name}</li>)}</ul>
      <button onClick={() => setPage(page + 1)}>next</button>
    </>
  );
}

const unverified = { verified: false };

async function pageOfUnverified(page: number, perPage: number): Promise<string[]> {
  const { data } = await backend.dp.getList<VendorRecord>('vegetableVendors', { pagination: { page, perPage }, sort: { ...OLDEST_FIRST }, filter: unverified });
  return data.map((vendor) => vendor.name);
}

describe('PrefetchNextPage', () => {
  it('fetches the page after the shown one, and the list shows it from the cache with no answer from the server', async () => {
    const { dataProvider, calls, holdBack } = watchedProvider();
    const [first, second] = [await pageOfUnverified(1, 3), await pageOfUnverified(2, 3)];
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="vegetableVendors">
          <ListBase perPage={3} sort={OLDEST_FIRST} filter={unverified} disableSyncWithLocation>
            <PrefetchNextPage filter={unverified} />
            <Names />
          </ListBase>
        </ResourceContextProvider>
      </AdminContext>,
    );
    await screen.findByText(first[0] ?? '');
    await waitFor(() => expect(calls.some((call) => call.params.pagination?.page === 2)).toBe(true));
    expect(calls.find((call) => call.params.pagination?.page === 2)?.params.filter).toEqual(unverified);
    await waitFor(() => expect(calls.length).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    holdBack();
    act(() => screen.getByRole('button', { name: 'next' }).click());
    for (const name of second) expect(await screen.findByText(name)).toBeTruthy();
  });
});

describe('usePrefetchQueueOpenings', () => {
  function Dashboard() {
    usePrefetchQueueOpenings();
    return <p>dashboard</p>;
  }

  it("fetches every kind's unverified opening page once idle, and a queue opened then shows it with requests held back", async () => {
    const { dataProvider, calls, holdBack } = watchedProvider();
    const queryClient: QueryClient = createQueryClient();
    const admin = (ui: React.ReactNode) => (
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient}>
        {ui}
      </AdminContext>
    );
    const view = render(admin(<Dashboard />));
    await waitFor(() => expect(new Set(calls.map((call) => call.resource))).toEqual(new Set(VENDOR_KIND_DECLARATIONS.map((declaration) => declaration.resource))), { timeout: 5000 });
    for (const call of calls) expect(call.params).toMatchObject(queueOpeningPage(false));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    holdBack();
    view.rerender(admin(<KindQueue kind={vegetable} verified={false} />));
    for (const name of await pageOfUnverified(1, 10)) expect(await screen.findByText(name)).toBeTruthy();
  });
});

describe('usePrefetchFilterChange (the queue\'s search box)', () => {
  it('fetches the searched page at the keystroke, and the list shows it with every later request held back', async () => {
    const { dataProvider, calls, holdBack } = watchedProvider();
    const [firstShown] = await pageOfUnverified(1, 10);
    const { data } = await backend.dp.getList<VendorRecord>('vegetableVendors', { pagination: { page: 2, perPage: 10 }, sort: { ...OLDEST_FIRST }, filter: unverified });
    const sought = data[0];
    if (!sought || !firstShown) throw new Error('the seed should give a second page of unverified vegetable vendors');
    const element = (
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <KindQueue kind={vegetable} verified={false} />
      </AdminContext>
    );
    renderInDataRouter(element, '/vegetableVendors/unverified');
    await screen.findByText(firstShown);
    const before = calls.length;
    fireEvent.change(screen.getByPlaceholderText(/search/i), { target: { value: String(sought.phoneNumber) } });
    expect(calls.slice(before).map((call) => call.params)).toContainEqual(
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, filter: { q: String(sought.phoneNumber), verified: false } }),
    );
    holdBack();
    const row = (await screen.findByText(sought.name)).closest('tr') as HTMLElement;
    expect(within(row).getByText(String(sought.phoneNumber))).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(firstShown)).toBeNull());
  });
});
