/**
 * A full disk: the write of an upload fails part-way with ENOSPC (or EDQUOT) through the media store's write
 * function, as a real full disk does. The partial temp file is removed, the answer is 507 in words an admin
 * understands, login and reads keep working, and temp files a crash left behind are swept at the next start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { withAdminSession } from '../helpers/adminSession.ts';
import { describe, expect, it } from 'vitest';
import { multipart, samples, startServer, TEST_ADMIN, type TestServer } from '../helpers/server.ts';
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';
import type { WriteFile } from '../../server/media/storage.ts';
import { listFiles, snapshotAll } from './snapshot.ts';

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
    const before = snapshotAll(server.app.db, server.app.media.root);
    server.app.media.writeFile = fullDisk(code);
    try {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/vegetable/add/category',
        headers: { cookie },
        payload: multipart({ vegcategory: 'Carrots' }, { categoryimg: { bytes: samples.png } }),
      });
      expect(res.statusCode).toBe(507);
      expect(res.json().message).toBe("The server's disk is full; the upload was not saved");
      expect(snapshotAll(server.app.db, server.app.media.root)).toEqual(before);

      // Login (which writes only a session row to SQLite) and reads keep working.
      const login = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
      expect(login.statusCode).toBe(200);
      const list = await server.app.inject({ method: 'GET', url: '/api/admin/user/count', headers: { cookie } });
      expect(list.statusCode).toBe(200);
    } finally {
      server.app.media.writeFile = (file, bytes) => fs.writeFileSync(file, bytes, { flag: 'wx' });
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

  it('answers 507 when SQLite itself finds no room (SQLITE_FULL)', async () => {
    const db = server.app.db;
    const pages = db.pragma('page_count', { simple: true }) as number;
    db.pragma(`max_page_count = ${pages}`);
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
      db.pragma('max_page_count = 1073741823');
    }
  });
});

describe('temp files left by a crash', () => {
  it('are swept when the server starts, and real media stays', async () => {
    const first = await startServer();
    const dataDir = first.dataDir;
    const folder = path.join(first.app.media.root, MEDIA_FOLDERS.vegetableStoreImages);
    const kept = first.app.media.save(MEDIA_FOLDERS.vegetableStoreImages, samples.png, 'image');
    await first.close({ keepData: true });
    fs.writeFileSync(path.join(folder, '.0b8e-partial.png.tmp'), Buffer.alloc(1024));
    fs.writeFileSync(path.join(first.app.media.root, MEDIA_FOLDERS.vegetableCategoryImages, '.x.jpg.tmp'), Buffer.alloc(10));

    const second = await startServer({ dataDir });
    try {
      const files = listFiles(second.app.media.root);
      expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
      expect(files).toContain(path.join(MEDIA_FOLDERS.vegetableStoreImages, kept));
    } finally {
      await second.close();
    }
  });
});
