/**
 * A full disk: the write of an upload fails part-way with ENOSPC (or EDQUOT) through the media store's write
 * function, as a real full disk does. The partial temp file is removed, the answer is 507 in words an admin
 * understands, login and reads keep working, and temp files a crash left behind are swept at the next start.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withAdminSession } from '../helpers/adminSession.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart, samples, startServer, TEST_ADMIN, type TestServer } from '../helpers/server.ts';
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';
import { SWEEP_GRACE_MS, type WriteFile } from '../../server/media/storage.ts';
import { engineOf } from '../../server/db/engines/index.ts';
import { listFiles, snapshotAll } from './snapshot.ts';
import { STORE_PASSWORD, VEGETABLE_STORE_APPLICATION } from '../server/portalFixtures.ts';
import { createVendor, FIXTURE_PASSWORD } from '../server/vendorFixtures.ts';
import { VALIDATION_TEXTS } from '../../src/domain/validationTexts.ts';

/** Writes the first bytes, then fails like a disk with no space (or no quota) left. */
const fullDisk =
  (code: 'ENOSPC' | 'EDQUOT'): WriteFile =>
  (file, bytes) => {
    fs.writeFileSync(file, bytes.subarray(0, 8), { flag: 'wx' });
    throw Object.assign(new Error(`${code}: no space left on device, write`), { code, errno: -28, syscall: 'write' });
  };

describe('uploads on a full disk', () => {
  let server: TestServer;
  let cookie = '';
  withAdminSession((started, session) => {
    server = started;
    cookie = session;
  });

  it.each(['ENOSPC', 'EDQUOT'] as const)('%s: answers 507 with a plain message and leaves no file behind', async (code) => {
    const before = await snapshotAll(server.app.db, server.media.root);
    server.media.writeFile = fullDisk(code);
    try {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/vegetable/add/category',
        headers: { cookie },
        payload: multipart({ vegcategory: 'Carrots' }, { categoryimg: { bytes: samples.png } }),
      });
      expect(res.statusCode).toBe(507);
      expect(res.json().message).toBe("The server's disk is full; the upload was not saved");
      expect(await snapshotAll(server.app.db, server.media.root)).toEqual(before);

      // Login (which writes only a session row to SQLite) and reads keep working.
      const login = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
      expect(login.statusCode).toBe(200);
      const list = await server.app.inject({ method: 'GET', url: '/api/admin/user/count', headers: { cookie } });
      expect(list.statusCode).toBe(200);
    } finally {
      server.media.writeFile = (file, bytes) => fs.writeFileSync(file, bytes, { flag: 'wx' });
    }
    // Once space is back, the same upload works.
    const retry = await server.app.inject({
      method: 'POST',
      url: '/api/vegetable/add/category',
      headers: { cookie },
      payload: multipart({ vegcategory: `Carrots ${code}` }, { categoryimg: { bytes: samples.png } }),
    });
    expect(retry.statusCode).toBe(200);
  });

  it('answers 507 when SQLite itself finds no room (SQLITE_FULL)', async ({ skip }) => {
    const { db } = server.app;
    if (engineOf(db).name !== 'sqlite') skip('a limit on the SQLite file itself');
    const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(db);
    await sql`PRAGMA max_page_count = ${sql.lit(rows[0]?.page_count ?? 0)}`.execute(db);
    try {
      let status = 0;
      let message = '';
      // Fill the free space inside the file until SQLite needs a new page.
      for (let i = 0; i < 200 && status !== 507; i++) {
        const res = await server.app.inject({ method: 'POST', url: '/transport/add/category', headers: { cookie }, payload: { vehicleCategory: `Lorry ${i} ${'x'.repeat(90)}` } });
        status = res.statusCode;
        message = res.json().message;
        expect([200, 507]).toContain(status);
      }
      expect(status).toBe(507);
      expect(message).toBe("The server's disk is full; the change was not saved");
    } finally {
      await sql`PRAGMA max_page_count = 1073741823`.execute(db);
    }
  });
});

describe('uploads to a media folder the server may not write', () => {
  let server: TestServer;
  let cookie = '';
  withAdminSession((started, session) => {
    server = started;
    cookie = session;
  });

  /** Fails like a folder mounted read-only (EROFS) or one whose permissions changed under the server (EACCES). */
  const notWritable =
    (code: 'EROFS' | 'EACCES'): WriteFile =>
    (file) => {
      throw Object.assign(new Error(`${code}: cannot write, open '${file}'`), { code, syscall: 'open' });
    };

  it.each(['EROFS', 'EACCES'] as const)('%s: answers 503 with a sentence in the caller’s language and leaves nothing behind', async (code) => {
    const vendor = await createVendor(server, 'vegetable', { verification: 1 });
    const login = await server.app.inject({ method: 'POST', url: '/api/vendor/login', payload: { category: 'vegetable', phoneNumber: vendor.phoneNumber, password: FIXTURE_PASSWORD } });
    const authorization = `Bearer ${login.json().token as string}`;
    // The stories route's request count (rate_limits) is no part of the upload.
    const snapshot = async () => ({ ...(await snapshotAll(server.app.db, server.media.root)), rate_limits: null });
    const before = await snapshot();
    server.media.writeFile = notWritable(code);
    try {
      const admin = await server.app.inject({
        method: 'POST',
        url: '/api/vegetable/add/category',
        headers: { cookie },
        payload: multipart({ vegcategory: `Beans ${code}` }, { categoryimg: { bytes: samples.png } }),
      });
      expect(admin.statusCode).toBe(503);
      expect(admin.json().message).toBe('The server cannot store files right now; the upload was not saved');
      const story = (language: string) =>
        server.app.inject({ method: 'POST', url: '/api/vendor/stories', headers: { authorization, 'accept-language': language }, payload: multipart({}, { file: { bytes: samples.png } }) });
      const english = await story('en');
      expect(english.statusCode).toBe(503);
      expect(english.json().message).toBe('The server cannot store files right now; the upload was not saved');
      const tamil = await story('ta');
      expect(tamil.statusCode).toBe(503);
      expect(tamil.json().message).toBe(VALIDATION_TEXTS.ta['upload.notWritable']);
      expect(tamil.json().message).toMatch(/[\u0B80-\u0BFF]/);
      expect(await snapshot()).toEqual(before);
    } finally {
      server.media.writeFile = (file, bytes) => fs.writeFileSync(file, bytes, { flag: 'wx' });
    }
  });
});

describe('the dashboard work plan when the visit cannot be written', () => {
  let server: TestServer;
  let cookie = '';
  withAdminSession((started, session) => {
    server = started;
    cookie = session;
  });

  /** Makes every write of a visit fail, as a full disk does on PostgreSQL (disk_full) and SQLite. */
  async function failVisitWrites(): Promise<() => Promise<void>> {
    const { db } = server.app;
    if (engineOf(db).name === 'sqlite') {
      for (const event of ['INSERT', 'UPDATE']) {
        await sql.raw(`CREATE TRIGGER visit_full_${event} BEFORE ${event} ON admin_dashboard_visits BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`).execute(db);
      }
      return async () => {
        for (const event of ['INSERT', 'UPDATE']) await sql.raw(`DROP TRIGGER visit_full_${event}`).execute(db);
      };
    }
    await sql
      .raw(`CREATE FUNCTION visit_full() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'could not extend file' USING ERRCODE = 'disk_full'; END $$`)
      .execute(db);
    await sql.raw('CREATE TRIGGER visit_full BEFORE INSERT OR UPDATE ON admin_dashboard_visits FOR EACH ROW EXECUTE FUNCTION visit_full()').execute(db);
    return async () => {
      await sql.raw('DROP TRIGGER visit_full ON admin_dashboard_visits').execute(db);
      await sql.raw('DROP FUNCTION visit_full()').execute(db);
    };
  }

  it('still answers the work plan (the visit is best-effort), and records visits again once writes work', async () => {
    const workPlan = () => server.app.inject({ method: 'GET', url: '/api/admin/dashboard/workplan', headers: { cookie } });
    const restore = await failVisitWrites();
    try {
      const res = await workPlan();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().sinceLastVisit).toMatchObject({ since: null, applications: 0 });
    } finally {
      await restore();
    }
    expect((await workPlan()).statusCode).toBe(200);
    const visits = await server.app.db.selectFrom('admin_dashboard_visits').select('admin_id').execute();
    expect(visits).toHaveLength(1);
  });
});

describe('temp files left by a crash', () => {
  it('are swept when the server starts once older than the grace; a fresh one and real media stay', async () => {
    const first = await startServer();
    const dataDir = first.dataDir;
    const folder = path.join(first.media.root, MEDIA_FOLDERS.vegetableImages);
    const kept = first.media.save(MEDIA_FOLDERS.vegetableImages, samples.png, 'image');
    await first.close({ keepData: true });
    fs.writeFileSync(path.join(folder, '.0b8e-partial.png.tmp'), Buffer.alloc(1024));
    fs.writeFileSync(path.join(first.media.root, MEDIA_FOLDERS.vegetableCategoryImages, '.x.jpg.tmp'), Buffer.alloc(10));
    // Written by the crash long enough ago: a fresh temp file could be another instance's upload in flight.
    const past = new Date(Date.now() - SWEEP_GRACE_MS - 60_000);
    for (const file of [path.join(folder, '.0b8e-partial.png.tmp'), path.join(first.media.root, MEDIA_FOLDERS.vegetableCategoryImages, '.x.jpg.tmp')]) {
      fs.utimesSync(file, past, past);
    }
    // And one just written, as another instance's upload would be: it stays.
    fs.writeFileSync(path.join(folder, '.0c9f-writing.png.tmp'), Buffer.alloc(1024));

    const second = await startServer({ dataDir });
    try {
      const files = listFiles(second.media.root);
      expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([path.join(MEDIA_FOLDERS.vegetableImages, '.0c9f-writing.png.tmp')]);
      expect(files).toContain(path.join(MEDIA_FOLDERS.vegetableImages, kept));
    } finally {
      await second.close();
    }
  });
});

/**
 * A real disk at exactly 0 bytes free: the server runs in its own mount namespace on a 24 MB tmpfs (needs root, or
 * CAP_SYS_ADMIN; skipped elsewhere), the test fills that file system through /proc/<pid>/root, then logs in.
 */
const canMountTmpfs = (() => {
  if (process.platform !== 'linux') return false;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mount-probe-'));
  try {
    return spawnSync('unshare', ['-m', 'sh', '-c', 'mount -t tmpfs -o size=1m tmpfs "$0"', dir], { stdio: 'ignore', timeout: 10_000 }).status === 0;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
})();

describe.skipIf(!canMountTmpfs)('logins on a disk with 0 bytes free (a real tmpfs)', { timeout: 120_000 }, () => {
  const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'full-disk-'));
  let child: ChildProcess | undefined;
  let url = '';
  afterAll(() => {
    child?.kill('SIGKILL');
    fs.rmSync(mountPoint, { recursive: true, force: true });
  });

  const VENDOR_LOGIN = { category: 'vegetable', phoneNumber: VEGETABLE_STORE_APPLICATION.phoneNumber, password: STORE_PASSWORD };
  /** The vegetable category a store applies under. */
  function leafyGreens() {
    const form = new FormData();
    form.set('vegcategory', 'Leafy Greens');
    form.set('categoryimg', new Blob([samples.png]), 'greens.png');
    return form;
  }

  /** Writes until the file system refuses even one more byte. */
  function fill(root: string) {
    for (const [i, chunk] of [1024 * 1024, 4096, 1].entries()) {
      const fd = fs.openSync(path.join(root, `filler-${i}`), 'w');
      try {
        for (;;) fs.writeSync(fd, Buffer.alloc(chunk));
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
      } finally {
        fs.closeSync(fd);
      }
    }
  }

  it('keeps logging admins and vendors in and out (the reserve in DATA_DIR is freed for them, then taken back), while an upload still answers 507', async () => {
    const script = 'mount -t tmpfs -o size=24m tmpfs "$0" && exec "$@"';
    child = spawn('unshare', ['-m', 'sh', '-c', script, mountPoint, process.execPath, '--import', 'tsx', 'server/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', BUILD_SITES: 'false', SEED: 'none', ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password, HOST: '127.0.0.1', PORT: '0', LOG: 'false', DATA_DIR: path.join(mountPoint, 'data') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const running = child;
    url = await new Promise<string>((resolve, reject) => {
      let out = '';
      running.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /running at (http:\/\/\S+?)\/ /.exec(out);
        if (found?.[1]) resolve(found[1]);
      });
      running.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
    });
    // A vendor who can log in, made while there is room.
    const admin = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) });
    const adminCookie = String(admin.headers.get('set-cookie')).split(';')[0] ?? '';
    const category = await fetch(`${url}/api/vegetable/add/category`, { method: 'POST', headers: { cookie: adminCookie }, body: leafyGreens() });
    expect(category.status).toBe(200);
    const applied = await fetch(`${url}/api/vendor/apply`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(VEGETABLE_STORE_APPLICATION) });
    expect(applied.status).toBe(202);

    // The server's view of the tmpfs (its own mount namespace).
    const seen = `/proc/${running.pid}/root${mountPoint}`;
    fill(seen);
    expect(fs.statfsSync(seen).bavail).toBe(0);

    const login = () => fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) });
    for (let i = 0; i < 10; i++) {
      const res = await login();
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const cookie = String((await login()).headers.get('set-cookie')).split(';')[0] ?? '';
    // The reserve is for logins: fill the space it freed, and an upload answers 507 as before.
    fill(seen);
    const form = new FormData();
    form.set('vegcategory', 'Full disk');
    form.set('categoryimg', new Blob([samples.png]), 'x.png');
    const upload = await fetch(`${url}/api/vegetable/add/category`, { method: 'POST', headers: { cookie }, body: form });
    expect(upload.status).toBe(507);

    // The space the logins did not use was taken back for them: whatever else filled the disk, admins and
    // vendors still log in and out, and the dashboard's work plan (which records the visit) still reads.
    const json = (method: string, to: string, body: object, headers: Record<string, string> = {}) =>
      fetch(`${url}${to}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    for (let i = 0; i < 5; i++) {
      fill(seen);
      const res = await login();
      expect(res.status, await res.clone().text()).toBe(200);
      const session = String(res.headers.get('set-cookie')).split(';')[0] ?? '';
      const plan = await fetch(`${url}/api/admin/dashboard/workplan`, { headers: { cookie: session } });
      expect(plan.status, await plan.clone().text()).toBe(200);
      fill(seen);
      expect((await json('POST', '/api/admin/logout', {}, { cookie: session })).status).toBe(200);
      fill(seen);
      const vendor = await json('POST', '/api/vendor/login', VENDOR_LOGIN);
      expect(vendor.status, await vendor.clone().text()).toBe(200);
      const { token } = (await vendor.json()) as { token: string };
      // A rate-limited read (its count is a write) answers too.
      expect((await fetch(`${url}/api/vendor/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      fill(seen);
      expect((await json('POST', '/api/vendor/logout', {}, { authorization: `Bearer ${token}` })).status).toBe(200);
    }
  });
});
