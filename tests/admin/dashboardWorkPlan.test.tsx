// @vitest-environment jsdom
/**
 * The dashboard's work plan (capability `workPlan`) against the real server: each waiting figure is a link to
 * the list whose total it is, and a backend without the capability gets SPEC 2's six cards and nothing else
 * (no work-plan request at all).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import type { AppDataProvider } from '../../src/dataProvider';
import { LEGACY_CORE } from '../../src/domain/capabilities';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds';
import { i18nProvider } from '../../src/i18n';
import { Dashboard } from '../../src/dashboard/Dashboard';
import { adminPaths } from '../../src/layout/adminPaths';
import { renderInDataRouter, withRealBackend } from './vendorRender';

const backend = withRealBackend(6);

function renderDashboard(dataProvider: AppDataProvider) {
  return renderInDataRouter(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <Dashboard />
    </AdminContext>,
  );
}

const totalOf = async (resource: string, filter: Record<string, unknown>) =>
  (await backend.dp.getList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter })).total;

/** The path a link points to, without the router's basename. */
const pathOf = (link: HTMLElement) => decodeURIComponent(link.getAttribute('href') ?? '').replace(/^\/admin(?=\/)/, '');

describe('the work plan on the dashboard', () => {
  it('shows each queue with its waiting figure linking to the list that has that total', async () => {
    renderDashboard(backend.dp);
    const table = (await screen.findByRole('table', { name: /what waits in each queue/i }, { timeout: 10_000 })) as HTMLElement;
    expect(screen.getByRole('heading', { level: 2, name: 'Work plan' })).toBeTruthy();
    for (const declaration of VENDOR_KIND_DECLARATIONS) {
      const link = within(table).getByTestId(`waiting-vendorKind:${declaration.kind}`);
      expect(pathOf(link)).toBe(decodeURIComponent(adminPaths.withFilter(adminPaths.queue(declaration.resource, false), {})));
      expect(Number(link.textContent)).toBe(await totalOf(declaration.resource, { verified: false }));
      expect(Number(link.textContent)).toBeGreaterThan(0);
    }
    for (const state of ['applied', 'changes_requested']) {
      const link = within(table).getByTestId(`waiting-reviewState:${state}`);
      expect(pathOf(link)).toBe(`/reviews?filter={"state":"${state}"}`);
      expect(Number(link.textContent)).toBe(await totalOf('reviews', { state }));
    }
    const calls = within(table).getByTestId('waiting-callRequests:');
    expect(pathOf(calls)).toBe('/callRequests?filter={}');
    expect(Number(calls.textContent)).toBe(await totalOf('callRequests', {}));
    const enquiries = within(table).getByTestId('waiting-enquiries:website');
    expect(pathOf(enquiries)).toBe('/callRequests?filter={"source":"website"}');
    expect(Number(enquiries.textContent)).toBe(await totalOf('callRequests', { source: 'website' }));
    // The chart arrives in its own chunk, named by its totals for screen readers.
    expect(await screen.findByRole('img', { name: /^Last 12 weeks: \d+ applications, \d+ approvals, \d+ refusals\.$/ }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Since your last visit' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /applied to approved/i })).toBeTruthy();
  });

  it('shows only the six cards when the backend does not offer the work plan', async () => {
    let asked = 0;
    const dataProvider: AppDataProvider = {
      ...backend.dp,
      capabilities: async () => LEGACY_CORE,
      workPlan: () => {
        asked += 1;
        return backend.dp.workPlan();
      },
    };
    renderDashboard(dataProvider);
    await screen.findByTestId('app.dashboard.unauthorizedVendors', {}, { timeout: 10_000 });
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    // Capabilities answered (the cards' query ran after them would not be enough): wait until nothing is loading.
    await waitFor(() => expect(document.querySelector('[role="progressbar"]')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Work plan' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(asked).toBe(0);
  });
});
