/**
 * The dashboard's work plan in real Chromium against the real product: with vendors and an enquiry dated
 * relative to today, the ageing figures are the expected ones, and each waiting figure opens the list whose
 * total it is, and so does each ageing-bucket figure (the list then shows its range as a chip); the documents
 * figure opens the documents queue; axe finds nothing at 1280 and 390 px, and nothing is wider than a 390 px screen.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibleAtBothWidths, loggedInAdminSuite } from './masterAdmin';
import type { RunningProduct } from '../helpers/product';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

let product: RunningProduct;
let page: Page;
loggedInAdminSuite((session) => ({ product, page } = session));

/** Dates relative to now, written straight into the running product's database (its audit functions stubbed: no actor). */
function dateRows() {
  const sqlite = new Database(path.join(product.dataDir, 'marketplace.db'));
  try {
    sqlite.pragma('busy_timeout = 5000');
    sqlite.function('audit_admin', { deterministic: false }, () => null);
    sqlite.function('audit_actor', { deterministic: false }, () => null);
    // The vendors the review desk counts as applied (no decision yet, or sent back and resubmitted), oldest id first.
    const ids = sqlite
      .prepare("SELECT u.id FROM vendor_users u LEFT JOIN vendor_reviews r ON r.user_id = u.id WHERE u.verification = 0 AND coalesce(r.state, 'applied') = 'applied' ORDER BY u.id")
      .pluck()
      .all() as number[];
    const ages = [2 * HOUR, 2 * DAY + HOUR, 5 * DAY, 20 * DAY];
    const update = sqlite.prepare('UPDATE vendor_users SET created_at = ? WHERE id = ?');
    ids.forEach((id, i) => update.run(ago(ages[i] ?? 30 * DAY), id));
    sqlite.prepare('INSERT INTO call_requests (phone_number, notes, created_at, source) VALUES (?, NULL, ?, ?)').run('9876500001', ago(HOUR), 'website');
    // Documents waiting for a check: one today, one 5 days old.
    const document = sqlite.prepare("INSERT INTO vendor_documents (user_id, requirement, number, status, uploaded_at) VALUES (?, 'fssai', ?, 'pending', ?)");
    document.run(ids[0], 'FS-1', ago(2 * HOUR));
    document.run(ids[0], 'FS-2', ago(5 * DAY));
    return ids.length;
  } finally {
    sqlite.close();
  }
}

const workPlanTable = () => page.getByRole('table', { name: /what waits in each queue/i });

/** The total a react-admin list shows under its rows ("1-4 of 4"). */
async function listTotal(): Promise<number> {
  const shown = page.locator('.MuiTablePagination-displayedRows').first();
  await shown.waitFor();
  const match = /of\s+(\d+)/.exec((await shown.textContent()) ?? '');
  return Number(match?.[1]);
}

describe('the work plan', () => {
  let applied = 0;
  beforeAll(() => {
    applied = dateRows();
  });
  afterAll(() => page.setViewportSize({ width: 1280, height: 900 }));

  it("shows the ages of the review desk's applied queue as dated", async () => {
    await page.goto(`${product.url}/admin/`);
    const queue = 'reviewState:applied';
    const row = workPlanTable().locator(`[data-queue="${queue}"]`);
    await row.waitFor();
    // Two vendors per kind, one of them unverified: four dated ages at least.
    expect(applied).toBeGreaterThanOrEqual(4);
    const cell = async (name: string) => Number(await row.getByTestId(`${name}-${queue}`).textContent());
    expect(await cell('waiting')).toBe(applied);
    expect([await cell('today'), await cell('days1to3'), await cell('days4to7'), await cell('older')]).toEqual([1, 1, 1, applied - 3]);
    expect(await row.getByRole('cell').nth(1).textContent()).toBe(applied > 4 ? '30 days' : '20 days');
  });

  for (const queue of ['vendorKind:vegetable', 'reviewState:applied', 'enquiries:website', 'callRequests:']) {
    it(`"${queue}": the waiting figure opens the list with that total`, async () => {
      await page.goto(`${product.url}/admin/`);
      const link = workPlanTable().getByTestId(`waiting-${queue}`);
      await link.waitFor();
      const figure = Number(await link.textContent());
      expect(figure).toBeGreaterThan(0);
      await link.click();
      await page.waitForURL((url) => url.pathname !== '/admin/');
      await expect.poll(listTotal, { timeout: 10_000 }).toBe(figure);
    });
  }

  /** The first bucket figure above 0 of a queue's row, as a link, with its figure. */
  async function bucketLink(queue: string) {
    const row = workPlanTable().locator(`[data-queue="${queue}"]`);
    await row.waitFor();
    for (const bucket of ['today', 'days1to3', 'days4to7', 'older'] as const) {
      const figure = row.getByTestId(`${bucket}-${queue}`);
      const count = Number(await figure.textContent());
      if (count > 0) {
        expect(await figure.evaluate((element) => element.tagName)).toBe('A');
        return { link: figure, count, bucket };
      }
    }
    throw new Error(`no bucket of ${queue} above 0`);
  }

  const chipText: Record<string, RegExp> = { today: /waiting today/i, days1to3: /waiting 1-3 days/i, days4to7: /waiting 4-7 days/i, older: /waiting 8 days or more/i };

  for (const queue of ['vendorKind:vegetable', 'callRequests:']) {
    it(`"${queue}": a bucket figure opens the list narrowed to it, saying so, with that total`, async () => {
      await page.goto(`${product.url}/admin/`);
      const { link, count, bucket } = await bucketLink(queue);
      const waiting = Number(await workPlanTable().getByTestId(`waiting-${queue}`).textContent());
      await link.click();
      await page.waitForURL((url) => url.pathname !== '/admin/');
      await expect.poll(listTotal, { timeout: 10_000 }).toBe(count);
      const chip = page.getByTestId('created-range-filter');
      await expect.poll(() => chip.textContent()).toMatch(chipText[bucket] as RegExp);
      // Clearing the range shows the whole queue again (its total may equal the bucket's: wait for the chip to go).
      await chip.click();
      await expect.poll(() => chip.count(), { timeout: 10_000 }).toBe(0);
      await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').not.toContain('created_');
      await expect.poll(listTotal, { timeout: 10_000 }).toBe(waiting);
    });
  }

  it('the documents figure opens the documents queue with that many rows, and its bucket too', async () => {
    await page.goto(`${product.url}/admin/`);
    const link = workPlanTable().getByTestId('waiting-documents:pending');
    await link.waitFor();
    const figure = Number(await link.textContent());
    expect(figure).toBeGreaterThanOrEqual(2);
    await link.click();
    await page.waitForURL((url) => url.pathname === '/admin/documentsQueue');
    await expect.poll(listTotal, { timeout: 10_000 }).toBe(figure);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(Math.min(figure, 25));
    await page.goto(`${product.url}/admin/`);
    const { link: today, count } = await bucketLink('documents:pending');
    await today.click();
    await page.waitForURL((url) => url.pathname === '/admin/documentsQueue');
    await expect.poll(listTotal, { timeout: 10_000 }).toBe(count);
    await page.getByTestId('created-range-filter').waitFor();
  });

  it('has the documents queue accessible at 1280 and 390 px, its range chip included', async () => {
    const range = { created_after: ago(8 * DAY), created_until: ago(0) };
    await page.goto(`${product.url}/admin/documentsQueue?filter=${encodeURIComponent(JSON.stringify({ status: 'pending', ...range }))}`);
    await accessibleAtBothWidths(page, 'documents queue', async () => {
      await page.getByRole('heading', { level: 1, name: 'Documents to check' }).waitFor();
      await page.getByTestId('created-range-filter').waitFor();
      await page.getByRole('link', { name: /documents$/i }).first().waitFor();
      // Nothing to offer above the queue (no create, no export): no empty bar between the heading and the rows.
      expect(await page.locator('.RaList-actions').count()).toBe(0);
    });
  });

  it('is accessible at 1280 and 390 px, the chart included', async () => {
    await page.goto(`${product.url}/admin/`);
    await accessibleAtBothWidths(page, 'dashboard with the work plan', async () => {
      // At 390 px the queues are a list, not a table: the queue's row is there either way.
      await page.locator('[data-queue="reviewState:applied"]').waitFor();
      await page.getByRole('img', { name: /last 12 weeks/i }).waitFor();
      await page.getByRole('region', { name: 'Applications and decisions per week' }).locator('svg').first().waitFor();
    });
  });
});
