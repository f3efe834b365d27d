/** The demo seed: deterministic, the promised shape per kind, and every referenced media file really exists. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITIES, HOTEL_BUSINESS_TYPES, VENDOR_KINDS } from '../../src/domain/constants.ts';
import { MEDIA_FOLDERS, VENDOR_MEDIA } from '../../src/domain/media.ts';
import { verifyPassword } from '../../server/auth/passwords.ts';
import { openSqliteDatabase, type SqliteHandle } from '../../server/db/open.ts';
import { ensureVendorKindStorage } from '../../server/db/vendorKindStorage.ts';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds/index.ts';
import { DEMO_VENDOR_PASSWORD, seedDemo } from '../../server/db/seed/demo.ts';
import { MediaStore } from '../../server/media/storage.ts';
import { IMAGE_TYPES, sniff } from '../../server/media/sniff.ts';
import { makeDataDir, startServer } from '../helpers/server.ts';

const PER_KIND = 8;

interface Seeded {
  dir: string;
  sqlite: SqliteHandle;
}

async function seedInto(): Promise<Seeded> {
  const dir = makeDataDir();
  const { db: kysely, sqlite: db } = await openSqliteDatabase(dir);
  await ensureVendorKindStorage(kysely, VENDOR_KIND_DECLARATIONS);
  await seedDemo(db, new MediaStore(path.join(dir, 'media')), { vendorsPerKind: PER_KIND });
  return { dir, sqlite: db };
}

const TABLES = [
  'vendor_users',
  'vegetable_stores',
  'professional_profiles',
  'transport_profiles',
  'hotel_profiles',
  'vendor_images',
  'vendor_stories',
  'vegetable_categories',
  'vegetable_subcategories',
  'professional_categories',
  'professional_subcategories',
  'transport_categories',
  'call_requests',
  'customers',
];

/** Every row of every seeded table; the password hash is salted, so it is compared by password instead. */
function dump(db: SqliteHandle) {
  return Object.fromEntries(
    TABLES.map((table) => [
      table,
      (db.prepare(`SELECT * FROM ${table} ORDER BY id`).all() as Array<Record<string, unknown>>).map(({ password_hash: _hash, ...row }) => row),
    ]),
  );
}

function filesWithBytes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[path.relative(dir, full)] = fs.readFileSync(full).toString('base64');
    }
  };
  walk(path.join(dir, 'media'));
  return out;
}

describe('demo seed', () => {
  let a: Seeded;
  let b: Seeded;
  beforeAll(async () => {
    a = await seedInto();
    b = await seedInto();
  });
  afterAll(() => {
    for (const s of [a, b]) {
      s.sqlite.close();
      fs.rmSync(s.dir, { recursive: true, force: true });
    }
  });

  const media = (folder: string, name: string) => path.join(a.dir, 'media', folder, name);

  it('is deterministic: the same rows and the same files on every run', () => {
    expect(dump(a.sqlite)).toEqual(dump(b.sqlite));
    expect(filesWithBytes(a.dir)).toEqual(filesWithBytes(b.dir));
  });

  it('seeds vendorsPerKind vendors of each kind, half of them unverified, over the four cities', () => {
    for (const kind of VENDOR_KINDS) {
      const rows = a.sqlite.prepare('SELECT verification, city, phoneNumber, poster FROM vendor_users WHERE kind = ?').all(kind) as Array<{
        verification: number;
        city: string;
        phoneNumber: string;
        poster: string | null;
      }>;
      expect(rows).toHaveLength(PER_KIND);
      expect(rows.filter((r) => r.verification === 0)).toHaveLength(PER_KIND / 2);
      expect(new Set(rows.map((r) => r.city))).toEqual(new Set(CITIES));
      expect(rows.every((r) => /^\d{10}$/.test(r.phoneNumber))).toBe(true);
      expect(new Set(rows.map((r) => r.phoneNumber)).size).toBe(PER_KIND);
      expect(rows.filter((r) => r.verification === 1).every((r) => r.poster !== null)).toBe(true);
      const unverifiedPosters = rows.filter((r) => r.verification === 0).map((r) => r.poster !== null);
      expect(unverifiedPosters).toContain(true);
      expect(unverifiedPosters).toContain(false);
    }
    const profiles = (table: string) => a.sqlite.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get();
    expect([profiles('vegetable_stores'), profiles('professional_profiles'), profiles('transport_profiles'), profiles('hotel_profiles')]).toEqual([
      PER_KIND,
      PER_KIND,
      PER_KIND,
      PER_KIND,
    ]);
    const hotelTypes = a.sqlite.prepare('SELECT DISTINCT business_type FROM hotel_profiles').pluck().all();
    expect(new Set(hotelTypes)).toEqual(new Set(HOTEL_BUSINESS_TYPES));
  });

  it('gives each vendor 2 to 4 real gallery images in its kind folder, and posters among them', () => {
    const rows = a.sqlite
      .prepare('SELECT u.id, u.kind, u.poster, COUNT(i.id) AS images FROM vendor_users u JOIN vendor_images i ON i.user_id = u.id GROUP BY u.id')
      .all() as Array<{ id: number; kind: (typeof VENDOR_KINDS)[number]; poster: string | null; images: number }>;
    expect(rows).toHaveLength(PER_KIND * VENDOR_KINDS.length);
    for (const row of rows) {
      expect(row.images).toBeGreaterThanOrEqual(2);
      expect(row.images).toBeLessThanOrEqual(4);
      const names = a.sqlite.prepare('SELECT file_name FROM vendor_images WHERE user_id = ?').pluck().all(row.id) as string[];
      for (const name of names) {
        const type = sniff(fs.readFileSync(media(VENDOR_MEDIA[row.kind].images, name)));
        expect(type && IMAGE_TYPES.includes(type)).toBe(true);
      }
      if (row.poster) expect(names).toContain(row.poster);
    }
  });

  it('has stories mixing images and at least one real MP4 per kind', () => {
    for (const kind of VENDOR_KINDS) {
      const stories = a.sqlite
        .prepare('SELECT s.todaystory FROM vendor_stories s JOIN vendor_users u ON u.id = s.user_id WHERE u.kind = ?')
        .pluck()
        .all(kind) as string[];
      const types = stories.map((name) => sniff(fs.readFileSync(media(VENDOR_MEDIA[kind].stories, name))));
      expect(types).toContain('mp4');
      expect(types).toContain('png');
      expect(stories.filter((name) => name.endsWith('.mp4')).length).toBe(types.filter((t) => t === 'mp4').length);
    }
  });

  it('seeds categories with pictures (some inactive), transport categories, call requests and customers', () => {
    for (const [table, sub, folder, subFolder] of [
      ['vegetable_categories', 'vegetable_subcategories', MEDIA_FOLDERS.vegetableCategoryImages, MEDIA_FOLDERS.vegetableSubcategoryImages],
      ['professional_categories', 'professional_subcategories', MEDIA_FOLDERS.professionalCategoryImages, MEDIA_FOLDERS.professionalSubcategoryImages],
    ] as const) {
      const categories = a.sqlite.prepare(`SELECT image_name, active FROM ${table}`).all() as Array<{ image_name: string; active: number }>;
      expect(categories.length).toBeGreaterThanOrEqual(5);
      expect(categories.some((c) => c.active === 0)).toBe(true);
      for (const c of categories) expect(sniff(fs.readFileSync(media(folder, c.image_name)))).not.toBeNull();
      const subs = a.sqlite.prepare(`SELECT subcategoryImage, active FROM ${sub}`).all() as Array<{ subcategoryImage: string; active: number }>;
      expect(subs.some((s) => s.active === 0)).toBe(true);
      for (const s of subs) expect(fs.existsSync(media(subFolder, s.subcategoryImage))).toBe(true);
    }
    const vehicles = a.sqlite.prepare('SELECT vehicleCategory FROM transport_categories').pluck().all();
    expect(vehicles).toEqual(expect.arrayContaining(['Mini Truck', 'Three Wheeler', 'Tempo', 'Refrigerated Van']));
    const notes = a.sqlite.prepare('SELECT notes FROM call_requests').pluck().all();
    expect(notes).toContain(null);
    expect(notes.some((n) => typeof n === 'string')).toBe(true);
    const verified = a.sqlite.prepare('SELECT verified FROM customers').pluck().all();
    expect(verified.length).toBeGreaterThanOrEqual(50);
    expect(new Set(verified)).toEqual(new Set([0, 1]));
  });

  it('stores one scrypt hash of the documented demo vendor password, never the password', async () => {
    const hashes = a.sqlite.prepare('SELECT DISTINCT password_hash FROM vendor_users').pluck().all() as string[];
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^scrypt\$/);
    expect(await verifyPassword(DEMO_VENDOR_PASSWORD, hashes[0] ?? '')).toBe(true);
  });

  it('loads with the vendor triggers suspended and leaves every trigger, count and search entry as row-by-row inserts would', async () => {
    const { db: kysely, sqlite: fresh } = await openSqliteDatabase(makeDataDir());
    await ensureVendorKindStorage(kysely, VENDOR_KIND_DECLARATIONS);
    const triggers = (db: SqliteHandle) => db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name").all();
    expect(triggers(a.sqlite)).toEqual(triggers(fresh));
    fresh.close();
    const counted = a.sqlite.prepare('SELECT kind, verification, n FROM vendor_counts ORDER BY kind, verification').all();
    const actual = a.sqlite.prepare('SELECT kind, verification, COUNT(*) AS n FROM vendor_users GROUP BY kind, verification ORDER BY kind, verification').all();
    expect(counted).toEqual(actual);
    const searchable = (db: SqliteHandle) => db.prepare('SELECT COUNT(*) FROM vendor_search').pluck().get();
    expect(searchable(a.sqlite)).toBe(PER_KIND * VENDOR_KINDS.length);
    // The triggers are live again: a new vendor is counted and found.
    const version = a.sqlite.prepare('SELECT version FROM vendor_list_version').pluck().get() as number;
    a.sqlite.transaction(() => {
      const id = a.sqlite
        .prepare("INSERT INTO vendor_users (kind, name, phoneNumber, email, city, password_hash, verification, created_at) VALUES ('vegetable', 'Zzyzx Trigger', '9000000001', 'zz@example.com', 'Madurai', 'x', 0, '2026-01-01')")
        .run().lastInsertRowid;
      a.sqlite.prepare("INSERT INTO vegetable_stores (user_id, storename) VALUES (?, 'Zzyzx Store')").run(id);
    })();
    expect(a.sqlite.prepare('SELECT version FROM vendor_list_version').pluck().get()).toBeGreaterThan(version);
    expect(a.sqlite.prepare("SELECT n FROM vendor_counts WHERE kind = 'vegetable' AND verification = 0").pluck().get()).toBe(PER_KIND / 2 + 1);
    expect(a.sqlite.prepare("SELECT rowid FROM vendor_search WHERE vendor_search MATCH '\"Zzyzx\"'").pluck().all()).toHaveLength(1);
  });

  it('serves seeded media at the static paths when the server starts with SEED=demo', async () => {
    const server = await startServer({ seed: 'demo', seedVendors: 2 });
    try {
      const image = server.app.sqlite.prepare("SELECT file_name FROM vendor_images i JOIN vendor_users u ON u.id = i.user_id WHERE u.kind = 'vegetable' LIMIT 1").pluck().get();
      const res = await server.app.inject({ method: 'GET', url: `/vegetablestoreimages/${image}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const video = server.app.sqlite.prepare("SELECT todaystory FROM vendor_stories WHERE todaystory LIKE '%.mp4' LIMIT 1").pluck().get() as string;
      const folder = Object.values(VENDOR_MEDIA).find((m) => fs.existsSync(path.join(server.dataDir, 'media', m.stories, video)))?.stories;
      const clip = await server.app.inject({ method: 'GET', url: `/${folder}/${video}` });
      expect(clip.statusCode).toBe(200);
      expect(clip.headers['content-type']).toBe('video/mp4');
    } finally {
      await server.close();
    }
  });
});
