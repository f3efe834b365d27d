/**
 * The review desk in a real browser against the real product: a reviewer opens a vendor from the desk (its own
 * page, the decision page), requests changes with a reason, the vendor sees it in the portal and resubmits, the
 * reviewer approves, and the vendor's timeline shows all three steps with who and when; the owner creates a
 * viewer who sees no button that changes anything and whose direct API calls get 403; two reviewers see each
 * other's claims.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ReviewRecord } from '../../src/domain/review';
import { launchChromium } from '../helpers/browser';
import { startProduct, type RunningProduct } from '../helpers/product';
import { TEST_ADMIN } from '../helpers/server';
import { expectAccessible, expectNoSidewaysOverflow, expectToast, expectWithinScreenWidth, logIn } from './masterAdmin';

const ASHA = { email: 'asha@test.local', password: 'reviewer-pass-1', name: 'Asha Reviewer' };
const BALA = { email: 'bala@test.local', password: 'reviewer-pass-2', name: 'Bala Reviewer' };
const VIEWER = { email: 'vimal@test.local', password: 'viewer-pass-1', name: 'Vimal Viewer' };
const CALL_DESK = { email: 'chitra@test.local', password: 'calldesk-pass-1', name: 'Chitra Call Desk' };
const DEMO_VENDOR_PASSWORD = 'vendor123';

let product: RunningProduct;
let browser: Browser;
let ownerCookie = '';
const contexts: BrowserContext[] = [];

async function apiLogin(admin: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${product.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const api = (cookie: string, method: string, path: string, body?: unknown) =>
  fetch(`${product.url}${path}`, {
    method,
    headers: { cookie, origin: product.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  contexts.push(context);
  return context.newPage();
}

async function adminPage(admin: { email: string; password: string }): Promise<Page> {
  const page = await newPage();
  await logIn(page, product.url, admin);
  return page;
}

beforeAll(async () => {
  product = await startProduct();
  browser = await launchChromium();
  ownerCookie = await apiLogin(TEST_ADMIN);
  for (const reviewer of [ASHA, BALA]) {
    const res = await api(ownerCookie, 'POST', '/api/admins', { ...reviewer, role: 'reviewer' });
    expect(res.status, await res.clone().text()).toBe(201);
  }
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await product?.stop();
});

async function appliedVegetableVendorWithPoster(): Promise<ReviewRecord> {
  const filter = encodeURIComponent(JSON.stringify({ state: 'applied', kind: 'vegetable' }));
  const res = await api(ownerCookie, 'GET', `/api/reviews?filter=${filter}&range=[0,99]`);
  const reviews = (await res.json()) as ReviewRecord[];
  const vendor = reviews.find((review) => review.poster !== null);
  if (!vendor) throw new Error('the demo seed should have an applied vegetable vendor with a poster');
  return vendor;
}

/** A desk row opens the vendor's own page (the decision page). */
async function openReview(page: Page, vendor: ReviewRecord, tab = 'Applied') {
  await page.goto(`${product.url}/admin/reviews`);
  await page.getByRole('tab', { name: new RegExp(`^${tab} \\(\\d+\\)$`) }).click();
  await page.getByRole('cell', { name: vendor.name, exact: true }).click();
  await page.waitForURL(new RegExp(`/admin/\\w+/${vendor.id}/show`));
  await page.getByRole('heading', { name: 'History' }).waitFor();
}

/** A decision through its dialog (Approve's dialog is the SPEC's "Authorize User ?" confirmation). */
async function decide(page: Page, action: string, reason?: string) {
  await page.getByRole('main').getByRole('button', { name: action, exact: true }).click();
  // The decision's own dialog (a message dialog may open once it closes, where messages are offered).
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: action, exact: true }) });
  if (reason) await dialog.getByRole('combobox', { name: /Reason/ }).fill(reason);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the review desk', () => {
  it('request changes with a reason, the vendor resubmits in the portal, approve; the timeline shows all three', async () => {
    const vendor = await appliedVegetableVendorWithPoster();
    const reviewer = await adminPage(ASHA);
    await openReview(reviewer, vendor);
    await expectAccessible(reviewer, 'review desk vendor');

    // A reason is required: confirming without one says so and records nothing.
    await reviewer.getByRole('button', { name: 'Request changes', exact: true }).click();
    const dialog = reviewer.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Request changes' }).click();
    await dialog.getByText('A reason is required for this decision').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await decide(reviewer, 'Request changes', 'Please add your shop licence number to the description');
    await expectToast(reviewer, `${vendor.name}: Changes requested`);
    // The message to the vendor is offered on the page (decisionMessages); this test does not send one.
    await reviewer.getByRole('status', { name: `Message ${vendor.name}` }).getByRole('button', { name: 'Done' }).click();

    const portal = await newPage();
    await portal.goto(`${product.url}/vendor`);
    const login = portal.getByRole('form', { name: 'Vendor login' });
    await login.getByLabel('Category').selectOption('vegetable');
    await login.getByLabel('Phone Number').fill(vendor.phoneNumber);
    await login.getByLabel('Password').fill(DEMO_VENDOR_PASSWORD);
    await login.getByRole('button', { name: /log in/i }).click();
    const resubmit = portal.getByRole('form', { name: 'Correct your details and resubmit' });
    await resubmit.waitFor();
    expect(await portal.getByTestId('application-status').textContent()).toBe('Changes requested');
    // The team's reason stands beside the status, before the form prefilled with what is stored.
    await portal.getByText('Reason from our team: Please add your shop licence number to the description').first().waitFor();
    expect(await resubmit.getByLabel('Description').inputValue()).not.toBe('');
    await resubmit.getByLabel('Description').fill('Fresh vegetables daily. Shop licence TN-VEG-4411.');
    await resubmit.getByRole('button', { name: 'Resubmit for review' }).click();
    await expect.poll(() => portal.getByTestId('application-status').textContent()).toBe('Awaiting approval');

    await openReview(reviewer, vendor);
    await decide(reviewer, 'Approve');
    await expectToast(reviewer, `${vendor.name} approved`);

    const vegetables = (await (await api(ownerCookie, 'GET', '/api/vegetable/verified/list')).json()) as { id: number; user_id: number }[];
    const record = vegetables.find((v) => v.user_id === vendor.id);
    expect(record, 'the approved vendor is in the verified list').toBeDefined();
    await reviewer.goto(`${product.url}/admin/vegetableVendors/${record?.id}/show`);
    const timeline = reviewer.getByRole('list', { name: 'Vendor history' });
    await timeline.getByText('Request changes by Asha Reviewer').waitFor();
    const steps = await timeline.locator(':scope > li').allInnerTexts();
    const decisions = steps.filter((text) => /^(Request changes|Resubmitted|Approve) by/.test(text));
    expect(decisions.map((text) => text.split(',')[0])).toEqual([
      'Request changes by Asha Reviewer',
      'Resubmitted by The vendor',
      'Approve by Asha Reviewer',
    ]);
    expect(decisions[0]).toContain('Reason: Please add your shop licence number to the description');
    expect(decisions[0]).toContain('State: Applied → Changes requested');
    expect(await timeline.locator('time').count()).toBeGreaterThanOrEqual(3);
  });

  it('the owner creates a viewer, who sees no button that changes anything and whose API writes get 403', async () => {
    const owner = await adminPage(TEST_ADMIN);
    await owner.getByRole('menuitem', { name: 'Admins' }).click();
    await owner.getByRole('link', { name: 'Create' }).click();
    await owner.getByRole('textbox', { name: /^Email/ }).fill(VIEWER.email);
    await owner.getByRole('textbox', { name: /^Name/ }).fill(VIEWER.name);
    await owner.getByRole('combobox', { name: /^Role/ }).click();
    await owner.getByRole('option', { name: 'Viewer', exact: true }).click();
    // The form says what each role may do, as the server enforces it.
    const guide = owner.getByRole('region', { name: 'What each role may do' });
    await guide.getByText('Sees everything; changes only their own password.').waitFor();
    await guide.getByText(/^Sees everything; changes call requests \(notes, deletion\), grievances \([^)]*\), and their own password\.$/).waitFor();
    await owner.locator('input[name="password"]').fill(VIEWER.password);
    await owner.getByRole('button', { name: 'Save' }).click();
    await owner.getByRole('cell', { name: VIEWER.name }).waitFor();

    const viewer = await adminPage(VIEWER);
    await viewer.getByRole('menuitem', { name: 'Review desk' }).waitFor();
    expect(await viewer.getByRole('menuitem', { name: 'Admins' }).count()).toBe(0);
    expect(await viewer.getByRole('menuitem', { name: 'Reason templates' }).count()).toBe(0);

    const vendor = await appliedVegetableVendorWithPoster();
    await openReview(viewer, vendor);
    for (const action of ['Request changes', 'Approve', 'Reject']) {
      expect(await viewer.getByRole('button', { name: action, exact: true }).count()).toBe(0);
    }
    await viewer.goto(`${product.url}/admin/reviews`);
    await viewer.getByRole('cell', { name: vendor.name, exact: true }).waitFor();
    expect(await viewer.getByRole('checkbox').count(), 'no bulk selection').toBe(0);

    const unverified = (await (await api(ownerCookie, 'GET', '/api/vegetable/unverified/list')).json()) as { id: number; user_id: number }[];
    const record = unverified.find((v) => v.user_id === vendor.id);
    await viewer.goto(`${product.url}/admin/vegetableVendors/${record?.id}/show`);
    await viewer.getByRole('heading', { name: 'History' }).waitFor();
    const page = viewer.getByRole('main');
    await page.getByRole('button', { name: /back/i }).first().waitFor();
    await page.getByRole('img').first().waitFor();
    const controls = page.locator('button, a[href]');
    const names = await controls.evaluateAll((elements) => elements.map((e) => `${e.textContent ?? ''} ${e.getAttribute('aria-label') ?? ''}`.trim()));
    expect(names.filter((name) => /edit|approve|verify|delete|poster|upload/i.test(name)), names.join(', ')).toEqual([]);

    const cookie = await apiLogin(VIEWER);
    const writes: [string, string, unknown][] = [
      ['POST', `/api/reviews/${vendor.id}/decision`, { action: 'approve' }],
      ['POST', `/api/reviews/${vendor.id}/claim`, undefined],
      ['POST', '/api/admins', { ...VIEWER, email: 'x@test.local', role: 'owner' }],
      ['POST', '/api/reason-templates', { action: 'reject', text: 'x' }],
    ];
    for (const [method, path, body] of writes) {
      expect((await api(cookie, method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await api(cookie, 'GET', '/api/reviews/counts')).status).toBe(200);
  });

  it('a viewer is not offered what the role cannot do: no Master, no Admins by URL, no call-request actions', async () => {
    const viewer = await adminPage(VIEWER);
    await viewer.getByRole('menuitem', { name: 'Call Request' }).waitFor();
    expect(await viewer.getByRole('menuitem', { name: 'Master' }).count()).toBe(0);
    for (const path of ['/admins', '/reason-templates', '/master/category', '/vegetableCategories']) {
      await viewer.goto(`${product.url}/admin${path}`);
      await viewer.getByRole('heading', { name: 'Not allowed', level: 1 }).waitFor();
    }
    await expectAccessible(viewer, 'access denied');
    await viewer.goto(`${product.url}/admin/callRequests`);
    await viewer.locator('tbody tr').first().waitFor();
    expect(await viewer.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    expect(await viewer.getByRole('button', { name: /^(Add Notes|Edit notes|Delete)/ }).count()).toBe(0);
  });

  it('a refused action (the role changed while the screen was open) says "Not allowed", never success, and keeps the session', async () => {
    const created = await api(ownerCookie, 'POST', '/api/admins', { ...CALL_DESK, role: 'calldesk' });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const desk = await adminPage(CALL_DESK);
    await desk.goto(`${product.url}/admin/callRequests`);
    const first = desk.locator('tbody tr').first();
    await first.getByRole('button', { name: /^(Add Notes|Edit notes)/ }).waitFor();
    // The owner makes them a viewer; their open screen still offers what the calldesk role could do.
    expect((await api(ownerCookie, 'PUT', `/api/admins/${id}`, { role: 'viewer' })).status).toBe(200);
    const success = desk.getByText(/^(Notes saved|Element deleted|Record deleted|Deleted)$/);

    await first.getByRole('button', { name: /^(Add Notes|Edit notes)/ }).click();
    await first.getByRole('textbox').fill('Called back');
    await first.getByRole('button', { name: 'Save' }).click();
    await expectToast(desk, 'Could not save the notes: Not allowed: Your role (viewer) cannot make this change');
    expect(await success.count()).toBe(0);
    await first.getByRole('button', { name: 'Cancel' }).click();

    await first.getByRole('button', { name: /^Delete/ }).click();
    await desk.getByRole('dialog', { name: 'Delete call request' }).getByRole('button', { name: 'Confirm' }).click();
    await expectToast(desk, 'Not allowed: Your role (viewer) cannot make this change');
    expect(await success.count()).toBe(0);
    // Still logged in, on the same screen, the row still there.
    expect(new URL(desk.url()).pathname).toBe('/admin/callRequests');
    await first.waitFor();
    await desk.getByRole('menuitem', { name: 'Dashboard' }).click();
    await desk.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(new URL(desk.url()).pathname).toBe('/admin/');
  });

  it('two reviewers see each other’s claims', async () => {
    const filter = encodeURIComponent(JSON.stringify({ state: 'applied' }));
    const [vendor] = (await (await api(ownerCookie, 'GET', `/api/reviews?filter=${filter}&range=[0,0]`)).json()) as ReviewRecord[];
    if (!vendor) throw new Error('the demo seed should have an applied vendor');
    const asha = await adminPage(ASHA);
    const bala = await adminPage(BALA);
    await openReview(asha, vendor);
    await bala.goto(`${product.url}/admin/reviews`);
    await bala.getByRole('row', { name: new RegExp(vendor.name) }).getByText(ASHA.name).waitFor();
    await openReview(bala, vendor);
    await bala.getByText(`${ASHA.name} is reviewing this vendor`).waitFor();
  });

  it('fits the review desk, the audit log and the admins into 390 px: simple lists that open the vendor or the admin, stacked log entries', async () => {
    const page = await adminPage(TEST_ADMIN);
    await page.setViewportSize({ width: 390, height: 844 });
    const filter = encodeURIComponent(JSON.stringify({ state: 'applied' }));
    const applied = (await (await api(ownerCookie, 'GET', `/api/reviews?filter=${filter}&range=[0,24]`)).json()) as ReviewRecord[];
    // The last in the queue: opening a vendor claims it, and the other tests work from the front of the queue.
    const vendor = applied[applied.length - 1];
    if (!vendor) throw new Error('the demo seed should have an applied vendor');

    await page.goto(`${product.url}/admin/reviews`);
    // Each row is a button that opens the vendor's page (it remembers the desk's trail on the way).
    const rows = page.getByRole('main').getByRole('button').filter({ hasText: /Days waiting/ });
    await rows.filter({ hasText: vendor.name }).first().waitFor();
    await expectNoSidewaysOverflow(page, 'review desk at 390 px');
    await expectWithinScreenWidth(page, rows, 'review desk rows');
    expect(await rows.count()).toBe(applied.length);
    // The state tabs that do not fit are reached with the tab strip's arrows.
    await page.getByRole('tab', { name: /^Applied \(\d+\)$/ }).waitFor();
    await expectAccessible(page, 'review desk at 390 px');
    await rows.filter({ hasText: vendor.name }).first().click();
    await page.waitForURL(new RegExp(`/admin/(?!reviews/)\\w+/${vendor.id}/show`));
    await page.getByRole('heading', { name: 'History' }).waitFor();

    await page.goto(`${product.url}/admin/audit`);
    const entries = page.getByRole('list', { name: 'Audit log' }).locator(':scope > li');
    await entries.first().waitFor();
    await expectNoSidewaysOverflow(page, 'audit log at 390 px');
    await expectAccessible(page, 'audit log at 390 px');

    // The owner's admins list: one card per admin (a table's last column ran 72 px past the screen), opening the
    // admin's edit page.
    await page.goto(`${product.url}/admin/admins`);
    const owner = page.getByRole('main').getByRole('link').filter({ hasText: TEST_ADMIN.email });
    await owner.waitFor();
    await expectNoSidewaysOverflow(page, 'admins at 390 px');
    await expectAccessible(page, 'admins at 390 px');
    expect(await owner.textContent()).toContain('Owner · Active');
    await owner.click();
    await page.getByRole('textbox', { name: 'Name' }).waitFor();
  });
});
