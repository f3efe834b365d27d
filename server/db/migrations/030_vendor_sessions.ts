// Vendor portal sessions (extension): a bearer token per login; only its SHA-256 is stored.
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf } from '../migration.ts';

export async function up(db: Db, engine: Engine): Promise<void> {
  const t = ddlOf(db, engine);
  await db.schema
    .createTable('vendor_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendor_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(t.now))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vendor_sessions_vendor').on('vendor_sessions').column('vendor_id').execute();
}
