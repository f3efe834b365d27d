// @vitest-environment jsdom
/**
 * Approve writes the answered record into react-admin's cache: over the real server, a vendor page with its
 * queue beside it shows the new status and the queue without the vendor, and the only request the approval
 * makes is the approve call itself (no list, no record is read again).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListContextProvider, RecordContextProvider, useGetList, useGetOne, useList, useTranslate, type Identifier } from 'react-admin';
import { createDataProvider, type AppDataProvider, type VendorRecord, type VendorResource } from '../../src/dataProvider';
import { endpointParts, VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds';
import { ApproveButton } from '../../src/vendors/ApproveButton';
import { BulkApproveButton } from '../../src/vendors/BulkApproveButton';
import { cookieFetch, type CookieFetch } from '../helpers/apiClient';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { all, firstOf, renderVendorPiece } from './vendorRender';

let server: ServerProcess | undefined;
let client: CookieFetch;
let dp: AppDataProvider;

beforeAll(async () => {
  server = await startServerProcess(16);
  client = cookieFetch(await server.login());
  dp = createDataProvider({ origin: server.url, fetch: client.fetch });
});
afterEach(cleanup);
afterAll(() => server?.stop());

const queue = { ...all, filter: { verified: false } };

/** A vendor page's status and, beside it, the queue of unverified vendors of its kind (both from the cache). */
function VendorWithQueue({ resource, id }: { resource: VendorResource; id: number }) {
  const translate = useTranslate();
  const { data: record } = useGetOne<VendorRecord>(resource, { id });
  const { data: waiting } = useGetList<VendorRecord>(resource, queue);
  if (!record || !waiting) return null;
  return (
    <>
      <p role="status">{translate(record.verification ? 'app.vendor.verified' : 'app.vendor.unverified')}</p>
      <ul aria-label="Queue">
        {waiting.map((vendor) => (
          <li key={vendor.id}>#{vendor.id}</li>
        ))}
      </ul>
      <RecordContextProvider value={record}>
        <ApproveButton resource={resource} />
      </RecordContextProvider>
    </>
  );
}

describe('approving a vendor', () => {
  // Every kind: each answers its own record through its own approve call.
  for (const declaration of VENDOR_KIND_DECLARATIONS) {
    const { resource } = declaration;
    it(`${resource}: shows the new status and the queue without the vendor, having made only the approve call`, async () => {
      const waiting = (await dp.getList<VendorRecord>(resource, queue)).data;
      const vendor = firstOf(
        waiting.filter((v) => v.poster),
        `an unverified ${resource} vendor with a poster`,
      );
      renderVendorPiece(dp, null, <VendorWithQueue resource={resource} id={Number(vendor.id)} />);
      const user = userEvent.setup();
      expect(await screen.findByRole('status')).toHaveTextContent(/^Not verified$/);
      expect(within(screen.getByRole('list', { name: 'Queue' })).getByText(`#${vendor.id}`)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Approve' }));
      const dialog = await screen.findByRole('dialog');
      const from = client.calls.length;
      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
      expect(await screen.findByText(`${vendor.name} approved`)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      expect(screen.getByRole('status')).toHaveTextContent(/^Verified$/);
      expect(within(screen.getByRole('list', { name: 'Queue' })).queryByText(`#${vendor.id}`)).toBeNull();
      const approve = endpointParts(declaration.endpoints.approve);
      expect(client.calls.slice(from).map((call) => `${call.method} ${call.path}`)).toEqual([
        `${approve.method} ${approve.path.replace('{user_id}', String(vendor.user_id))}`,
      ]);
    });
  }
});

/** The queue of unverified vendors of a kind, read from the cache, with the bulk approve of the selected ones. */
function QueueWithBulkApprove({ resource, selected }: { resource: VendorResource; selected: Identifier[] }) {
  const { data: waiting } = useGetList<VendorRecord>(resource, queue);
  const list = useList({ data: waiting ?? [] });
  if (!waiting) return null;
  return (
    <ListContextProvider value={{ ...list, selectedIds: selected }}>
      <ul aria-label="Queue">
        {waiting.map((vendor) => (
          <li key={vendor.id}>#{vendor.id}</li>
        ))}
      </ul>
      <BulkApproveButton resource={resource} />
    </ListContextProvider>
  );
}

describe('approving vendors in bulk', () => {
  it('the queue loses the approved vendors, and the approve calls are the only requests', async () => {
    // The kind with two unverified vendors with a poster left (the tests above approved one of each).
    let found: { declaration: (typeof VENDOR_KIND_DECLARATIONS)[number]; chosen: VendorRecord[] } | undefined;
    for (const declaration of VENDOR_KIND_DECLARATIONS) {
      const waiting = (await dp.getList<VendorRecord>(declaration.resource, queue)).data.filter((v) => v.poster);
      if (waiting.length >= 2) {
        found = { declaration, chosen: waiting.slice(0, 2) };
        break;
      }
    }
    if (!found) throw new Error('the seed should have a kind with two unverified vendors with a poster');
    const { declaration, chosen } = found;
    const { resource } = declaration;
    renderVendorPiece(dp, null, <QueueWithBulkApprove resource={resource} selected={chosen.map((v) => v.id)} />);
    const user = userEvent.setup();
    const shown = await screen.findByRole('list', { name: 'Queue' });
    for (const vendor of chosen) expect(within(shown).getByText(`#${vendor.id}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve 2 vendors?' });
    const from = client.calls.length;
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    const summary = await screen.findByRole('dialog', { name: 'Bulk approval' }, { timeout: 15_000 });
    expect(within(summary).getByText('Approved: 2 vendors')).toBeInTheDocument();

    // The summary dialog is modal: the page behind it is hidden from the accessibility tree meanwhile.
    const queueNow = screen.getByRole('list', { name: 'Queue', hidden: true });
    for (const vendor of chosen) expect(within(queueNow).queryByText(`#${vendor.id}`)).toBeNull();
    const approve = endpointParts(declaration.endpoints.approve);
    expect(client.calls.slice(from).map((call) => `${call.method} ${call.path}`)).toEqual(
      chosen.map((vendor) => `${approve.method} ${approve.path.replace('{user_id}', String(vendor.user_id))}`),
    );
  });
});
