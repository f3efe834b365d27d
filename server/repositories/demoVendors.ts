/**
 * Bulk-loading vendors (the demo seed and benchmarks): many rows per INSERT, inside the caller's transaction,
 * usually with the vendor tables' triggers off (Engine.bulkLoad, db/engines/).
 */
import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Schema } from '../db/schema.ts';
import { identifier } from '../db/sqlIdentifier.ts';
import type { Flag } from '../../src/domain/types.ts';
import type { NamedAuditAction } from '../../src/domain/auditEvents.ts';

export interface VendorUserInsert {
  kind: string;
  name: string;
  phoneNumber: string;
  email: string;
  city: string;
  description: string;
  password_hash: string;
  verification: Flag;
  poster: string | null;
  created_at: string;
}

export type ProfileValues = Record<string, string | number>;

/** A vendor document row but for its vendor, whose id the load assigns. */
export type VendorDocumentInsert = Omit<Insertable<Schema['vendor_documents']>, 'user_id'>;

/** A story file and when it was posted (the public player shows a day's worth, so the seed dates each one). */
export interface DemoStory {
  name: string;
  createdAt: string;
}

/** One vendor with everything that hangs off it; its images are dated like the account. */
export interface VendorLoad {
  user: VendorUserInsert;
  /** The kind's profile table and its row: column name → value. */
  profile: { table: string; values: ProfileValues };
  images: string[];
  stories: DemoStory[];
  documents: VendorDocumentInsert[];
  /** When an approved vendor was approved: recorded as the review desk records a decision (review row and audit entry). */
  approvedAt?: string;
}

const APPROVE: NamedAuditAction = 'review.approve';

/**
 * Bound values per statement: well under SQLite's limit (32,766) and PostgreSQL's (65,535), and large enough
 * that a statement's fixed cost is spread over hundreds of rows.
 */
const VALUES_PER_STATEMENT = 12_000;

function chunks<T>(rows: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(VALUES_PER_STATEMENT / columns));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Profile rows of one table and one column set, as a multi-row INSERT. */
async function insertProfiles(db: Db, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const names = sql.join(['user_id', ...columns].map((name) => sql.ref(identifier(name))));
  for (const chunk of chunks(rows, columns.length + 1)) {
    const values = sql.join(chunk.map((row) => sql`(${sql.join(row)})`));
    await sql`INSERT INTO ${sql.table(identifier(table))} (${names}) VALUES ${values}`.execute(db);
  }
}

/** Inserts the vendors in order with their profiles, images, stories and documents; returns their new ids. */
export async function insertVendors(db: Db, vendors: readonly VendorLoad[]): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunks(vendors, 10)) {
    const inserted = await db.insertInto('vendor_users').values(chunk.map((v) => v.user)).returning('id').execute();
    if (inserted.length !== chunk.length) throw new Error(`inserted ${inserted.length} of ${chunk.length} vendors`);
    ids.push(...inserted.map((row) => row.id));
  }
  const profiles = new Map<string, { table: string; columns: string[]; rows: unknown[][] }>();
  const images: Insertable<Schema['vendor_images']>[] = [];
  const stories: Insertable<Schema['vendor_stories']>[] = [];
  const documents: Insertable<Schema['vendor_documents']>[] = [];
  const reviews: Insertable<Schema['vendor_reviews']>[] = [];
  const approvals: Insertable<Schema['audit_log']>[] = [];
  vendors.forEach((vendor, i) => {
    const userId = ids[i] ?? 0;
    const columns = Object.keys(vendor.profile.values);
    const key = `${vendor.profile.table}(${columns.join(',')})`;
    let group = profiles.get(key);
    if (!group) profiles.set(key, (group = { table: vendor.profile.table, columns, rows: [] }));
    group.rows.push([userId, ...Object.values(vendor.profile.values)]);
    const created_at = vendor.user.created_at;
    for (const file_name of vendor.images) images.push({ user_id: userId, file_name, created_at });
    for (const story of vendor.stories) stories.push({ user_id: userId, todaystory: story.name, created_at: story.createdAt });
    for (const document of vendor.documents) documents.push({ ...document, user_id: userId });
    if (vendor.approvedAt) {
      // The same rows as server/repositories/reviews.ts recordDecision, by no admin (the system, as other seeded work).
      reviews.push({ user_id: userId, state: 'approved', reason: null, decided_at: vendor.approvedAt, decided_by: null });
      approvals.push({
        at: vendor.approvedAt,
        admin_id: null,
        actor: 'system',
        action: APPROVE,
        entity: 'vendor_reviews',
        entity_id: userId,
        vendor_id: userId,
        reason: null,
        before: JSON.stringify({ state: 'applied' }),
        after: JSON.stringify({ state: 'approved' }),
      });
    }
  });
  for (const { table, columns, rows } of profiles.values()) await insertProfiles(db, table, columns, rows);
  for (const chunk of chunks(images, 3)) await db.insertInto('vendor_images').values(chunk).execute();
  for (const chunk of chunks(stories, 3)) await db.insertInto('vendor_stories').values(chunk).execute();
  for (const chunk of chunks(documents, 10)) await db.insertInto('vendor_documents').values(chunk).execute();
  for (const chunk of chunks(reviews, 5)) await db.insertInto('vendor_reviews').values(chunk).execute();
  for (const chunk of chunks(approvals, 10)) await db.insertInto('audit_log').values(chunk).execute();
  return ids;
}
