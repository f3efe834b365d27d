// Data principal requests from people who are not logged in (docs/privacy.md "Requests by one-time code"): a request
// names its subject (a vendor, or a buyer known only by the phone of their enquiries and call requests), so
// `vendor_id` may be null and a buyer's request keeps the phone; the one-time codes live in `privacy_codes` (hashed,
// with their expiry, tries and send time) so the limits hold across instances. SQLite rebuilds privacy_requests to
// drop NOT NULL on vendor_id; PostgreSQL alters it in place.
import { sql } from 'kysely';
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf, sqliteRebuild } from '../migration.ts';

export const rebuild = true;

/** SQLite's privacy_requests after this migration. */
const PRIVACY_REQUESTS_COLUMNS = `  id           INTEGER PRIMARY KEY,
  vendor_id    INTEGER,
  kind         TEXT NOT NULL CHECK (kind IN ('access', 'correction', 'erasure')),
  state        TEXT NOT NULL DEFAULT 'received' CHECK (state IN ('received', 'completed')),
  channel      TEXT NOT NULL DEFAULT 'portal',
  details      TEXT,
  outcome      TEXT,
  received_at  TEXT NOT NULL,
  due_at       TEXT NOT NULL,
  completed_at TEXT,
  decision     TEXT CHECK (decision IN ('corrected', 'refused')),
  subject      TEXT NOT NULL DEFAULT 'vendor' CHECK (subject IN ('vendor', 'buyer')),
  phone        TEXT,
  CHECK ((subject = 'vendor' AND vendor_id IS NOT NULL) OR (subject = 'buyer' AND phone IS NOT NULL))`;

export async function up(db: Db, engine: Engine): Promise<void> {
  const t = ddlOf(db, engine);
  await t.perEngine({
    postgres: `ALTER TABLE privacy_requests ALTER COLUMN vendor_id DROP NOT NULL;
ALTER TABLE privacy_requests ADD COLUMN subject text NOT NULL DEFAULT 'vendor' CHECK (subject IN ('vendor', 'buyer'));
ALTER TABLE privacy_requests ADD COLUMN phone text;
ALTER TABLE privacy_requests ADD CONSTRAINT privacy_requests_subject_named CHECK ((subject = 'vendor' AND vendor_id IS NOT NULL) OR (subject = 'buyer' AND phone IS NOT NULL));`,
    sqlite: `${sqliteRebuild('privacy_requests', PRIVACY_REQUESTS_COLUMNS, ['id', 'vendor_id', 'kind', 'state', 'channel', 'details', 'outcome', 'received_at', 'due_at', 'completed_at', 'decision'])}
CREATE INDEX privacy_requests_due ON privacy_requests (state, due_at);
CREATE INDEX privacy_requests_vendor ON privacy_requests (vendor_id, id);`,
  });

  await db.schema
    .createTable('privacy_codes')
    .addColumn('id', 'integer', t.id)
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.check(sql`subject IN ('vendor', 'buyer')`))
    .addColumn('vendor_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('access', 'correction', 'erasure')`))
    .addColumn('details', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verified_at', 'text')
    .addColumn('request_id', 'integer')
    .execute();
  await db.schema.createIndex('privacy_codes_phone').on('privacy_codes').columns(['phone', 'created_at']).execute();
}
