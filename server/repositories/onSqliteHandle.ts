/**
 * Synchronous forms, over the raw SQLite connection, of the few repository functions that code holding that
 * connection calls inside its own synchronous transactions (the review decisions, the vendor portal's review
 * routes, the test fixtures). Each answers as its namesake in vendorDocuments.ts or vendorPortal.ts, which
 * dispatch here when given the connection.
 */
import type { SqliteHandle } from '../db/open.ts';
import { currentActor } from '../review/auditContext.ts';
import { complianceToday, newDocumentRow, requirementsOfKind, statusOf, uploadAudit, type DocumentRow, type NewDocument, type WaiverRow } from './vendorDocuments.ts';

const CURRENT_DOCUMENTS = `SELECT d.* FROM vendor_documents d
  WHERE d.user_id = ? AND d.id = (SELECT MAX(id) FROM vendor_documents x WHERE x.user_id = d.user_id AND x.requirement = d.requirement)`;

export function approvalProblemsOnSqlite(db: SqliteHandle, userId: number): string[] {
  const kind = db.prepare('SELECT kind FROM vendor_users WHERE id = ?').pluck().get(userId) as string | undefined;
  if (kind === undefined) return [];
  const documents = new Map((db.prepare(CURRENT_DOCUMENTS).all(userId) as DocumentRow[]).map((row) => [row.requirement, row]));
  const waivers = new Map(
    (db.prepare('SELECT requirement, reason, waived_at FROM vendor_requirement_waivers WHERE user_id = ?').all(userId) as WaiverRow[]).map((row) => [row.requirement, row]),
  );
  const today = complianceToday(db);
  return requirementsOfKind(db, kind).flatMap((requirement) => {
    const { problem } = statusOf(requirement, documents.get(requirement.id), waivers.get(requirement.id), today);
    return problem ? [problem] : [];
  });
}

export function insertDocumentOnSqlite(db: SqliteHandle, doc: NewDocument): number {
  return db.transaction(() => {
    const row = newDocumentRow(doc);
    const id = Number(
      db
        .prepare(
          `INSERT INTO vendor_documents (user_id, requirement, number, licence_type, expires_on, file, file_type, status, uploaded_at, decided_at)
           VALUES (@user_id, @requirement, @number, @licence_type, @expires_on, @file, @file_type, @status, @uploaded_at, @decided_at)`,
        )
        .run(row).lastInsertRowid,
    );
    const actor = currentActor();
    if (actor) {
      db.prepare(
        `INSERT INTO audit_log (at, admin_id, actor, action, entity, entity_id, vendor_id, reason, before, after)
         VALUES (?, ?, ?, 'document.upload', 'vendor_documents', ?, ?, NULL, NULL, ?)`,
      ).run(new Date().toISOString(), actor.adminId ?? null, actor.kind, id, doc.userId, JSON.stringify(uploadAudit(doc)));
    }
    return id;
  })();
}

export function findSessionVendorIdOnSqlite(db: SqliteHandle, tokenHash: string): number | null {
  const id = db
    .prepare('SELECT vendor_id FROM vendor_sessions WHERE token_hash = ? AND expires_at > ?')
    .pluck()
    .get(tokenHash, new Date().toISOString()) as number | undefined;
  return id ?? null;
}
