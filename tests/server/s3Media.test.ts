/**
 * Media on S3-compatible object storage (MEDIA_STORE=s3) against a real S3 server (s3rver, tests/helpers/s3.ts) and
 * real app servers: uploads land as complete objects and are served at the folder store's URLs with its cache
 * headers; private documents only through their authorised routes; removals through changeThenRemove; a removal
 * that fails leaves the object listed and the sweep removes it (no orphan); an upload the bucket refuses leaves
 * nothing behind once swept; two instances on one database share the bucket; startup refuses missing settings and an
 * unusable bucket with one line saying why, never showing the secret; `npm run media:copy` copies a folder store and
 * verifies it, and a re-run changes nothing.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { MediaStore } from '../../server/media/storage.ts';
import { S3MediaStore } from '../../server/media/s3Store.ts';
import { SWEEP_GRACE_MS } from '../../server/media/store.ts';
import { PUBLIC_MEDIA_CACHE } from '../../server/media/routes.ts';
import { copyFolderToBucket } from '../../server/media/copy.ts';
import { MediaJournal } from '../../server/repositories/mediaJournal.ts';
import { addVendorImage } from '../../server/repositories/vendorsCreate.ts';
import { VENDOR_KIND_CONFIGS } from '../../server/routes/vendors/kinds.ts';
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';
import { startS3, type TestS3 } from '../helpers/s3.ts';
import { makeDataDir, multipart, samples, startServer, type TestServer } from '../helpers/server.ts';
import { FIXTURE_PASSWORD, createVendor } from './vendorFixtures.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const FSSAI_OK = { requirement: 'fssai', number: '12421999000123', licence_type: 'Registration', expires_on: '2099-03-31' };
const images = VENDOR_KIND_CONFIGS.vegetable.media.images;

let s3: TestS3;
let server: TestServer;
let cookie = '';

beforeAll(async () => {
  s3 = await startS3();
  server = await startServer({ env: s3.env });
  cookie = await server.login();
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

const store = () => server.app.media as S3MediaStore;
function settings() {
  if (!server.config.s3) throw new Error('not an S3 server');
  return server.config.s3;
}
const listed = () => server.app.db.selectFrom('media_pending_removal').select(['folder', 'name']).orderBy('name').execute();
const ageListed = () =>
  server.app.db.updateTable('media_pending_removal').set({ listed_at: new Date(Date.now() - SWEEP_GRACE_MS - 60_000).toISOString() }).execute();

async function uploadPoster(target: TestServer, userId: number, auth = cookie): Promise<string> {
  const res = await target.app.inject({
    method: 'PUT',
    url: '/vegetable/poster/upload',
    headers: { cookie: auth },
    payload: multipart({ user_id: String(userId) }, { poster: { bytes: samples.png } }) as unknown as object,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().poster as string;
}

describe('uploads and public serving', () => {
  it('stores an upload as one object and serves it at the same URL with the same cache headers', async () => {
    expect(server.app.media.kind).toBe('s3');
    const { userId } = await createVendor(server, 'vegetable');
    const poster = await uploadPoster(server, userId);
    expect(await s3.keys()).toContain(`${images}/${poster}`);
    expect(await s3.bytes(`${images}/${poster}`)).toEqual(samples.png);
    expect(await listed()).toEqual([]);

    const res = await fetch(`${server.url}/${images}/${poster}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(samples.png);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_MEDIA_CACHE);
    expect(res.headers.get('content-type')).toBe('image/png');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers.get('last-modified')).toBeTruthy();

    const again = await fetch(`${server.url}/${images}/${poster}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const part = await fetch(`${server.url}/${images}/${poster}`, { headers: { range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${samples.png.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(samples.png.subarray(0, 8));
  });

  it('answers 404 for a name not stored, a hidden name, or one leaving the folder', async () => {
    for (const url of [`/${images}/00000000-0000-0000-0000-000000000000.png`, `/${images}/.secret.png.tmp`, `/${images}/..%2Fprivate-documents%2Fx.pdf`]) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('refuses a file that is not an accepted type before anything is stored', async () => {
    const { userId } = await createVendor(server, 'vegetable');
    const before = await s3.keys();
    const res = await server.app.inject({
      method: 'PUT',
      url: '/vegetable/poster/upload',
      headers: { cookie },
      payload: multipart({ user_id: String(userId) }, { poster: { bytes: samples.notAnImage } }) as unknown as object,
    });
    expect(res.statusCode).toBe(400);
    expect(await s3.keys()).toEqual(before);
    expect(await listed()).toEqual([]);
  });
});

describe('private documents', () => {
  it('go only through the authorised routes: the owner and reviewers get the bytes, the public a 404', async () => {
    const { phoneNumber } = await createVendor(server, 'vegetable', { documents: false });
    const login = await server.app.inject({ method: 'POST', url: '/api/vendor/login', payload: { category: 'vegetable', phoneNumber, password: FIXTURE_PASSWORD } });
    const token = login.json().token as string;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/vendor/documents',
      headers: { authorization: `Bearer ${token}` },
      payload: multipart(FSSAI_OK, { file: { bytes: PDF, filename: 'doc.pdf', type: 'application/pdf' } }) as unknown as object,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as number;
    const { file } = await server.app.db.selectFrom('vendor_documents').select('file').where('id', '=', id).executeTakeFirstOrThrow();
    expect(await s3.bytes(`private-documents/${file}`)).toEqual(PDF);

    const own = await server.app.inject({ method: 'GET', url: `/api/vendor/documents/${id}/file`, headers: { authorization: `Bearer ${token}` } });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const reviewer = await server.app.inject({ method: 'GET', url: `/api/admin/documents/${id}/file`, headers: { cookie } });
    expect(reviewer.statusCode).toBe(200);
    expect(reviewer.rawPayload.equals(PDF)).toBe(true);
    expect((await server.app.inject({ method: 'GET', url: `/api/admin/documents/${id}/file` })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: `/private-documents/${file}` })).statusCode).toBe(404);
  });
});

describe('removals and the journal', () => {
  beforeEach(async () => {
    await server.app.db.deleteFrom('media_pending_removal').execute();
  });

  it('a replaced poster and a deleted image are removed from the bucket once their change commits', async () => {
    const { userId } = await createVendor(server, 'vegetable');
    const first = await uploadPoster(server, userId);
    const second = await uploadPoster(server, userId);
    const keys = await s3.keys();
    expect(keys).toContain(`${images}/${second}`);
    expect(keys).not.toContain(`${images}/${first}`);

    const image = await store().saveThen(images, samples.png, 'image', async (name, trx) => (await addVendorImage(trx, userId, name), name));
    expect(await s3.keys()).toContain(`${images}/${image}`);
    const res = await server.app.inject({ method: 'DELETE', url: `/vegetable/storeimage/${userId}/${image}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await s3.keys()).not.toContain(`${images}/${image}`);
    expect(await listed()).toEqual([]);
  });

  it('a removal that fails after the commit leaves the object listed (200 all the same); the sweep removes it', async () => {
    const { userId } = await createVendor(server, 'vegetable');
    const image = await store().saveThen(images, samples.png, 'image', async (name, trx) => (await addVendorImage(trx, userId, name), name));
    const deleteObject = store().deleteObject;
    store().deleteObject = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    try {
      const res = await server.app.inject({ method: 'DELETE', url: `/vegetable/storeimage/${userId}/${image}`, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      store().deleteObject = deleteObject;
    }
    expect(await s3.keys()).toContain(`${images}/${image}`);
    expect(await listed()).toEqual([{ folder: images, name: image }]);
    // A fresh row may be another instance's change still committing: the sweep leaves it.
    await store().sweep();
    expect(await s3.keys()).toContain(`${images}/${image}`);
    await ageListed();
    await store().sweep();
    expect(await s3.keys()).not.toContain(`${images}/${image}`);
    expect(await listed()).toEqual([]);
  });

  it('an upload whose recording fails leaves no object and nothing listed', async () => {
    const before = await s3.keys();
    await expect(
      store().saveThen(images, samples.png, 'image', () => {
        throw new Error('database said no');
      }),
    ).rejects.toThrow('database said no');
    expect(await s3.keys()).toEqual(before);
    expect(await listed()).toEqual([]);
  });

  it('an upload the bucket refuses answers 503 and leaves only a listed name, which the sweep clears', async () => {
    const wrong = { ...settings(), bucket: 'no-such-bucket' };
    Object.defineProperty(wrong, 'secretAccessKey', { value: settings().secretAccessKey });
    const broken = new S3MediaStore(wrong, new MediaJournal(server.app.db));
    try {
      await expect(broken.saveThen(images, samples.png, 'image', (name) => name)).rejects.toMatchObject({ statusCode: 503 });
      const [row] = await listed();
      expect(row?.folder).toBe(images);
      await ageListed();
      await store().sweep();
      expect(await listed()).toEqual([]);
    } finally {
      await broken.close();
    }
  });

  it('sweeps of several instances at once each succeed and remove each leftover once', async () => {
    const journal = new MediaJournal(server.app.db);
    const leftovers: string[] = [];
    for (let i = 0; i < 4; i++) {
      const name = `${crypto.randomUUID()}.png`;
      await store().put(images, name, samples.png);
      await journal.list(images, name);
      leftovers.push(name);
    }
    await ageListed();
    const reported: string[] = [];
    const others = Array.from({ length: 3 }, () => new S3MediaStore(settings(), journal, ({ name }) => reported.push(name)));
    await Promise.all(others.map((other) => other.sweep()));
    await Promise.all(others.map((other) => other.close()));
    expect(reported).toEqual([]);
    const keys = await s3.keys();
    for (const name of leftovers) expect(keys).not.toContain(`${images}/${name}`);
    expect(await listed()).toEqual([]);
  });
});

describe('two instances on one database', () => {
  it('share the bucket: an upload on one is served by the other, a removal on the other is gone for both', async () => {
    const other = await startServer({ dataDir: server.dataDir, env: s3.env });
    try {
      const { userId } = await createVendor(server, 'vegetable');
      const poster = await uploadPoster(server, userId);
      const onOther = await fetch(`${other.url}/${images}/${poster}`);
      expect(onOther.status).toBe(200);
      expect(Buffer.from(await onOther.arrayBuffer())).toEqual(samples.png);
      const replacement = await uploadPoster(other, userId, await other.login());
      expect((await fetch(`${server.url}/${images}/${poster}`)).status).toBe(404);
      expect((await fetch(`${server.url}/${images}/${replacement}`)).status).toBe(200);
    } finally {
      await other.app.close();
    }
  });
});

describe('demo seed', () => {
  it('puts the demo media into the bucket, served like uploads', async () => {
    const seeded = await startServer({ seed: 'demo', seedVendors: 1, env: s3.env });
    try {
      const images = await seeded.app.db
        .selectFrom('vendor_images')
        .innerJoin('vendor_users', 'vendor_users.id', 'vendor_images.user_id')
        .select(['vendor_images.file_name', 'vendor_users.kind'])
        .execute();
      expect(images.length).toBeGreaterThan(0);
      for (const { file_name, kind } of images.slice(0, 3)) {
        const folder = VENDOR_KIND_CONFIGS[kind as keyof typeof VENDOR_KIND_CONFIGS].media.images;
        expect((await fetch(`${seeded.url}/${folder}/${file_name}`)).status, `${folder}/${file_name}`).toBe(200);
      }
    } finally {
      await seeded.close();
    }
  });
});

describe('settings and startup', () => {
  it('names each missing S3 setting, and never shows the secret', () => {
    expect(() => loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'media' })).toThrow(ConfigError);
    try {
      loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'media' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'S3_REGION must be set when MEDIA_STORE=s3',
        'S3_ACCESS_KEY_ID must be set when MEDIA_STORE=s3',
        'S3_SECRET_ACCESS_KEY must be set when MEDIA_STORE=s3',
      ]);
    }
    expect(() => loadConfig({ MEDIA_STORE: 'bucket' })).toThrow(/MEDIA_STORE must be one of "folder", "s3"/);
    const config = loadConfig({ ...s3.env, S3_SECRET_ACCESS_KEY: 'very-secret-key' });
    expect(config.s3?.secretAccessKey).toBe('very-secret-key');
    expect(JSON.stringify(config)).not.toContain('very-secret-key');
    expect(config.s3?.endpoint).toBe(s3.endpoint);
  });

  it('refuses to start on a bucket that does not exist, saying which and what to do', async () => {
    const dataDir = makeDataDir();
    try {
      await expect(startServer({ dataDir, env: { ...s3.env, S3_BUCKET: 'missing-bucket' } })).rejects.toThrow(
        /The media bucket s3:\/\/missing-bucket at http:\/\/127\.0\.0\.1:\d+ does not exist .*create it, or correct S3_BUCKET/,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm run media:copy', () => {
  const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

  it('copies a folder store into the bucket verifying each object; a re-run copies nothing; a damaged object is put again', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'media-copy-'));
    try {
      const folder = new MediaStore(root);
      const names = [folder.save(MEDIA_FOLDERS.vegetableImages, samples.png, 'image'), folder.save(MEDIA_FOLDERS.vegetableImages, samples.jpg, 'image')];
      const story = folder.save(MEDIA_FOLDERS.vegetableStories, samples.gif, 'story');
      fs.writeFileSync(path.join(root, MEDIA_FOLDERS.vegetableImages, '.half-written.png.tmp'), Buffer.alloc(3));
      const keys = [...names.map((name) => `${MEDIA_FOLDERS.vegetableImages}/${name}`), `${MEDIA_FOLDERS.vegetableStories}/${story}`];

      const first = await copyFolderToBucket(root, s3.client, s3.bucket);
      expect(first).toMatchObject({ files: 3, copied: 3, present: 0, replaced: 0, failed: [] });
      expect(first.skipped).toEqual([`${MEDIA_FOLDERS.vegetableImages}/.half-written.png.tmp`]);
      for (const key of keys) expect(md5((await s3.bytes(key)) ?? Buffer.alloc(0))).toBe(md5(fs.readFileSync(path.join(root, key))));

      await s3.put(keys[0] ?? '', Buffer.from('damaged'));
      const env = { ...process.env, ...s3.env, MEDIA_DIR: root, SEED: 'none' };
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/media/copyToS3.ts'], { env, cwd: process.cwd() });
      expect(stdout).toContain('3 files');
      expect(stdout).toContain('0 copied, 1 replaced (differed), 2 already there; every one verified (size and MD5)');
      expect(stdout).not.toContain(s3.env.S3_SECRET_ACCESS_KEY);
      expect(await s3.bytes(keys[0] ?? '')).toEqual(samples.png);

      const again = await copyFolderToBucket(root, s3.client, s3.bucket);
      expect(again).toMatchObject({ files: 3, copied: 0, present: 3, replaced: 0, failed: [] });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
