// @vitest-environment jsdom
/**
 * The review desk's pieces against the real server through the real data provider: decision buttons by state,
 * the required reason, reason templates, a refused decision in plain words, bulk decisions with their summary,
 * and the role rules of the auth provider that hide what a role cannot use.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ListContextProvider, Notification, RecordContextProvider, useList, type AuthProvider } from 'react-admin';
import type {  } from '../../src/dataProvider';
import { createAuthProvider } from '../../src/authProvider';
import type { ReviewRecord } from '../../src/domain/review';
import { i18nProvider } from '../../src/i18n';
import { BulkDecisionButtons } from '../../src/reviews/BulkDecisionButtons';
import { DecisionButtons } from '../../src/reviews/DecisionButtons';
import { withRealBackend } from './vendorRender';

const backend = withRealBackend(4);

const applied = async (): Promise<ReviewRecord[]> =>
  (
    await backend.dp.getList<ReviewRecord>('reviews', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'created_at', order: 'ASC' },
      filter: { state: 'applied' },
    })
  ).data;

const reviewOf = async (id: number) => (await backend.dp.getOne<ReviewRecord>('reviews', { id })).data;

function storageWith(user: object) {
  const values = new Map([['adminUser', JSON.stringify(user)]]);
  return { getItem: (key: string) => values.get(key) ?? null, setItem: () => undefined, removeItem: () => undefined };
}

const roleAuth = (role?: string): AuthProvider =>
  createAuthProvider({ storage: storageWith({ id: 1, email: 'a@test.local', ...(role ? { role } : {}) }), capabilities: () => backend.dp.capabilities() });

function renderDesk(ui: React.ReactNode, authProvider: AuthProvider = roleAuth('reviewer')) {
  return render(
    <AdminContext dataProvider={backend.dp} i18nProvider={i18nProvider} authProvider={authProvider}>
      {ui}
      <Notification />
    </AdminContext>,
  );
}

describe('DecisionButtons', () => {
  it('offers the decisions of the state, requires a reason to reject, and records it', async () => {
    const [vendor] = await applied();
    if (!vendor) throw new Error('the seed should have an applied vendor');
    renderDesk(
      <RecordContextProvider value={vendor}>
        <DecisionButtons />
      </RecordContextProvider>,
    );
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Reject' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Request changes', 'Approve', 'Reject']);

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: `Reject: ${vendor.name}` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('A reason is required for this decision')).toBeInTheDocument();
    expect((await reviewOf(vendor.id)).state).toBe('applied');

    await user.type(within(dialog).getByRole('combobox', { name: /Reason/ }), 'Duplicate of another shop');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(`${vendor.name}: Rejected`)).toBeInTheDocument();
    expect(await reviewOf(vendor.id)).toMatchObject({ state: 'rejected', reason: 'Duplicate of another shop' });
  });

  it('offers the owner’s templates for the decision and shows a refused decision in the server’s words', async () => {
    await backend.dp.create('reason-templates', { data: { action: 'request_changes', text: 'Please upload a clearer shop photo' } });
    const vendor = (await applied())[0];
    if (!vendor) throw new Error('the seed should have an applied vendor');
    await backend.dp.decideReview(vendor.id, 'reject', 'Closed down');
    // The page still shows the vendor as applied: the server refuses, and says why.
    renderDesk(
      <RecordContextProvider value={vendor}>
        <DecisionButtons />
      </RecordContextProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request changes' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Please upload a clearer shop photo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    expect(await screen.findByText(/The decision was not recorded: .*rejected/i)).toBeInTheDocument();
    expect((await reviewOf(vendor.id)).state).toBe('rejected');
  });

  it('leaves out the decisions the page offers elsewhere (the vendor page’s own Approve) and reports each decision', async () => {
    const [vendor] = await applied();
    if (!vendor) throw new Error('the seed should have an applied vendor');
    const decided: string[] = [];
    renderDesk(
      <RecordContextProvider value={vendor}>
        <DecisionButtons exclude={['approve']} onDecided={(review) => decided.push(review.state)} />
      </RecordContextProvider>,
    );
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Reject' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Request changes', 'Reject']);
    await user.click(screen.getByRole('button', { name: 'Request changes' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: /Reason/ }), 'Add the shop licence');
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    await waitFor(() => expect(decided).toEqual(['changes_requested']));
  });

  it('is not shown to a viewer', async () => {
    const [vendor] = await applied();
    renderDesk(
      <RecordContextProvider value={vendor}>
        <DecisionButtons />
        <span>rendered</span>
      </RecordContextProvider>,
      roleAuth('viewer'),
    );
    await screen.findByText('rendered');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

function SelectedApplied({ records, selected }: { records: ReviewRecord[]; selected: number[] }) {
  const list = useList({ data: records, resource: 'reviews', filter: { state: 'applied' } });
  return (
    <ListContextProvider value={{ ...list, selectedIds: selected, filterValues: { state: 'applied' } }}>
      <BulkDecisionButtons />
    </ListContextProvider>
  );
}

describe('BulkDecisionButtons', () => {
  it('approves the selected vendors and says, vendor by vendor, what was done or refused and why', async () => {
    const vendors = await applied();
    const withPoster = vendors.find((v) => v.poster !== null);
    const withoutPoster = vendors.find((v) => v.poster === null);
    if (!withPoster || !withoutPoster) throw new Error('the seed should have applied vendors with and without a poster');
    renderDesk(<SelectedApplied records={vendors} selected={[withPoster.id, withoutPoster.id]} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve: 2 vendors' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const summary = await screen.findByRole('list', { name: 'Decision per vendor' });
    await waitFor(() => expect(within(summary).getAllByRole('listitem')).toHaveLength(2));
    expect(within(summary).getByText(withPoster.name).closest('li')).toHaveTextContent('Done: now Approved');
    expect(within(summary).getByText(withoutPoster.name).closest('li')).toHaveTextContent(/Refused: .*poster/i);
    expect((await reviewOf(withPoster.id)).state).toBe('approved');
    expect((await reviewOf(withoutPoster.id)).state).toBe('applied');
  });
});

describe('the auth provider’s role rules', () => {
  it('lets each role write only in its areas, reading everywhere; no role is the legacy all-powerful admin', async () => {
    const can = (role: string | undefined, resource: string, action: string) => roleAuth(role).canAccess?.({ resource, action });
    expect(await can('reviewer', 'reviews', 'decide')).toBe(true);
    expect(await can('reviewer', 'admins', 'create')).toBe(false);
    expect(await can('viewer', 'vegetableVendors', 'edit')).toBe(false);
    expect(await can('viewer', 'vegetableVendors', 'list')).toBe(true);
    expect(await can('catalog', 'vegetableCategories', 'edit')).toBe(true);
    expect(await can('calldesk', 'callRequests', 'delete')).toBe(true);
    expect(await can('calldesk', 'hotels', 'delete')).toBe(false);
    expect(await can('owner', 'audit', 'delete')).toBe(false);
    expect(await can(undefined, 'admins', 'create')).toBe(true);
    expect(await roleAuth(undefined).getPermissions?.({})).toBe('owner');
    // A role the roles table does not have (one since removed) may do nothing, as the server answers it.
    expect(await can('retired_role', 'vegetableVendors', 'list')).toBe(false);
    expect(await roleAuth('retired_role').getPermissions?.({})).toBeNull();
  });
});
