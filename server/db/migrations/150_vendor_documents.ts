// Vendor documents (extension `compliance`): the proofs each vendor kind declares (src/domain/compliance/requirements.ts).
// One row per upload; the newest row of a (vendor, requirement) is its current document. Files live in the
// private media folder (never served statically) and are named by the server.
import { sql } from 'kysely';
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf, indexWhereSet } from '../migration.ts';

export async function up(db: Db, engine: Engine): Promise<void> {
  const t = ddlOf(db, engine);
  await db.schema
    .createTable('vendor_documents')
    .addColumn('id', 'integer', t.id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('vendor_users.id').onDelete('cascade'))
    .addColumn('requirement', 'text', (c) => c.notNull())
    .addColumn('number', 'text')
    .addColumn('licence_type', 'text')
    .addColumn('expires_on', 'text')
    .addColumn('file', 'text')
    .addColumn('file_type', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status IN ('pending', 'accepted', 'rejected')`))
    .addColumn('reason', 'text')
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('vendor_documents_vendor').on('vendor_documents').columns(['user_id', 'requirement', 'id']).execute();
  await indexWhereSet(db, 'vendor_documents_expiry', 'vendor_documents', ['expires_on'], 'expires_on');

  // An owner's waiver of one requirement of one vendor, with the reason (audited).
  await db.schema
    .createTable('vendor_requirement_waivers')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('vendor_users.id').onDelete('cascade'))
    .addColumn('requirement', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('waived_at', 'text', (c) => c.notNull())
    .addColumn('waived_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addPrimaryKeyConstraint('vendor_requirement_waivers_pkey', ['user_id', 'requirement'])
    .execute();
}
