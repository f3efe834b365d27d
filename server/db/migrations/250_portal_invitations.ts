// Invitations to the vendor portal (extension `portalInvitations`, docs/server-routes.md): a caller converted on the call
// desk has no usable password until they set one through a single-use link. Only the token's SHA-256 is stored.
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf } from '../migration.ts';

export async function up(db: Db, engine: Engine): Promise<void> {
  const t = ddlOf(db, engine);
  await db.schema
    .createTable('portal_invitations')
    .addColumn('id', 'integer', t.id)
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendor_users.id').onDelete('cascade'))
    .addColumn('call_request_id', 'integer', (c) => c.references('call_requests.id').onDelete('set null'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('portal_invitations_vendor').on('portal_invitations').column('vendor_id').execute();
}
