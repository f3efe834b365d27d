// @vitest-environment jsdom
/**
 * The breach register's screens (capability breachRegister) against the real server through the real data provider:
 * the owner records a breach with the form and lands on its page with both report clocks, marks the CERT-In report
 * done, reads the notice in English and Tamil and queues it to the vendors affected; the dashboard shows the figures;
 * a reviewer is refused every use, as the declaration says, and offered no "Record a breach".
 */
import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider, type AuthProvider } from 'react-admin';
import { createAuthProvider } from '../../src/authProvider';
import { BreachCreate } from '../../src/breaches/BreachForm';
import { BreachList } from '../../src/breaches/BreachList';
import { BreachShow } from '../../src/breaches/BreachShow';
import { WorkPlanSection } from '../../src/dashboard/WorkPlanSection';
import type { BreachRecord } from '../../src/domain/breaches';
import { ROLES, can } from '../../src/domain/roles';
import { accessOf, breaches } from '../../src/domain/resources';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds';
import { i18nProvider } from '../../src/i18n';
import { renderInDataRouter, withRealBackend } from './vendorRender';

const backend = withRealBackend(2);

function roleAuth(role: string) {
  const values = new Map([['adminUser', JSON.stringify({ id: 1, email: 'a@test.local', role })]]);
  const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: () => undefined, removeItem: () => undefined };
  const auth = createAuthProvider({ storage, capabilities: () => backend.dp.capabilities() });
  const state = { answered: false };
  const { canAccess } = auth;
  if (!canAccess) throw new Error("the admin's auth provider answers canAccess");
  const provider: AuthProvider = { ...auth, canAccess: async (params) => ((state.answered = true), canAccess(params)) };
  return { provider, state };
}

function renderRegister(authProvider: AuthProvider, entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <AdminContext dataProvider={backend.dp} i18nProvider={i18nProvider} authProvider={authProvider}>
        <ResourceContextProvider value="breaches">
          <Routes>
            <Route path="/breaches" element={<BreachList />} />
            <Route path="/breaches/create" element={<BreachCreate />} />
            <Route path="/breaches/:id/show" element={<BreachShow />} />
            <Route path="/access-denied" element={<p>Access denied</p>} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the breach register', () => {
  it('lets the owner record a breach, mark a report done and queue the notice in each vendor’s language', async () => {
    const user = userEvent.setup();
    renderRegister(roleAuth('owner').provider, '/breaches/create');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Summary' }, { timeout: 20_000 }), { target: { value: 'Lost laptop with the call list' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'What happened' }), { target: { value: 'A laptop holding the call desk list was stolen.' } });
    await user.click(screen.getByRole('checkbox', { name: 'Phone number' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Number of people affected' }), { target: { value: '40' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The record's page: both clocks run from detection; the owner marks CERT-In reported.
    const clocks = await screen.findByRole('region', { name: 'Reports due' }, { timeout: 20_000 });
    expect(within(clocks).getByLabelText(/^CERT-In report \(6 hours\): Due /)).toBeInTheDocument();
    expect(within(clocks).getByLabelText(/^Data Protection Board report \(72 hours\): Due /)).toBeInTheDocument();
    await user.click(await within(clocks).findByRole('button', { name: 'Mark reported now: CERT-In report (6 hours)' }, { timeout: 10_000 }));
    expect(await within(clocks).findByLabelText(/^CERT-In report \(6 hours\): Reported /, {}, { timeout: 10_000 })).toBeInTheDocument();
    const notice = await screen.findByRole('region', { name: 'Notice to the people affected' }, { timeout: 10_000 });
    expect(within(notice).getByRole('region', { name: 'English' }).textContent).toContain('A laptop holding the call desk list was stolen.');
    expect(within(notice).getByRole('region', { name: 'Tamil' }).textContent).toContain('தொலைபேசி எண்');
    expect(within(notice).getByText('0 vendors affected')).toBeInTheDocument();

    // Vendors affected, recorded through the data provider: the page offers to queue the notice to them.
    const kind = VENDOR_KIND_DECLARATIONS[0];
    if (!kind) throw new Error('a vendor kind is declared');
    const vendors = (await backend.dp.getList(kind.resource, { pagination: { page: 1, perPage: 2 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).data;
    const { data: list } = await backend.dp.getList<BreachRecord>('breaches', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    const recorded = list[0];
    if (!recorded) throw new Error('the breach should be recorded');
    const ids = vendors.map((vendor) => Number(vendor.user_id ?? vendor.id));
    expect(ids.length).toBeGreaterThan(0);
    const updated = await backend.dp.update<BreachRecord>('breaches', { id: recorded.id, data: { ...recorded, affected_vendor_ids: ids }, previousData: recorded });
    expect(updated.data.affected_vendor_ids).toEqual(ids);
    cleanup();
    const page = renderRegister(roleAuth('owner').provider, `/breaches/${recorded.id}/show`);
    const again = await within(page.container).findByRole('region', { name: 'Notice to the people affected' }, { timeout: 20_000 });
    expect(await within(again).findByText(`${ids.length} vendors affected`)).toBeInTheDocument();
    await user.click(await within(again).findByRole('button', { name: 'Queue the notice to the vendors and buyers not yet told' }, { timeout: 10_000 }));
    expect(await screen.findByText(`${ids.length} notices in the outbox, to be sent by hand`, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Every vendor affected has been told.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Queue the notice to the vendors and buyers not yet told' })).toBeNull();

    // The dashboard's work plan carries the register's figures for the owner.
    renderInDataRouter(
      <AdminContext dataProvider={backend.dp} i18nProvider={i18nProvider}>
        <WorkPlanSection />
      </AdminContext>,
    );
    const card = await screen.findByRole('region', { name: 'Data breaches' }, { timeout: 10_000 });
    expect(within(card).getByRole('link', { name: /breach(es)? with a report overdue$/ }).getAttribute('href')).toContain('overdue');
  });

  it('refuses a reviewer every use, as the declaration says, and offers no "Record a breach"', async () => {
    const { provider, state } = roleAuth('reviewer');
    for (const action of ['list', 'show', 'create', 'edit']) {
      const use = action === 'list' || action === 'show' ? 'read' : 'write';
      expect(await provider.canAccess?.({ resource: 'breaches', action })).toBe(can('reviewer', accessOf(breaches, use)));
    }
    expect(ROLES.filter((role) => can(role, accessOf(breaches, 'write')))).toEqual(['owner']);
    renderRegister(provider, '/breaches');
    await waitFor(() => expect(state.answered).toBe(true));
    await act(async () => undefined);
    expect(await screen.findByText('Access denied', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Record a breach' })).toBeNull();
  });
});
