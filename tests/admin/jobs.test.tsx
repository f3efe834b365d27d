// @vitest-environment jsdom
/**
 * The background jobs (capability jobQueue) against the real server through the real data provider: the
 * dashboard's line of jobs that failed for good opens the list filtered to them; the list shows a dead job with its
 * attempts and its whole last error; the owner retries it (queued again, said in words) and a viewer is offered no
 * Retry. The server (tests/admin/jobsServerMain.ts) runs no worker, so a retried job stays queued.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider, type AuthProvider } from 'react-admin';
import type { AppDataProvider } from '../../src/dataProvider';
import { WorkPlanSection } from '../../src/dashboard/WorkPlanSection';
import type { JobRecord } from '../../src/domain/jobs';
import { i18nProvider } from '../../src/i18n';
import { JobList } from '../../src/jobs/JobList';
import { adminPaths } from '../../src/layout/adminPaths';
import { roleAuth } from './roleAuth';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { dataProviderFor, renderInDataRouter } from './vendorRender';
import { FAILING_KIND, failureOf, LATER_DELIVERY } from './jobsFixture';


let server: ServerProcess;
let dp: AppDataProvider;
beforeAll(async () => {
  server = await startServerProcess(0, path.join(path.dirname(fileURLToPath(import.meta.url)), 'jobsServerMain.ts'));
  dp = await dataProviderFor(server);
});
afterEach(cleanup);
afterAll(() => server?.stop());

const deadJobs = async () =>
  (await dp.getList<JobRecord>('jobs', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: { state: 'dead', kind: FAILING_KIND } })).data;

function renderJobs(authProvider: AuthProvider, entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <AdminContext dataProvider={dp} i18nProvider={i18nProvider} authProvider={authProvider}>
        <ResourceContextProvider value="jobs">
          <Routes>
            <Route path="/jobs" element={<JobList />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const rowOf = async (text: string) => (await screen.findByText(text, {}, { timeout: 10_000 })).closest('tr') as HTMLElement;

describe('the background jobs', () => {
  it('the dashboard tells how many failed for good and links to the list filtered to them', async () => {
    const dead = (await dp.getList('jobs', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: { state: 'dead' } })).total;
    expect(dead).toBeGreaterThanOrEqual(2);
    renderInDataRouter(
      <AdminContext dataProvider={dp} i18nProvider={i18nProvider}>
        <WorkPlanSection />
      </AdminContext>,
    );
    const link = await screen.findByRole('link', { name: `${dead} background jobs failed for good` }, { timeout: 10_000 });
    expect(decodeURIComponent(link.getAttribute('href') ?? '').replace(/^\/admin(?=\/)/, '')).toBe('/jobs?filter={"state":"dead"}');
    expect(decodeURIComponent(adminPaths.withFilter(adminPaths.jobs, { state: 'dead' }))).toBe('/jobs?filter={"state":"dead"}');
  });

  it('lists a dead job with its attempts and whole error; the owner retries it and sees it queued', async () => {
    const [job] = await deadJobs();
    if (!job) throw new Error('the server should have made a dead job');
    const { provider } = roleAuth(dp, 'owner');
    renderJobs(provider, adminPaths.jobs);
    const error = failureOf((job.payload as { record: number }).record);
    let row = await rowOf(error);
    expect(within(row).getByText(FAILING_KIND)).toBeInTheDocument();
    expect(within(row).getByText('Failed for good')).toBeInTheDocument();
    expect(within(row).getByText('1 of 1')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(await within(row).findByRole('button', { name: `Retry job ${job.id}` }));
    expect(await screen.findByText(`Job ${job.id} is queued again`)).toBeInTheDocument();
    await waitFor(async () => expect(within(await rowOf(error)).getByText('Queued')).toBeInTheDocument());
    row = await rowOf(error);
    expect(within(row).getByText('0 of 1')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: `Retry job ${job.id}` })).toBeNull();
    expect((await deadJobs()).map((dead) => dead.id)).not.toContain(job.id);
  });

  it('names the kinds it knows in words and filters by kind', async () => {
    const { provider } = roleAuth(dp, 'owner');
    renderJobs(provider, adminPaths.withFilter(adminPaths.jobs, { kind: LATER_DELIVERY.kind }));
    const row = (await screen.findByText('Message delivery', {}, { timeout: 10_000 })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Queued')).toBeInTheDocument();
    expect(within(row).getByText('0 of 5')).toBeInTheDocument();
    expect(screen.queryByText(FAILING_KIND)).toBeNull();
  });

  it('offers a viewer no Retry', async () => {
    const [job] = await deadJobs();
    if (!job) throw new Error('a dead job should be left');
    const { provider, state } = roleAuth(dp, 'viewer');
    renderJobs(provider, adminPaths.withFilter(adminPaths.jobs, { state: 'dead' }));
    const row = await rowOf(failureOf((job.payload as { record: number }).record));
    expect(within(row).getByText('Failed for good')).toBeInTheDocument();
    // Filtered to the dead ones: the queued delivery is not listed.
    expect(screen.queryByText('Message delivery')).toBeNull();
    await waitFor(() => expect(state.answered).toBe(true));
    await act(async () => undefined);
    expect(within(row).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });
});
