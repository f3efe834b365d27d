// @vitest-environment jsdom
/**
 * The data requests list's answer dialog (docs/privacy.md "Completing a request"), against the real server
 * (tests/admin/privacyRequestsServerMain.ts: two open erasure requests received by one-time code and a correction)
 * through the real data provider: the owner erases from the row's dialog and the row shows done with what was kept;
 * the same dialog offers a correction its fields and writes the corrected one; a role the declaration lets read but
 * not write sees the requests and no Answer.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider, type AuthProvider } from 'react-admin';
import type { AppDataProvider } from '../../src/dataProvider';
import { createAuthProvider } from '../../src/authProvider';
import { ROLES, can } from '../../src/domain/roles';
import { accessOf, privacyRequests } from '../../src/domain/resources';
import { i18nProvider } from '../../src/i18n';
import { PrivacyRequestList } from '../../src/privacyRequests/PrivacyRequestList';
import type { PrivacyRequestRecord } from '../../src/privacyRequests/record';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { dataProviderFor } from './vendorRender';

let server: ServerProcess;
let dp: AppDataProvider;
beforeAll(async () => {
  server = await startServerProcess(2, path.join(path.dirname(fileURLToPath(import.meta.url)), 'privacyRequestsServerMain.ts'));
  dp = await dataProviderFor(server);
});
afterEach(cleanup);
afterAll(() => server?.stop());

function roleAuth(role: string): AuthProvider {
  const values = new Map([['adminUser', JSON.stringify({ id: 1, email: 'a@test.local', role })]]);
  const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: () => undefined, removeItem: () => undefined };
  return createAuthProvider({ storage, capabilities: () => dp.capabilities() });
}

function renderList(authProvider: AuthProvider) {
  return render(
    <MemoryRouter initialEntries={['/privacyRequests']}>
      <AdminContext dataProvider={dp} i18nProvider={i18nProvider} authProvider={authProvider}>
        <ResourceContextProvider value="privacyRequests">
          <Routes>
            <Route path="/privacyRequests" element={<PrivacyRequestList />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const openRequests = async (kind?: PrivacyRequestRecord['kind']) =>
  (await dp.getList<PrivacyRequestRecord>('privacyRequests', { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' }, filter: { state: 'received', ...(kind ? { kind } : {}) } })).data;
const openErasures = () => openRequests('erasure');
const requestById = async (id: number) =>
  (await dp.getList<PrivacyRequestRecord>('privacyRequests', { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).data.find((r) => r.id === id);

describe('data requests: answering an erasure received by code', () => {
  it('shows a read-only role the open requests without an Answer', async () => {
    const readOnly = ROLES.find((role) => can(role, accessOf(privacyRequests, 'read')) && !can(role, accessOf(privacyRequests, 'write')));
    if (!readOnly) throw new Error('some role reads the data requests without answering them');
    const auth = roleAuth(readOnly);
    let asked = 0;
    renderList({ ...auth, canAccess: async (params) => ((asked += params.action === 'edit' ? 1 : 0), auth.canAccess?.(params) ?? false) });
    const open = (await openErasures()).length;
    await waitFor(() => expect(screen.queryAllByText('Erasure')).toHaveLength(open), { timeout: 20_000 });
    // Each row asked whether this role may answer, and was told no.
    await waitFor(() => expect(asked).toBeGreaterThanOrEqual(open), { timeout: 20_000 });
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Answer' })).toBeNull();
  });

  it('lets the owner erase from the row: the request is done with what was kept', async () => {
    const user = userEvent.setup();
    const [first] = await openErasures();
    if (!first) throw new Error('the server main writes open erasure requests');
    const open = (await openRequests()).length;
    renderList(roleAuth('owner'));
    // Each row asks canAccess on its own: every open request gets its Answer (the erasures, due first, first).
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Answer' })).toHaveLength(open), { timeout: 20_000 });
    await user.click(screen.getAllByRole('button', { name: 'Answer' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: `Answer erasure request ${first.id}` });
    expect(within(dialog).getByRole('radio', { name: 'Erase the account and its data' })).toBeChecked();
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
    // Refusing needs its reason: the field appears in place of the warning.
    await user.click(within(dialog).getByRole('radio', { name: 'Refuse, with a reason' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Erase the account and its data' }));
    await user.click(within(dialog).getByRole('button', { name: 'Erase and complete' }));
    expect(await screen.findByText('Request completed', {}, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Answer' })).toHaveLength(open - 1), { timeout: 20_000 });
    const done = await requestById(first.id);
    expect(done).toMatchObject({ state: 'completed' });
    expect(done?.outcome).toContain('audit log');
  });

  it('offers a correction its fields in the same dialog and writes the corrected one', async () => {
    const user = userEvent.setup();
    const [correction] = await openRequests('correction');
    if (!correction) throw new Error('the server main writes an open correction request');
    renderList(roleAuth('owner'));
    const row = (await screen.findByText('My store moved to Madurai', {}, { timeout: 20_000 })).closest('tr');
    if (!row) throw new Error('the correction is a row of the list');
    await user.click(await within(row).findByRole('button', { name: 'Answer' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: `Answer correction request ${correction.id}` });
    expect(within(dialog).getByRole('radio', { name: 'Correct the details' })).toBeChecked();
    // Refusing shows the reason the person reads in the portal in place of the fields.
    await user.click(within(dialog).getByRole('radio', { name: 'Refuse, with a reason' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'City' })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Correct the details' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Madurai');
    await user.click(within(dialog).getByRole('button', { name: 'Complete the request' }));
    expect(await screen.findByText('Request completed', {}, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(async () => expect(await requestById(correction.id)).toMatchObject({ state: 'completed', decision: 'corrected' }), { timeout: 20_000 });
  });
});
