/**
 * Vendor documents and waivers (extension `compliance`, migration 150): each requirement's state for one vendor,
 * uploads, decisions, waivers, the approval rule, the "compliance lapsed" flag and the expiry queue.
 * Requirements come from the vendor-kind registry the server runs with (bound once by the compliance routes);
 * "today" comes from a clock tests can replace.
 */
import type { RequirementDeclaration } from '../../src/domain/compliance/requirements.ts';
import { identifierWarnings } from '../../src/domain/compliance/identifiers.ts';
import {
  EXPIRY_WINDOW_DAYS,
  addDays,
  daysBetween,
  indiaToday,
  requirementProblem,
  type DocumentReviewStatus,
  type ExpiringDocument,
  type RequirementStatus,
} from '../../src/domain/compliance/documents.ts';
import type { VendorKindRegistry } from '../../src/domain/vendorKinds/index.ts';
import type { SqliteHandle } from '../db/open.ts';
import type { MediaFolder } from '../../src/domain/media.ts';
import { currentActor } from '../review/auditContext.ts';

/**
 * Documents live in this media folder, which no static route serves (server/media/routes.ts serves only the
 * public folders); they leave the server only through the owner's and the reviewers' file routes.
 */
export const DOCUMENT_FOLDER = 'private-documents' as MediaFolder;

export interface DocumentRow {
  id: number;
  user_id: number;
  requirement: string;
  number: string | null;
  licence_type: string | null;
  expires_on: string | null;
  file: string | null;
  file_type: string | null;
  status: DocumentReviewStatus;
  reason: string | null;
  uploaded_at: string;
  decided_at: string | null;
}

interface WaiverRow {
  requirement: string;
  reason: string;
  waived_at: string;
}

export type Clock = () => Date;

const registries = new WeakMap<SqliteHandle, VendorKindRegistry>();
const clocks = new WeakMap<SqliteHandle, Clock>();

/** Binds the registry whose requirements this database's vendors follow (done by the compliance routes). */
export function bindRequirements(db: SqliteHandle, registry: VendorKindRegistry): void {
  registries.set(db, registry);
}

/** Replaces "now" for this database's compliance dates (tests). */
export function setComplianceClock(db: SqliteHandle, clock: Clock): void {
  clocks.set(db, clock);
}

export const complianceToday = (db: SqliteHandle): string => indiaToday((clocks.get(db) ?? (() => new Date()))());

/** Requirements of a kind; empty for a kind that declares none or when compliance is not bound. */
export function requirementsOfKind(db: SqliteHandle, kind: string): readonly RequirementDeclaration[] {
  return registries.get(db)?.find((declaration) => declaration.kind === kind)?.requirements ?? [];
}

export function vendorKindOf(db: SqliteHandle, userId: number): string | null {
  return (db.prepare('SELECT kind FROM vendor_users WHERE id = ?').pluck().get(userId) as string | undefined) ?? null;
}

/** The newest document of each requirement of a vendor. */
function currentDocuments(db: SqliteHandle, userId: number): Map<string, DocumentRow> {
  const rows = db
    .prepare(
      `SELECT d.* FROM vendor_documents d
       WHERE d.user_id = ? AND d.id = (SELECT MAX(id) FROM vendor_documents x WHERE x.user_id = d.user_id AND x.requirement = d.requirement)`,
    )
    .all(userId) as DocumentRow[];
  return new Map(rows.map((row) => [row.requirement, row]));
}

function waiversOf(db: SqliteHandle, userId: number): Map<string, WaiverRow> {
  const rows = db.prepare('SELECT requirement, reason, waived_at FROM vendor_requirement_waivers WHERE user_id = ?').all(userId) as WaiverRow[];
  return new Map(rows.map((row) => [row.requirement, row]));
}

function statusOf(requirement: RequirementDeclaration, document: DocumentRow | undefined, waiver: WaiverRow | undefined, today: string): RequirementStatus {
  const check = requirement.number?.check;
  return {
    requirement,
    status: waiver ? 'waived' : (document?.status ?? 'missing'),
    id: document?.id ?? null,
    number: document?.number ?? null,
    licence_type: document?.licence_type ?? null,
    expires_on: document?.expires_on ?? null,
    expired: Boolean(document?.expires_on && document.expires_on < today),
    file_type: document?.file_type ?? null,
    uploaded_at: document?.uploaded_at ?? null,
    decided_at: document?.decided_at ?? null,
    reason: waiver ? waiver.reason : (document?.reason ?? null),
    warnings: check && document?.number ? identifierWarnings(check, document.number) : [],
    problem: requirementProblem(requirement, document ?? null, Boolean(waiver), today),
  };
}

/** Every requirement of the vendor's kind with its current document; null for an unknown vendor. */
export function requirementStatuses(db: SqliteHandle, userId: number): RequirementStatus[] | null {
  const kind = vendorKindOf(db, userId);
  if (kind === null) return null;
  const documents = currentDocuments(db, userId);
  const waivers = waiversOf(db, userId);
  const today = complianceToday(db);
  return requirementsOfKind(db, kind).map((requirement) => statusOf(requirement, documents.get(requirement.id), waivers.get(requirement.id), today));
}

export function requirementStatus(db: SqliteHandle, userId: number, requirementId: string): RequirementStatus | null {
  return requirementStatuses(db, userId)?.find((status) => status.requirement.id === requirementId) ?? null;
}

/** What blocks the vendor's approval (empty: nothing). */
export function approvalProblems(db: SqliteHandle, userId: number): string[] {
  return (requirementStatuses(db, userId) ?? []).flatMap((status) => (status.problem ? [status.problem] : []));
}

/** The current number given for another requirement of the vendor (e.g. the PAN when a GSTIN arrives). */
export function currentNumber(db: SqliteHandle, userId: number, requirementId: string): string | null {
  return currentDocuments(db, userId).get(requirementId)?.number ?? null;
}

export function findDocument(db: SqliteHandle, id: number): DocumentRow | null {
  return (db.prepare('SELECT * FROM vendor_documents WHERE id = ?').get(id) as DocumentRow | undefined) ?? null;
}

/** Appends a named decision to the review desk's audit log (these tables carry no audit triggers). */
function audit(db: SqliteHandle, action: string, entity: string, entityId: number | null, vendorId: number, reason: string | null, before: unknown, after: unknown) {
  const actor = currentActor();
  db.prepare(
    `INSERT INTO audit_log (at, admin_id, actor, action, entity, entity_id, vendor_id, reason, before, after) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    new Date().toISOString(),
    actor?.adminId ?? null,
    actor?.kind ?? 'system',
    action,
    entity,
    entityId,
    vendorId,
    reason,
    before === null ? null : JSON.stringify(before),
    after === null ? null : JSON.stringify(after),
  );
}

export interface NewDocument {
  userId: number;
  requirement: string;
  number: string | null;
  licenceType: string | null;
  expiresOn: string | null;
  file: string | null;
  fileType: string | null;
  /** Seeds only: documents arrive pending. */
  status?: DocumentReviewStatus;
  uploadedAt?: string;
}

/** Records an upload (call inside the media store's saveThen); returns the new document's id. */
export function insertDocument(db: SqliteHandle, doc: NewDocument): number {
  return db.transaction(() => {
    const uploadedAt = doc.uploadedAt ?? new Date().toISOString();
    const status = doc.status ?? 'pending';
    const id = Number(
      db
        .prepare(
          `INSERT INTO vendor_documents (user_id, requirement, number, licence_type, expires_on, file, file_type, status, uploaded_at, decided_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(doc.userId, doc.requirement, doc.number, doc.licenceType, doc.expiresOn, doc.file, doc.fileType, status, uploadedAt, status === 'pending' ? null : uploadedAt)
        .lastInsertRowid,
    );
    if (currentActor()) {
      audit(db, 'document.upload', 'vendor_documents', id, doc.userId, null, null, {
        requirement: doc.requirement,
        number: doc.number,
        licence_type: doc.licenceType,
        expires_on: doc.expiresOn,
      });
    }
    return id;
  })();
}

/** Accepts or rejects a document; audited with the reason. */
export function decideDocument(db: SqliteHandle, id: number, decision: 'accepted' | 'rejected', reason: string | null): DocumentRow | null {
  return db.transaction(() => {
    const before = findDocument(db, id);
    if (!before) return null;
    const actor = currentActor();
    db.prepare('UPDATE vendor_documents SET status = ?, reason = ?, decided_at = ?, decided_by = ? WHERE id = ?').run(
      decision,
      decision === 'rejected' ? reason : null,
      new Date().toISOString(),
      actor?.adminId ?? null,
      id,
    );
    audit(db, `document.${decision === 'accepted' ? 'accept' : 'reject'}`, 'vendor_documents', id, before.user_id, reason, { requirement: before.requirement, status: before.status }, {
      requirement: before.requirement,
      status: decision,
      ...(reason ? { reason } : {}),
    });
    return findDocument(db, id);
  })();
}

/** Waives one requirement of one vendor (replacing an earlier waiver); audited with the reason. */
export function waiveRequirement(db: SqliteHandle, userId: number, requirement: string, reason: string): void {
  db.transaction(() => {
    const actor = currentActor();
    db.prepare(
      `INSERT INTO vendor_requirement_waivers (user_id, requirement, reason, waived_at, waived_by) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(user_id, requirement) DO UPDATE SET reason = excluded.reason, waived_at = excluded.waived_at, waived_by = excluded.waived_by`,
    ).run(userId, requirement, reason, new Date().toISOString(), actor?.adminId ?? null);
    audit(db, 'requirement.waive', 'vendor_requirement_waivers', null, userId, reason, null, { requirement, waived: true });
  })();
}

const waived = (db: SqliteHandle, userId: number, requirement: string) =>
  db.prepare('SELECT 1 FROM vendor_requirement_waivers WHERE user_id = ? AND requirement = ?').get(userId, requirement) !== undefined;

export interface ExpiringQuery {
  sort: { field: 'expires_on' | 'name' | 'city' | 'kind' | 'requirement'; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  filter: { kind?: string; city?: string; state?: 'expiring' | 'expired'; q?: string };
}

const SORT_COLUMNS: Record<ExpiringQuery['sort']['field'], string> = {
  expires_on: 'd.expires_on',
  name: 'u.name',
  city: 'u.city',
  kind: 'u.kind',
  requirement: 'd.requirement',
};

/**
 * Current, not rejected documents with an expiry date within EXPIRY_WINDOW_DAYS or past, of vendors not rejected
 * (requirements a vendor's kind no longer declares are left out).
 */
export function expiringDocuments(db: SqliteHandle, query: ExpiringQuery): { rows: ExpiringDocument[]; total: number } {
  const today = complianceToday(db);
  const limit = addDays(today, EXPIRY_WINDOW_DAYS);
  const where = [
    'd.expires_on IS NOT NULL',
    "d.status != 'rejected'",
    'd.id = (SELECT MAX(id) FROM vendor_documents x WHERE x.user_id = d.user_id AND x.requirement = d.requirement)',
    "NOT EXISTS (SELECT 1 FROM vendor_reviews r WHERE r.user_id = u.id AND r.state = 'rejected')",
  ];
  const params: unknown[] = [];
  const { kind, city, state, q } = query.filter;
  if (state === 'expired') {
    where.push('d.expires_on < ?');
    params.push(today);
  } else if (state === 'expiring') {
    where.push('d.expires_on >= ? AND d.expires_on <= ?');
    params.push(today, limit);
  } else {
    where.push('d.expires_on <= ?');
    params.push(limit);
  }
  if (kind) {
    where.push('u.kind = ?');
    params.push(kind);
  }
  if (city) {
    where.push('u.city = ?');
    params.push(city);
  }
  if (q) {
    where.push("(u.name LIKE ? ESCAPE '\\' OR u.phoneNumber LIKE ? ESCAPE '\\')");
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    params.push(pattern, pattern);
  }
  const from = `FROM vendor_documents d JOIN vendor_users u ON u.id = d.user_id WHERE ${where.join(' AND ')}`;
  const raw = db
    .prepare(
      `SELECT d.id, d.user_id, u.name, u.phoneNumber, u.kind, u.city, u.verification, d.status, d.requirement, d.number, d.expires_on ${from}
       ORDER BY ${SORT_COLUMNS[query.sort.field]} ${query.sort.order}, d.id ASC LIMIT ? OFFSET ?`,
    )
    .all(...params, query.range.end - query.range.start + 1, query.range.start) as (Omit<ExpiringDocument, 'label' | 'state' | 'days_left' | 'compliance_lapsed'> & { verification: number; status: string })[];
  const total = db.prepare(`SELECT COUNT(*) ${from}`).pluck().get(...params) as number;
  const rows = raw.map(({ verification, status, ...row }) => {
    const requirement = requirementsOfKind(db, row.kind).find((r) => r.id === row.requirement);
    const days = daysBetween(today, row.expires_on);
    // An approved vendor whose required, accepted document expired (advisory: nothing is suspended).
    const lapsed = verification === 1 && days < 0 && status === 'accepted' && Boolean(requirement?.requiredForApproval) && !waived(db, row.user_id, row.requirement);
    return {
      ...row,
      city: row.city ?? '',
      label: requirement?.label ?? row.requirement,
      days_left: days,
      state: days < 0 ? ('expired' as const) : ('expiring' as const),
      compliance_lapsed: lapsed,
    };
  });
  return { rows, total };
}
