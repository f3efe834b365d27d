// @vitest-environment jsdom
/**
 * The outbox (capability outbox) against the real server through the real data provider: the dashboard's line of
 * messages that could not be delivered opens the outbox filtered to them; the list shows a failed approval with
 * its state per channel and WhatsApp's reason in plain words; the owner retries it (react-admin's update, the row
 * then waiting) and a viewer is offered no Retry; a filter by state; the Tamil texts; the vendor's page lists the
 * vendor's messages with their state per channel; a message no channel could take says why, in English and Tamil. The server (tests/admin/outboxServerMain.ts) runs no worker.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore, Notification, ResourceContextProvider, type AuthProvider } from 'react-admin';
import type { AppDataProvider } from '../../src/dataProvider';
import { WorkPlanSection } from '../../src/dashboard/WorkPlanSection';
import type { OutboxRecord } from '../../src/domain/outbox';
import { i18nProvider } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { ta } from '../../src/i18n/ta';
import { adminPaths } from '../../src/layout/adminPaths';
import { OutboxList } from '../../src/outbox/OutboxList';
import { VendorMessages } from '../../src/outbox/VendorMessages';
import { roleAuth } from './roleAuth';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { dataProviderFor, renderInDataRouter } from './vendorRender';
import { DELIVERED_VENDOR, FAILED_VENDOR, NO_CHANNEL_REASONS, NO_CHANNEL_VENDOR, REFUSAL } from './outboxFixture';

let server: ServerProcess;
let dp: AppDataProvider;
beforeAll(async () => {
  server = await startServerProcess(0, path.join(path.dirname(fileURLToPath(import.meta.url)), 'outboxServerMain.ts'));
  dp = await dataProviderFor(server);
});
afterEach(cleanup);
afterAll(() => server?.stop());

const messages = async (filter: object = {}) =>
  (await dp.getList<OutboxRecord>('outbox', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter })).data;

function renderOutbox(authProvider: AuthProvider, entry: string, locale = 'en') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <AdminContext dataProvider={dp} i18nProvider={i18nProvider} authProvider={authProvider} store={memoryStore({ locale })}>
        <ResourceContextProvider value="outbox">
          <Routes>
            <Route path="/outbox" element={<OutboxList />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const rowOf = async (text: string) => (await screen.findByText(text, {}, { timeout: 10_000 })).closest('tr') as HTMLElement;

describe('the outbox', () => {
  it('the dashboard tells how many messages could not be delivered and links to the outbox filtered to them', async () => {
    const failed = (await messages({ state: 'failed' })).length;
    expect(failed).toBe(2);
    renderInDataRouter(
      <AdminContext dataProvider={dp} i18nProvider={i18nProvider}>
        <WorkPlanSection />
      </AdminContext>,
    );
    const link = await screen.findByRole('link', { name: `${failed} messages could not be delivered` }, { timeout: 10_000 });
    expect(decodeURIComponent(link.getAttribute('href') ?? '').replace(/^\/admin(?=\/)/, '')).toBe('/outbox?filter={"state":"failed"}');
  });

  it('offers a viewer no Retry, and filters by state', async () => {
    const { provider, state } = roleAuth(dp, 'viewer');
    renderOutbox(provider, adminPaths.withFilter(adminPaths.outbox, { state: 'failed' }));
    const row = await rowOf(FAILED_VENDOR);
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(screen.queryByText(DELIVERED_VENDOR)).toBeNull();
    await waitFor(() => expect(state.answered).toBe(true));
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('lists each message with its state per channel and the reason in plain words; the owner retries a failed one', async () => {
    const { provider } = roleAuth(dp, 'owner');
    renderOutbox(provider, adminPaths.outbox);
    const delivered = await rowOf(DELIVERED_VENDOR);
    expect(within(delivered).getByText('Delivered')).toBeInTheDocument();
    expect(within(delivered).getByText('WhatsApp: Delivered')).toBeInTheDocument();
    expect(within(delivered).getByText('Approved')).toBeInTheDocument();
    expect(within(delivered).queryByRole('button', { name: /Retry/ })).toBeNull();

    let row = await rowOf(FAILED_VENDOR);
    expect(within(row).getByText('WhatsApp: Failed')).toBeInTheDocument();
    expect(within(row).getByText(REFUSAL)).toBeInTheDocument();
    expect(within(row).getByText('English')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await within(row).findByRole('button', { name: `Retry the message to ${FAILED_VENDOR}` }));
    expect(await screen.findByText(`The message to ${FAILED_VENDOR} is queued again`)).toBeInTheDocument();
    await waitFor(async () => expect(within(await rowOf(FAILED_VENDOR)).getByText('Waiting')).toBeInTheDocument());
    row = await rowOf(FAILED_VENDOR);
    expect(within(row).getByText('WhatsApp: Will retry')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect((await messages({ state: 'failed' })).map((m) => m.vendor_name)).toEqual([NO_CHANNEL_VENDOR]);
  });

  it.each([
    ['en', en],
    ['ta', ta],
  ] as const)('says why no channel could take a message (%s)', async (locale, texts) => {
    const { provider } = roleAuth(dp, 'owner');
    renderOutbox(provider, adminPaths.outbox, locale);
    const row = await rowOf(NO_CHANNEL_VENDOR);
    const reasons = NO_CHANNEL_REASONS.map((code) => texts.app.outbox.noChannelReasons[code]).join('; ');
    expect(within(row).getByText(texts.app.outbox.noChannelBecause.replace('%{reasons}', reasons))).toBeInTheDocument();
    expect(within(row).getByText(texts.app.outbox.states.failed)).toBeInTheDocument();
  });

  it('speaks Tamil', async () => {
    const { provider } = roleAuth(dp, 'owner');
    renderOutbox(provider, adminPaths.outbox, 'ta');
    const row = await rowOf(DELIVERED_VENDOR);
    expect(within(row).getByText(ta.app.outbox.states.delivered)).toBeInTheDocument();
    expect(within(row).getByText(`${ta.app.messages.channels.whatsapp}: ${ta.app.outbox.deliveryStates.delivered}`)).toBeInTheDocument();
    expect(within(row).getByText(ta.app.outbox.types.approved)).toBeInTheDocument();
    expect(screen.queryByText(en.app.outbox.types.approved)).toBeNull();
  });
});

describe('the vendor’s page', () => {
  it('lists the vendor’s messages with their state per channel and links to them in the outbox', async () => {
    const [record] = await messages({ q: DELIVERED_VENDOR });
    if (!record) throw new Error('the delivered message should be listed');
    renderInDataRouter(
      <AdminContext dataProvider={dp} i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
        <VendorMessages kind={record.kind} userId={Number(record.user_id)} />
      </AdminContext>,
    );
    const section = await screen.findByRole('region', { name: 'Messages to the vendor' }, { timeout: 10_000 });
    expect(await within(section).findByText('WhatsApp: Delivered')).toBeInTheDocument();
    expect(within(section).getByText('Approved')).toBeInTheDocument();
    const link = within(section).getByRole('link', { name: 'All of this vendor\'s messages in the outbox' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '').replace(/^\/admin(?=\/)/, '')).toBe(`/outbox?filter={"vendor":${record.user_id}}`);
  });
});
