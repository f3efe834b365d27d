/**
 * A named entry of the audit log, written by the repositories whose changes log themselves as one decision
 * (a review, a story hidden, a document checked, a call-desk step, an invitation) while the row triggers stay
 * silent (server/db/database.ts withoutRowLog). Who acted comes from the request's context.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AuditLogTable } from '../db/schema.ts';
import { currentActor, type Actor } from '../db/actor.ts';
import type { NamedAuditAction } from '../../src/domain/auditEvents.ts';

export interface NamedAuditEntry {
  /** One of src/domain/auditEvents.ts, so the admin has words for it. */
  action: NamedAuditAction;
  entity: string;
  entityId: number | null;
  vendorId: number | null;
  reason?: string | null;
  /** The changed values before and after, as JSON (null: none). */
  before?: unknown;
  after?: unknown;
  /** Defaults to now. */
  at?: string;
  /** Given (even undefined) or else the request's actor; with none, the system (a start-up or timer job). */
  actor?: Actor | undefined;
  /** Who it is when there is no actor: a public caller such as a vendor redeeming an invitation. */
  actorKind?: string;
}

const asJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** An entry's audit_log row, the actor resolved now. */
export function auditRow(entry: NamedAuditEntry): AuditRow {
  const actor = 'actor' in entry ? entry.actor : currentActor();
  return {
    at: entry.at ?? new Date().toISOString(),
    admin_id: actor?.adminId ?? null,
    actor: actor?.kind ?? entry.actorKind ?? 'system',
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    vendor_id: entry.vendorId,
    reason: entry.reason ?? null,
    before: asJson(entry.before),
    after: asJson(entry.after),
  };
}

/** An audit_log row as written: the table's columns less what the database fills in or a later erasure sets. */
export type AuditRow = Omit<AuditLogTable, 'id' | 'at' | 'erased_at'> & { at: string };

/** The row's INSERT, as a fragment a statement that writes other rows can carry (insertMessageWithJob on PostgreSQL). */
export const auditInsert = (row: AuditRow) => sql`INSERT INTO "audit_log" ("at", "admin_id", "actor", "action", "entity", "entity_id", "vendor_id", "reason", "before", "after")
  VALUES (${row.at}, ${row.admin_id}, ${row.actor}, ${row.action}, ${row.entity}, ${row.entity_id}, ${row.vendor_id}, ${row.reason}, ${row.before}, ${row.after})`;

export async function writeAuditEntry(trx: Db, entry: NamedAuditEntry): Promise<void> {
  await trx.insertInto('audit_log').values(auditRow(entry)).execute();
}
