// @vitest-environment jsdom
/**
 * Each ageing-bucket figure of the work plan links to its list narrowed to the bucket's creation times, and that
 * list (through the real data provider: the paged vendor path, the extension lists and the whole-list path of
 * the call requests) has the figure as its total; the documents row opens the documents queue only where the
 * backend offers it. The whole-list path bounds `created_at` exactly as the server does.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import type { AppDataProvider } from '../../src/dataProvider';
import { listQuery } from '../../src/dataProvider/listQuery';
import { AGE_BUCKETS, bucketOfRange, bucketRange } from '../../src/domain/workPlan';
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

/** The resource a list path of the work plan shows, and the filter of its address. */
function listOf(link: HTMLElement): { resource: string; filter: Record<string, unknown> } {
  const url = new URL(link.getAttribute('href') ?? '', 'http://admin.test');
  const path = url.pathname.replace(/^\/admin(?=\/)/, '');
  const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
  const queue = VENDOR_KIND_DECLARATIONS.find((declaration) => path === adminPaths.queue(declaration.resource, false));
  if (queue) return { resource: queue.resource, filter: { ...filter, verified: false } };
  const resource = { [adminPaths.reviews]: 'reviews', [adminPaths.callRequests]: 'callRequests', [adminPaths.documentsQueue]: 'documentsQueue' }[path];
  if (!resource) throw new Error(`no list known for ${path}`);
  return { resource, filter };
}

const totalOf = async ({ resource, filter }: { resource: string; filter: Record<string, unknown> }) =>
  (await backend.dp.getList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter })).total;

describe('the bucket figures of the work plan', () => {
  it('link each figure above 0 to its list narrowed to the bucket, whose total is the figure', async () => {
    renderDashboard(backend.dp);
    const table = (await screen.findByRole('table', { name: /what waits in each queue/i }, { timeout: 10_000 })) as HTMLElement;
    const plan = await backend.dp.workPlan();
    let links = 0;
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const queue = row.getAttribute('data-queue') ?? '';
      for (const bucket of AGE_BUCKETS) {
        const figure = within(row).getByTestId(`${bucket}-${queue}`);
        const count = Number(figure.textContent);
        if (figure.tagName !== 'A') {
          // A plain figure is a 0, or the documents row without the queue.
          expect(count === 0 || queue.startsWith('documents'), `${queue} ${bucket}`).toBe(true);
          continue;
        }
        links += 1;
        const list = listOf(figure);
        expect({ created_after: list.filter.created_after, created_until: list.filter.created_until }).toEqual({
          created_after: undefined,
          created_until: undefined,
          ...bucketRange(bucket, plan.generatedAt),
        });
        expect(await totalOf(list), `${queue} ${bucket}`).toBe(count);
        expect(figure.getAttribute('aria-label')).toContain(i18nProvider.translate(`app.ageFilter.${bucket}`));
      }
    }
    expect(links).toBeGreaterThan(0);
    const documents = within(table).getByTestId('waiting-documents:pending');
    expect(documents.tagName).toBe('A');
    expect(listOf(documents)).toEqual({ resource: 'documentsQueue', filter: { status: 'pending' } });
    expect(await totalOf(listOf(documents))).toBe(Number(documents.textContent));
  });

  it('leave the documents figures plain where the backend offers no documents queue', async () => {
    const offered = await backend.dp.capabilities();
    const dataProvider: AppDataProvider = { ...backend.dp, capabilities: async () => new Set([...offered].filter((name) => name !== 'documentsQueue')) };
    renderDashboard(dataProvider);
    const row = (await screen.findByTestId('waiting-documents:pending', {}, { timeout: 10_000 })).closest('[data-queue]') as HTMLElement;
    expect(within(row).queryAllByRole('link')).toHaveLength(0);
  });
});

describe('the whole-list path with a bucket range', () => {
  const generatedAt = '2026-11-24T12:00:00.000Z';
  const at = (hoursBefore: number) => new Date(Date.parse(generatedAt) - hoursBefore * 3_600_000).toISOString();
  // On and next to each bound: 24 h, 96 h and 192 h before the plan.
  const records = [0, 24, 24.001, 96, 96.001, 192, 192.001, 500].map((hours, id) => ({ id, created_at: at(hours) }));
  const ids = (filter: Record<string, unknown>) => listQuery(records, { filter }, []).data.map((record) => record.id);

  it('keeps exactly the records of each bucket, as the server bounds them', () => {
    expect(ids(bucketRange('today', generatedAt))).toEqual([0]);
    // A record exactly on a bound is the older bucket's, as the server's `>` and `<=` put it.
    expect(ids(bucketRange('days1to3', generatedAt))).toEqual([1, 2]);
    expect(ids(bucketRange('days4to7', generatedAt))).toEqual([3, 4]);
    expect(ids(bucketRange('older', generatedAt))).toEqual([5, 6, 7]);
    for (const bucket of AGE_BUCKETS) expect(bucketOfRange(bucketRange(bucket, generatedAt))).toBe(bucket);
  });

  it('keeps a record without a creation time out of a range, and ignores an empty range', () => {
    const withUndated = [...records, { id: 99, created_at: undefined as unknown as string }];
    expect(listQuery(withUndated, { filter: bucketRange('older', generatedAt) }, []).data.map((r) => r.id)).toEqual([5, 6, 7]);
    expect(listQuery(withUndated, { filter: { created_after: '', created_until: undefined } }, []).total).toBe(9);
  });
});
