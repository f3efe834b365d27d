/**
 * Serialized pages of the paged vendor lists (GET /api/lists/vendors/:kind), under the same rule as the legacy
 * lists' cache (vendors/listCache.ts): an entry is reused while the vendor list version (bumped by database triggers
 * on every write to a vendor, its profile, review state, documents or waivers, by any instance) is unchanged on the
 * same compliance day. A hit costs one tiny query instead of three (page, total, lapsed documents) and their
 * serialization: under 200 connections that was most of a page's 2-4 ms of the one Node thread (docs/performance.md).
 * Requests for a page being computed wait for that computation instead of repeating it. Bounded by entries and bytes;
 * a new version empties it.
 */
import type { Db } from '../db/database.ts';
import { listVersion } from './vendors/listVersion.ts';

const MAX_ENTRIES = 500;
const MAX_BYTES = 32 * 1024 * 1024;

export interface CachedPage {
  /**
   * The JSON array, sent as it is. A string rather than a Buffer: Fastify tells a Buffer by the realm's Uint8Array,
   * which a test environment (jsdom) replaces, and would then serialize it as an object.
   */
  body: string;
  total: number;
  rows: number;
}

export class PagedListCache {
  private version = '';
  /** Most recently used last. */
  private readonly entries = new Map<string, Promise<CachedPage>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly db: Db) {}

  /** The page `key` names, from the cache or from `compute` (whose records are serialized once). */
  async page(key: string, compute: () => Promise<{ rows: unknown[]; total: number }>): Promise<CachedPage> {
    // Read before the page: a write in between makes the entry look older than it is, never newer.
    const version = await listVersion(this.db);
    if (version !== this.version) this.clear(version);
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const computing = compute().then(({ rows, total }) => ({ body: JSON.stringify(rows), total, rows: rows.length }));
    this.entries.set(key, computing);
    computing.then(
      (page) => this.account(key, computing, Buffer.byteLength(page.body)),
      () => this.forget(key, computing),
    );
    return computing;
  }

  private clear(version: string): void {
    this.version = version;
    this.entries.clear();
    this.sizes.clear();
    this.bytes = 0;
  }

  private account(key: string, entry: Promise<CachedPage>, size: number): void {
    if (this.entries.get(key) !== entry) return;
    this.sizes.set(key, size);
    this.bytes += size;
    while (this.entries.size > MAX_ENTRIES || this.bytes > MAX_BYTES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined || oldest === key) break;
      this.forget(oldest);
    }
  }

  private forget(key: string, only?: Promise<CachedPage>): void {
    if (only && this.entries.get(key) !== only) return;
    this.entries.delete(key);
    this.bytes -= this.sizes.get(key) ?? 0;
    this.sizes.delete(key);
  }
}
