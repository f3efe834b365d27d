/**
 * SQLite's online backup (server/ops/backup.ts, `npm run db:backup`) taken while the server writes, restored as
 * docs/operations.md says (the copy as DATA_DIR/marketplace.db with the media folder, a server started on it):
 * the restored server is ready (/readyz 200) and holds every write acknowledged before the backup began, and
 * nothing that was never written. PostgreSQL is backed up with its own tools (docs/operations.md), so this runs on
 * SQLite only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupSqlite } from '../../server/ops/backup.ts';
import { migrationFiles } from '../../server/db/open.ts';
import { makeDataDir, startServer, testEngine, type TestServer } from '../helpers/server.ts';

describe.runIf(testEngine === 'sqlite')('SQLite online backup and restore', () => {
  let server: TestServer;
  let restored: TestServer | undefined;
  const backupDir = makeDataDir();

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await restored?.close();
    await server.close();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it('a backup taken during writes restores to a ready server holding every write acknowledged before it', { timeout: 60_000 }, async () => {
    const { db } = server.app;
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        const name = `Backup ${n}`;
        await db.insertInto('vegetable_categories').values({ vegcategory: name, image_name: null }).execute();
        acknowledged.push(name);
        // Lets the backup (in this process too) take its turn between writes, as a separate process would.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const waitForWrites = async (count: number) => {
      while (acknowledged.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    await waitForWrites(20);
    const before = [...acknowledged];
    const file = path.join(backupDir, 'marketplace.db');
    const result = await backupSqlite(path.join(server.dataDir, 'marketplace.db'), file);
    const during = acknowledged.length;
    await waitForWrites(during + 20);
    writing = false;
    await writer;
    expect(result.migrations).toBe(migrationFiles('sqlite').length);

    // The restore: the copy as marketplace.db, the media folder beside it, a server started on them.
    fs.cpSync(server.config.mediaDir, path.join(backupDir, 'media'), { recursive: true });
    restored = await startServer({ dataDir: backupDir });
    expect((await restored.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok', failing: [] });
    const names = new Set(
      (await restored.app.db.selectFrom('vegetable_categories').select('vegcategory').where('vegcategory', 'like', 'Backup %').execute()).map((row) => row.vegcategory),
    );
    expect(before.filter((name) => !names.has(name))).toEqual([]);
    expect([...names].filter((name) => !acknowledged.includes(name))).toEqual([]);
    // Taken in one snapshot: the writes after it finished are not in it.
    expect(names.size).toBeLessThanOrEqual(during);
    const cookie = await restored.login();
    const listed = await restored.app.inject({ method: 'GET', url: '/api/vegetable/categories', headers: { cookie } });
    expect(listed.statusCode).toBe(200);
  });
});
