// @vitest-environment jsdom
/**
 * The call desk's screens against the real server through the real data provider: the list with due follow-ups
 * first, a request's page with its phone links, the notes timeline (an empty note refused in words) and the
 * conversion into an application that links to the vendor's page.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, MemoryRouter } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import type { AppDataProvider } from '../../src/dataProvider';
import type { CallDeskRecord } from '../../src/dataProvider/customMethods';
import { deskDate } from '../../src/domain/callDesk';
import { i18nProvider } from '../../src/i18n';
import { CallDeskEdit } from '../../src/callDesk/CallDeskEdit';
import { CallDeskList } from '../../src/callDesk/CallDeskList';
import { CallRequestList } from '../../src/callRequests/CallRequestList';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { dataProviderFor } from './vendorRender';

let server: ServerProcess;
let dp: AppDataProvider;
beforeAll(async () => {
  server = await startServerProcess(0);
  dp = await dataProviderFor(server);
});
afterEach(cleanup);
afterAll(() => server?.stop());

let address = 0;
async function enquiry(name: string, phoneNumber: string): Promise<number> {
  const res = await fetch(`${server.url}/api/enquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${++address}` },
    body: JSON.stringify({ name, business: `${name} Stores`, phoneNumber, city: 'Erode', needs: 'Wants to sell vegetables' }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

function renderDesk(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dp} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="calldesk">
          <Routes>
            <Route path="/calldesk" element={<CallDeskList />} />
            <Route path="/calldesk/:id" element={<CallDeskEdit />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('call desk screens', () => {
  it('lists the requests with the due follow-up first, its state chip and assignee', async () => {
    const older = await enquiry('Kavya', '9811100001');
    await enquiry('Selvi', '9811100002');
    await dp.changeCallDeskItem(older, { state: 'follow_up', follow_up_on: deskDate() });
    renderDesk('/calldesk');
    const rows = await screen.findAllByRole('row');
    await waitFor(() => expect(within(rows[1] as HTMLElement).queryByText('9811100001')).not.toBeNull());
    const first = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('Follow-up due')).toBeInTheDocument();
    expect(within(first).getByText('Kavya')).toBeInTheDocument();
    expect(screen.getByText('9811100002')).toBeInTheDocument();
    // Nothing to offer above the list (no create, no export): no empty bar between the filters and the rows.
    expect(document.querySelector('.RaList-actions .MuiToolbar-root')).toBeNull();
  });

  it('shows what the caller asked in the list', async () => {
    await enquiry('Prabhu', '9811100007');
    renderDesk('/calldesk');
    const row = (await screen.findByText('9811100007')).closest('tr') as HTMLElement;
    expect(within(row).getByText(/Website enquiry from Prabhu/)).toBeInTheDocument();
    expect(within(row).getByText(/Wants to sell vegetables/)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Notes' })).toBeInTheDocument();
  });

  it('asks for a reason for closing only once the request is closed, and links back to the list', async () => {
    const id = await enquiry('Vasanthi', '9811100008');
    renderDesk(`/calldesk/${id}`);
    const state = await screen.findByRole('combobox', { name: 'State' });
    expect(state).toHaveTextContent('New');
    expect(screen.queryByRole('textbox', { name: 'Reason for closing' })).toBeNull();
    const user = userEvent.setup();
    await user.click(state);
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    expect(await screen.findByRole('textbox', { name: 'Reason for closing' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Contacted' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Reason for closing' })).toBeNull());

    await user.click(screen.getByRole('link', { name: 'Back to the call desk' }));
    expect(await screen.findByText('9811100008')).toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('shows the call and WhatsApp links, refuses an empty note, adds a note to the timeline', async () => {
    const id = await enquiry('Murugan', '9811100003');
    renderDesk(`/calldesk/${id}`);
    const call = await screen.findByRole('link', { name: 'Call' });
    expect(call.getAttribute('href')).toBe('tel:+919811100003');
    const wa = screen.getByRole('link', { name: 'WhatsApp' });
    expect(wa.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919811100003\?text=Vanakkam%20Murugan/);
    expect(screen.getByText(/Website enquiry from Murugan/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Notes must not be empty')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'Called, will visit on Monday');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Called, will visit on Monday')).toBeInTheDocument();
    const item = (await dp.getOne<CallDeskRecord>('calldesk', { id })).data;
    expect(item.timeline?.map((entry) => entry.body)).toEqual([expect.stringContaining('Website enquiry from Murugan'), 'Called, will visit on Monday']);
  });

  it("writes a request's dates in the admin's language (Tamil: ta-IN), the timeline's too", async () => {
    const id = await enquiry('Revathi', '9811100006');
    const item = (await dp.getOne<CallDeskRecord>('calldesk', { id })).data;
    const noted = item.timeline?.[0]?.at;
    if (!noted) throw new Error('the enquiry should open the timeline');
    await i18nProvider.changeLocale('ta');
    try {
      renderDesk(`/calldesk/${id}`);
      await waitFor(() => expect(document.body.textContent).toContain(new Date(item.created_at).toLocaleString('ta-IN')));
      expect(document.body.textContent).toContain(new Date(noted).toLocaleString('ta-IN'));
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('converts the caller into an application of the chosen kind and links to it', async () => {
    const id = await enquiry('Lakshmi', '9811100004');
    renderDesk(`/calldesk/${id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Vendor kind' }));
    await user.click(await screen.findByRole('option', { name: /Vegetable/ }));
    await user.click(screen.getByRole('button', { name: 'Convert to application' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /confirm/i }));
    const link = await screen.findByRole('link', { name: 'Open the vendor application' });
    const item = (await dp.getOne<CallDeskRecord>('calldesk', { id })).data;
    expect(item).toMatchObject({ state: 'converted', vendor_kind: 'vegetable' });
    expect(link.getAttribute('href')).toBe(`/vegetableVendors/${item.vendor_id}/show`);
  });

  it('on the legacy screen says Edit notes where notes exist, and refuses an empty note without saying it was saved', async () => {
    const id = await enquiry('Anbu', '9811100005');
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dp} i18nProvider={i18nProvider}>
          <CallRequestList />
          <Notification />
        </AdminContext>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const row = (await screen.findAllByRole('row')).find((r) => within(r).queryByText('9811100005'));
    if (!row) throw new Error('the enquiry should be listed');
    expect(within(row).queryByRole('button', { name: /^Add Notes/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: /^Edit notes/ }));
    const input = within(row).getByRole('textbox', { name: `Notes for call request ${id}` });
    await user.clear(input);
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('Notes must not be empty')).toBeInTheDocument();
    expect(screen.queryByText('Notes saved')).toBeNull();
    expect(document.querySelector('.RaList-actions .MuiToolbar-root')).toBeNull();
    const item = (await dp.getOne<CallDeskRecord>('calldesk', { id })).data;
    expect(item.notes).toContain('Website enquiry from Anbu');
  });
});
