/**
 * The admin's everyday work in real Chromium against both backends it serves: the legacy backend of
 * SPEC sections 3, 7 and 8 (tests/legacy, the admin built for it and served from another origin) and our
 * server (npm start), where the extensions appear. Same scenarios; what differs is data of the backend.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, LOGIN_FORM_PROBE } from '../helpers/browser';
import { startProduct, type RunningProduct } from '../helpers/product';
import { samples, TEST_ADMIN } from '../helpers/server';
import { buildAdmin, serveAdmin, type AdminSite } from '../legacy/adminSite';
import { isStaticMedia, LEGACY_ADMIN, specCallOf, startLegacyServer, type CorsMode, type LegacyServer } from '../legacy/server';
import { AdminApi } from './adminApi';
import { expectNoSidewaysOverflow, expectWithinScreenWidth } from './masterAdmin';

/** A vegetable vendor as the test needs it, read from the backend's own view. */
interface Vendor {
  id: number;
  user_id: number;
  name: string;
  storeName: string;
  phoneNumber: string;
  hasPoster: boolean;
}

interface Backend {
  /** Where /admin/ is served. */
  adminUrl: string;
  credentials: { email: string; password: string };
  /** Our server offers every extension; the legacy core none. */
  extensions: boolean;
  vegetables(verified: boolean): Promise<Vendor[]>;
  images(userId: number): Promise<string[]>;
  stories(userId: number): Promise<{ id: number }[]>;
  professionals(verified: boolean): Promise<Vendor[]>;
  /** The legacy backend's request log and CORS switch; our server has neither. */
  legacy?: LegacyServer;
  stop(): Promise<void>;
}


const toVendor = (row: Record<string, unknown>): Vendor => ({
  id: Number(row.id),
  user_id: Number(row.user_id),
  name: String(row.name),
  storeName: String(row.storename ?? row.storeName ?? ''),
  phoneNumber: String(row.phoneNumber ?? row.PhoneNumber ?? ''),
  hasPoster: Boolean(row.poster),
});

async function legacyBackend(): Promise<Backend> {
  const legacy = await startLegacyServer();
  // Built once per run, for this API origin; served from a second origin as a real deployment would be.
  let site: AdminSite | undefined;
  try {
    site = await serveAdmin(await buildAdmin({ VITE_API_ORIGIN: legacy.url }));
  } catch (error) {
    await legacy.stop();
    throw error;
  }
  const verifiedOf = (row: Record<string, unknown>) => String(row.adminverified) === '1';
  return {
    adminUrl: site.url,
    credentials: LEGACY_ADMIN,
    extensions: false,
    legacy,
    vegetables: async (verified) => legacy.tables.vegetable.filter((r) => verifiedOf(r) === verified).map(toVendor),
    professionals: async (verified) => legacy.tables.professional.filter((r) => verifiedOf(r) === verified).map(toVendor),
    images: async (userId) => [...(legacy.tables.images.get(String(userId)) ?? [])],
    stories: async (userId) =>
      legacy.tables.stories.filter((s) => String(s.user_id) === String(userId)).map((s) => ({ id: Number(s.id) })),
    async stop() {
      await site?.stop();
      await legacy.stop();
    },
  };
}

async function ourBackend(): Promise<Backend> {
  const product: RunningProduct = await startProduct({ SEED_VENDORS: '4' });
  const api = await AdminApi.login(product.url);
  const list = (path: string) => api.get<Record<string, unknown>[]>(path).then((rows) => rows.map(toVendor));
  return {
    adminUrl: product.url,
    credentials: TEST_ADMIN,
    extensions: true,
    vegetables: (verified) => list(`/api/vegetable/${verified ? 'verified' : 'unverified'}/list`),
    professionals: (verified) => list(`/api/professional/${verified ? 'verified' : 'unverified'}/list`),
    images: (userId) => api.images(userId),
    stories: (userId) => api.stories(userId),
    stop: () => product.stop(),
  };
}

describe.each([
  { name: 'the legacy backend (admin on another origin)', start: legacyBackend },
  { name: 'our server', start: ourBackend },
])('against $name', ({ name, start }) => {
  let backend: Backend;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    backend = await start();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await backend?.stop();
  });

  const admin = (path: string) => `${backend.adminUrl}/admin${path}`;
  const toast = (text: string | RegExp) => page.getByRole('alert').filter({ hasText: text }).first();
  const errorToasts = () => page.getByRole('alert').filter({ hasText: /Could not|failed|error/i });

  async function logIn() {
    await page.goto(admin('/login'));
    await page.locator('input[name="email"]').fill(backend.credentials.email);
    await page.locator('input[name="password"]').fill(backend.credentials.password);
    await page.getByRole('button', { name: 'Login' }).click();
    // The dashboard opens at once, SPEC 8's "Login Successful" dialog over it.
    await page.getByRole('dialog').filter({ hasText: 'Login Successful' }).getByRole('button', { name: 'OK' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  }

  async function uploadPoster() {
    await page.getByTestId('poster-input').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: samples.png });
    await page.getByRole('dialog', { name: 'Poster preview' }).getByRole('button', { name: 'Upload' }).click();
    await toast('Poster image uploaded successfully.').waitFor();
  }

  async function confirmApproval(landing: RegExp, confirm = 'Approve') {
    await page.getByRole('dialog', { name: 'Authorize User ?' }).getByRole('button', { name: confirm }).click();
    await page.waitForURL(landing);
  }

  async function openVendor(resource: string, vendor: Vendor) {
    await page.goto(admin(`/${resource}/${vendor.id}/show`));
    await page.getByRole('heading', { name: vendor.name, exact: true }).waitFor();
  }

  it('logs in under every CORS setup of the backend (the legacy login user has no name)', async () => {
    const modes: CorsMode[] = backend.legacy ? ['any', 'reflect', 'credentials'] : ['credentials'];
    for (const mode of modes) {
      if (backend.legacy) backend.legacy.cors = mode;
      await page.goto(admin('/login'));
      await page.evaluate(() => window.localStorage.clear());
      await logIn();
    }
    if (backend.legacy) backend.legacy.cors = 'any';
  });

  it('shows every vendor list, empty or not, without an error', async () => {
    for (const resource of ['vegetableVendors', 'professionals', 'transports']) {
      for (const state of ['unverified', 'verified']) {
        await page.goto(admin(`/${resource}/${state}`));
        await page
          .getByRole('row')
          .nth(1)
          .or(page.getByText(/^No .* (available|found)$/))
          .first()
          .waitFor();
        await page.waitForLoadState('networkidle');
        expect(await errorToasts().count(), `${resource} ${state}`).toBe(0);
        // The marker needs our server's `compliance` records: the legacy lists never show it.
        if (!backend.extensions) expect(await page.getByText('Compliance lapsed').count(), `${resource} ${state}`).toBe(0);
      }
    }
    if (backend.legacy) {
      // The legacy backend answers the empty verified transport list with { message }: an empty state, no pager.
      await page.goto(admin('/transports/verified'));
      await page.getByText('No transport profiles available').waitFor();
      expect(await page.getByText(/\d+-\d+ of \d+/).count()).toBe(0);
    }
  });

  it('says what failed in the admin\'s words, with the backend\'s own text, and shows the other list', async () => {
    if (!backend.legacy) return;
    backend.legacy.fail('GET /api/vegetable/verified/list', 'text');
    try {
      await page.goto(admin('/vegetableVendors/verified'));
      const shown = toast(/^Could not load the vegetable vendors: ER_LOCK_WAIT_TIMEOUT/);
      await shown.waitFor();
      expect(await shown.textContent()).not.toMatch(/GET|http|\/api\/|\{/);
      // The unverified list still answers, so its vendors still open.
      const [vendor] = await backend.vegetables(false);
      if (vendor) await openVendor('vegetableVendors', vendor);
    } finally {
      backend.legacy.heal();
    }
  });

  it('shows hotel lists and Users only when the backend offers them', async () => {
    await page.goto(admin('/vendors/authorized'));
    await page.getByRole('link', { name: 'Vegetables' }).waitFor();
    if (backend.extensions) {
      await page.getByRole('link', { name: 'Hotels' }).waitFor();
      await page.getByRole('group', { name: 'Users' }).waitFor();
    } else {
      expect(await page.getByText('This backend offers no hotel list').count()).toBe(2);
      expect(await page.getByRole('link', { name: 'Hotels' }).count()).toBe(0);
      expect(await page.getByRole('group', { name: 'Users' }).count()).toBe(0);
      // The delivery outbox is an extension too: no entry where no capability offers it.
      expect(await page.getByRole('menuitem', { name: 'Outbox' }).count()).toBe(0);
    }
  });

  it('opens, edits and saves vendors of both spellings; the payload is the SPEC 3 edit fields', async () => {
    const vendors = [...(await backend.vegetables(false)).slice(-1), ...(await backend.vegetables(true)).slice(-1)];
    for (const vendor of vendors) {
      await openVendor('vegetableVendors', vendor);
      await page.getByText(vendor.storeName, { exact: true }).first().waitFor();
      await page.getByText(vendor.phoneNumber, { exact: true }).first().waitFor();
      await page.goto(admin(`/vegetableVendors/${vendor.id}/edit`));
      const description = `Edited ${vendor.id} ${Date.now()}`;
      await page.getByLabel('Description').fill(description);
      const logged = backend.legacy?.log.length ?? 0;
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(admin(`/vegetableVendors/${vendor.id}/show`));
      // Exact: the vendor's history also says the change ("Description: … → …").
      await page.getByText(description, { exact: true }).waitFor();
      if (backend.legacy) {
        const edit = backend.legacy.log.slice(logged).find((r) => r.method === 'PUT' && r.path === '/vegeatable/edit');
        expect(Object.keys(edit?.body as object).sort()).toEqual(
          ['user_id', 'name', 'phoneNumber', 'password', 'storename', 'location', 'description', 'email', 'reviews', 'price',
            'serviceDetails', 'storeName', 'number', 'verification', 'category', 'direction', 'city'].sort(),
        );
        expect(edit?.body).toMatchObject({ storename: vendor.storeName, storeName: vendor.storeName, phoneNumber: vendor.phoneNumber });
      }
    }
  });

  it('deletes an image after confirmation', async () => {
    let vendor: Vendor | undefined;
    for (const candidate of await backend.vegetables(true)) {
      if ((await backend.images(candidate.user_id)).length > 0) vendor = candidate;
    }
    if (!vendor) throw new Error('no verified vegetable vendor with images');
    const before = await backend.images(vendor.user_id);
    await openVendor('vegetableVendors', vendor);
    await page.getByRole('button', { name: `Delete image ${before.length}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this image?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: `Delete image ${before.length}` }).waitFor({ state: 'detached' });
    expect(await backend.images(vendor.user_id)).toEqual(before.slice(0, -1));
  });

  it('uploads a poster and approves; sets an image as poster and verifies by phone', async () => {
    const [first, second] = (await backend.vegetables(false)).sort((a, b) => Number(a.hasPoster) - Number(b.hasPoster));
    if (!first || !second) throw new Error('two unverified vegetable vendors needed');
    await openVendor('vegetableVendors', first);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await toast('Please select a poster image before verifying the user').waitFor();
    await uploadPoster();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await confirmApproval(/\/admin\/vegetableVendors\/unverified$/);
    expect((await backend.vegetables(true)).map((v) => v.id)).toContain(first.id);

    await openVendor('vegetableVendors', second);
    const images = await backend.images(second.user_id);
    if (images.length > 0) {
      await page.getByRole('button', { name: 'Set as Poster' }).first().click();
      await toast('Poster image uploaded successfully.').waitFor();
    } else {
      await uploadPoster();
    }
    await page.getByRole('button', { name: 'Verify Vendor' }).click();
    await confirmApproval(/\/admin\/vegetableVendors\/verified$/, 'Verify Vendor');
    expect((await backend.vegetables(true)).map((v) => v.id)).toContain(second.id);
  });

  it('shows stories (none, some) and deletes one', async () => {
    let withStories: Vendor | undefined;
    let without: Vendor | undefined;
    for (const vendor of [...(await backend.vegetables(true)), ...(await backend.vegetables(false))]) {
      if ((await backend.stories(vendor.user_id).catch(() => [])).length > 0) withStories ??= vendor;
      else without ??= vendor;
    }
    if (!withStories || !without) throw new Error('a vegetable vendor with stories and one without needed');
    await openVendor('vegetableVendors', without);
    await page.getByRole('button', { name: 'View Stories' }).click();
    const overlay = page.getByRole('dialog', { name: 'Stories' });
    await overlay.getByText('No story available.').waitFor({ timeout: 2_000 });
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'hidden' });

    const stories = await backend.stories(withStories.user_id);
    await openVendor('vegetableVendors', withStories);
    await page.getByRole('button', { name: 'View Stories' }).click();
    await overlay.getByRole('region', { name: /Story player/ }).waitFor();
    await overlay.getByRole('combobox', { name: 'Story to delete' }).click();
    await page.getByRole('option', { name: 'Story 1', exact: true }).click();
    await overlay.getByRole('button', { name: 'Delete story' }).click();
    // The story shown when Delete was pressed is the one asked about (the player may have moved on from Story 1).
    const confirm = page.getByRole('dialog', { name: /^Delete Story \d+\?$/ });
    const asked = Number(/Story (\d+)/.exec((await confirm.getByRole('heading').textContent()) ?? '')?.[1]);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await overlay.waitFor({ state: 'hidden' });
    expect((await backend.stories(withStories.user_id).catch(() => [])).map((s) => s.id)).not.toContain(stories[asked - 1]?.id);
  });

  it('deletes a vendor where SPEC 7 has a call, and offers no delete where it has none', async () => {
    const [vendor] = await backend.professionals(false);
    if (!vendor) throw new Error('an unverified professional needed');
    await openVendor('professionals', vendor);
    await page.getByRole('button', { name: 'Delete User' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are You Sure You Want to Delete the user ?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/admin\/professionals\/unverified$/);
    expect((await backend.professionals(false)).map((v) => v.id)).not.toContain(vendor.id);

    await page.goto(admin('/transports/unverified'));
    await page.getByRole('row').nth(1).click();
    await page.waitForURL(/\/admin\/transports\/\d+\/show$/);
    await page.getByRole('link', { name: 'Edit' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete User' }).count()).toBe(backend.extensions ? 1 : 0);
  });

  it('shows master data and call requests', async () => {
    await page.goto(admin('/master/category'));
    await page.getByRole('heading').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await errorToasts().count()).toBe(0);
    await page.goto(admin('/callRequests'));
    await page.getByRole('row').nth(1).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await errorToasts().count()).toBe(0);

    // On a phone the requests are stacked rows, each with its actions on screen.
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const stacked = page.getByRole('list', { name: 'Vendor Call Request' }).locator(':scope > li');
      await stacked.first().waitFor();
      await expectNoSidewaysOverflow(page, `call requests at 390 px against ${name}`);
      await expectWithinScreenWidth(page, stacked.getByRole('button', { name: /^(Add Notes|Edit notes)/ }), 'Add Notes');
      await expectWithinScreenWidth(page, stacked.getByRole('button', { name: /^Delete/ }), 'Delete');
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('logs out from any screen onto the login page; a logged-out visit shows the login page', async () => {
    for (const path of ['/vendors/authorized', '/callRequests']) {
      await page.goto(admin(path));
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('heading', { name: 'Hello Admin !' }).waitFor();
      await page.goto(admin('/'));
      await page.getByRole('heading', { name: 'Hello Admin !' }).waitFor();
      await logIn();
    }
  });

  it('shows the login form at a deep link while logged out before requesting the admin, then opens the link', async () => {
    // The SPEC's /dashboard redirects to the admin's root, where the dashboard is.
    for (const [path, landing] of [
      ['/dashboard', '/admin/'],
      ['/vegetableVendors/verified', '/admin/vegetableVendors/verified'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const fresh = await context.newPage();
        await fresh.addInitScript(LOGIN_FORM_PROBE);
        await fresh.goto(admin(path));
        await fresh.locator('input[name="password"]').waitFor();
        await fresh.waitForLoadState('networkidle');
        // The page's own clock: when the form first showed, and when each request for the admin's chunk started.
        const { formAt, adminRequests } = await fresh.evaluate(() => ({
          formAt: (window as unknown as { __loginFormAt: number }).__loginFormAt,
          adminRequests: performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/AdminRoot-[^/]*\.js$/.test(new URL(entry.name).pathname))
            .map((entry) => entry.startTime),
        }));
        expect(adminRequests.filter((startedAt) => startedAt <= formAt), `${path}: admin requested before the login form showed`).toEqual([]);
        await fresh.locator('input[name="email"]').fill(backend.credentials.email);
        await fresh.locator('input[name="password"]').fill(backend.credentials.password);
        await fresh.getByRole('button', { name: 'Login' }).click();
        // SPEC 8's "Login Successful" dialog over the screen asked for; the screen behind it is inert until it closes.
        await fresh.getByRole('dialog').filter({ hasText: 'Login Successful' }).getByRole('button', { name: 'OK' }).click();
        if (path === '/dashboard') await fresh.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
        else await fresh.getByRole('row').nth(1).or(fresh.getByText(/^No .* (available|found)$/)).first().waitFor();
        expect(new URL(fresh.url()).pathname, path).toBe(landing);
      } finally {
        await context.close();
      }
    }
  });

  it('makes no request outside SPEC 7 and its static media except the capability probe', () => {
    if (!backend.legacy) return;
    const outside = backend.legacy.log
      .filter((r) => !specCallOf(r.method, r.path) && !isStaticMedia(r.method, r.path))
      .map((r) => `${r.method} ${r.path}`);
    expect(new Set(outside)).toEqual(new Set(['GET /api/capabilities']));
  });
});
