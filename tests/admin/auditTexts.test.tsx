// @vitest-environment jsdom
/**
 * What the audit log, the vendor history, the review desk and the call desk say, against the real server: people's
 * words from the catalogues and the vendor-kind registry, never stored table, column or id names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ListContextProvider, ResourceContextProvider, useList } from 'react-admin';
import type { AppDataProvider, CallRequestRecord, VendorRecord } from '../../src/dataProvider';
import { AuditVendor } from '../../src/audit/AuditVendor';
import { ChangeSummary } from '../../src/audit/ChangeSummary';
import { i18nProvider } from '../../src/i18n';
import { AuditList } from '../../src/audit/AuditList';
import { VendorTimeline } from '../../src/audit/VendorTimeline';
import { actionLabel, entityLabel, fieldLabel, valueText } from '../../src/audit/entryTexts';
import { CallRequestTable } from '../../src/callRequests/CallRequestList';
import { NotesEditingProvider } from '../../src/callRequests/NotesEditingContext';
import { ReviewList } from '../../src/reviews/ReviewList';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds';
import { all, dataProviderFor, firstOf, renderInDataRouter, withRealBackend } from './vendorRender';
import { startServerProcess, type ServerProcess } from './serverProcess';

const backend = withRealBackend(4);
const registry = VENDOR_KIND_DECLARATIONS;
const translate = i18nProvider.translate;
const inAdmin = (ui: React.ReactNode, path = '/') =>
  renderInDataRouter(
    <AdminContext dataProvider={backend.dp} i18nProvider={i18nProvider}>
      {ui}
    </AdminContext>,
    path,
  );


describe('entry texts', () => {
  it('names writes, tables and fields in words', () => {
    expect(actionLabel(translate, registry, { action: 'update', entity: 'vendor_users', before: { name: 'A' }, after: { name: 'B' } })).toBe('Details edited');
    expect(actionLabel(translate, registry, { action: 'update', entity: 'vegetable_stores', before: {}, after: { storename: 'S' } })).toBe('Details edited');
    expect(actionLabel(translate, registry, { action: 'update', entity: 'vendor_users', before: { poster: null }, after: { poster: 'p.png' } })).toBe('Poster set');
    expect(actionLabel(translate, registry, { action: 'review.request_changes', entity: 'vendor_reviews', before: null, after: null })).toBe('Request changes');
    expect(actionLabel(translate, registry, { action: 'delete', entity: 'vendor_images', before: null, after: null })).toBe('Photo removed');
    expect(actionLabel(translate, registry, { action: 'insert', entity: 'vendor_images', before: null, after: null })).toBe('Photo added');
    expect(actionLabel(translate, registry, { action: 'document.upload', entity: 'vendor_documents', before: null, after: null })).toBe('Document uploaded');
    expect(actionLabel(translate, registry, { action: 'invitation.issue', entity: 'call_requests', before: null, after: null })).toBe('Portal invitation link made');
    expect(actionLabel(translate, registry, { action: 'calldesk.convert', entity: 'call_requests', before: null, after: null })).toBe('Call request turned into an application');
    // A document's number is its own, not the vendor kinds' "Shop Number".
    expect(fieldLabel(translate, registry, 'number', 'vendor_documents')).toBe('Number');
    expect(fieldLabel(translate, registry, 'number', 'vegetable_stores')).toBe('Shop Number');
    expect(valueText(translate, 'requirement', 'fssai', 'vendor_documents')).toBe('FSSAI licence');
    expect(valueText(translate, 'state', 'converted', 'call_requests')).toBe('Converted');
    expect(entityLabel(translate, registry, 'vegetable_stores')).toBe('Vegetable vendor');
    expect(entityLabel(translate, registry, 'transport_profiles')).toBe('Transport provider');
    expect(fieldLabel(translate, registry, 'state')).toBe('State');
    expect(fieldLabel(translate, registry, 'storename')).toBe('Store Name');
    expect(valueText(translate, 'state', 'changes_requested')).toBe('Changes requested');
  });
});

// A demo without vendors: the seed records their approvals as decisions, and without vendors there are none.
describe('an audit log with nothing in it', () => {
  let empty: ServerProcess | undefined;
  let dp: AppDataProvider;
  beforeAll(async () => {
    empty = await startServerProcess(0);
    dp = await dataProviderFor(empty);
  });
  afterAll(() => empty?.stop());

  it('says so in words, not react-admin\'s "No Audit log yet."', { timeout: 60_000 }, async () => {
    renderInDataRouter(
      <AdminContext dataProvider={dp} i18nProvider={i18nProvider}>
        <AuditList />
      </AdminContext>,
      '/audit',
    );
    expect(await screen.findByRole('status', {}, { timeout: 20_000 })).toHaveTextContent('Nothing recorded yet.');
    expect(screen.queryByText(/No Audit log yet/)).toBeNull();
  });
});

describe('an entry\'s vendor and changes', () => {
  it('a photo is one line, with no ids, file names or folders', async () => {
    const photo = { entity: 'vendor_images', before: null, after: { id: 7, user_id: 3, file_name: 'a1b2.webp', created_at: '2026-01-01', thumb: 't.webp', thumb_folder: 'vendor-thumbs' } };
    const { container } = inAdmin(<ChangeSummary entry={photo} />);
    await waitFor(() => expect(container.textContent).toBe(''));
    const { container: document } = inAdmin(<ChangeSummary entry={{ entity: 'vendor_documents', before: null, after: { requirement: 'fssai', number: '12345678901234' } }} />);
    await waitFor(() => expect(document.textContent).toBe('Document: — → FSSAI licenceNumber: — → 12345678901234'));
  });

  it('a vendor without a name yet is an application; only a vendor gone is deleted', async () => {
    inAdmin(<AuditVendor entry={{ vendor_id: 98, vendor_name: '', vendor_kind: 'vegetable' }} />);
    expect(await screen.findByRole('link', { name: 'Application #98 (Vegetable vendor)' })).toHaveAttribute('href', '/vegetableVendors/98/show');
    inAdmin(<AuditVendor entry={{ vendor_id: 99, vendor_name: null, vendor_kind: null }} />);
    expect(await screen.findByText('Vendor #99 (deleted)')).toBeInTheDocument();
    expect(screen.queryByText(/#98 \(deleted\)/)).toBeNull();
  });
});

describe('screens', { timeout: 60_000 }, () => {
  let vendor: VendorRecord;
  let application = 0;
  beforeAll(async () => {
    const { data } = await backend.dp.getList<VendorRecord>('vegetableVendors', { ...all, filter: { verified: false } });
    vendor = firstOf(data, 'an unverified vegetable vendor');
    await backend.dp.update('vegetableVendors', { id: vendor.id, data: { ...vendor, storename: 'Audited Greens' }, previousData: vendor });
    await backend.dp.decideReview(vendor.id, 'request_changes', 'Photos are blurry');
    const fssai = (await backend.dp.vendorDocuments(vendor.user_id)).find((status) => status.requirement.id === 'fssai');
    await backend.dp.decideDocument(fssai?.id ?? 0, 'rejected', 'Not readable');
    // A call from the website has a phone number only: its application has no name until the vendor gives one.
    const calls = (await backend.dp.getList<CallRequestRecord>('callRequests', all)).data;
    for (const call of calls) {
      application = (await backend.dp.convertCallRequest(Number(call.id), 'transport').catch(() => ({ vendor_id: 0 }))).vendor_id;
      if (application) break;
    }
    expect(application).toBeGreaterThan(0);
  });

  it('the audit log says named decisions in words: a document check, a call turned into an application', async () => {
    inAdmin(<AuditList />, '/audit');
    const checked = (await screen.findByText('Document rejected', {}, { timeout: 20_000 })).closest('tr') as HTMLElement;
    expect(within(checked).getByText('Document: FSSAI licence')).toBeInTheDocument();
    expect(within(checked).getByText('Check: Accepted → Rejected')).toBeInTheDocument();
    const converted = screen.getByText('Call request turned into an application').closest('tr') as HTMLElement;
    expect(within(converted).getByRole('link', { name: `Application #${application} (Transport provider)` })).toBeInTheDocument();
    expect(within(converted).getByText('State: New → Converted')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(table.textContent).not.toMatch(/document\.reject|calldesk\.convert|\(deleted\)|vendor_id/);
  });

  it('the audit log: action, kind and fields in words; the vendor by name and kind, linked', async () => {
    inAdmin(<AuditList />, '/audit');
    const decision = (await screen.findByText('Request changes', {}, { timeout: 20_000 })).closest('tr') as HTMLElement;
    expect(within(decision).getByText('State: Applied → Changes requested')).toBeInTheDocument();
    const link = within(decision).getByRole('link', { name: `${vendor.name} (Vegetable vendor)` });
    expect(link.getAttribute('href')).toBe(`/vegetableVendors/${vendor.id}/show`);
    const edit = screen.getAllByText('Details edited')[0]?.closest('tr') as HTMLElement;
    expect(within(edit).getByText('Vegetable vendor')).toBeInTheDocument();
    expect(within(edit).getByText(/^Store Name: .* → Audited Greens$/)).toBeInTheDocument();
    const table = screen.getByRole('table');
    for (const internal of ['vegetable_stores', 'vendor_users', 'update', 'changes_requested', 'review.request_changes']) {
      expect(within(table).queryByText(new RegExp(`\\b${internal}\\b`)), internal).toBeNull();
    }
  });

  it('the vendor history says the same, one entry for the decision', async () => {
    inAdmin(<VendorTimeline userId={vendor.user_id} />);
    const history = await screen.findByRole('list', { name: 'Vendor history' }, { timeout: 20_000 });
    await waitFor(() => expect(within(history).getByText('Request changes')).toBeInTheDocument(), { timeout: 20_000 });
    expect(within(history).getAllByText('Request changes')).toHaveLength(1);
    expect(within(history).getByText('Details edited')).toBeInTheDocument();
    expect(within(history).getByText('State: Applied → Changes requested')).toBeInTheDocument();
    expect(history.textContent).not.toMatch(/vendor_users|vegetable_stores|changes_requested/);
  });

  it('the review desk names the kind by its label', async () => {
    inAdmin(<ReviewList />, '/reviews');
    const table = await screen.findByRole('table', {}, { timeout: 20_000 });
    await waitFor(() => expect(within(table).getAllByText('Vegetable vendor').length).toBeGreaterThan(0), { timeout: 20_000 });
    expect(within(table).queryByText('vegetable')).toBeNull();
  });
});

function CallRows({ records }: { records: CallRequestRecord[] }) {
  const list = useList({ data: records });
  return (
    <ListContextProvider value={list}>
      <NotesEditingProvider>
        <CallRequestTable />
      </NotesEditingProvider>
    </ListContextProvider>
  );
}

describe('call desk', () => {
  it('shows a request from the website as "Website enquiry"', async () => {
    const records = [{ id: 1, phone_number: '9876543210', notes: null, created_at: '2026-01-15T10:00:00Z', source: 'website' }] as CallRequestRecord[];
    renderInDataRouter(
      <AdminContext dataProvider={backend.dp} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="callRequests">
          <CallRows records={records} />
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText('Website enquiry')).toBeInTheDocument();
    expect(screen.queryByText('website')).toBeNull();
  });
});
