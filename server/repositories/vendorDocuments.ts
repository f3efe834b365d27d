/**
 * Vendor documents and waivers (extension `compliance`, migration 150): each requirement's state for one vendor,
 * uploads, decisions, waivers, the approval rule, the "compliance lapsed" flag and the expiry queue.
 * Requirements come from the vendor-kind registry the server runs with (bound once by the compliance routes);
 * "today" comes from a clock tests can replace. Writes are audited by name here (these tables carry no audit
 * triggers) and run in one transaction each, joining the caller's.
 */
import type { RequirementDeclaration } from '../../src/domain/compliance/requirements.ts';
import { identifierMessages, identifierWarnings, sameIdentifier } from '../../src/domain/compliance/identifiers.ts';
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
import type { MediaFolder } from '../../src/domain/media.ts';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { CreatedRange } from '../../src/domain/workPlan.ts';
import type { DOCUMENTS_QUEUE_SORT_FIELDS, QueuedDocument } from '../../src/domain/documentsQueue.ts';
import { inTransaction, count, fromExcluded, hasRow, type Db } from '../db/database.ts';
import type { Schema, VendorDocumentsTable } from '../db/schema.ts';
import { engineOf } from '../db/engines/index.ts';
import { currentActor } from '../db/actor.ts';
import { writeAuditEntry } from './auditLog.ts';
import type { NamedAuditAction } from '../../src/domain/auditEvents.ts';
import { column, vendorKindOf } from './vendorsTable.ts';
import { identifier } from '../db/sqlIdentifier.ts';
import { renderText, type Language } from '../../src/domain/validationTexts.ts';

/** The id of the newest document the vendor of `d` uploaded for `d`'s requirement: the one that counts. */
export const newestOfItsRequirement = (eb: ExpressionBuilder<Schema & { d: Schema['vendor_documents'] }, 'd'>) =>
  eb
    .selectFrom('vendor_documents as x')
    .select((x) => x.fn.max('x.id').as('newest'))
    .whereRef('x.user_id', '=', 'd.user_id')
    .whereRef('x.requirement', '=', 'd.requirement');

/**
 * Documents live in this media folder, which no static route serves (server/media/routes.ts serves only the
 * public folders); they leave the server only through the owner's and the reviewers' file routes.
 */
export const DOCUMENT_FOLDER = 'private-documents' as MediaFolder;

/** A stored document, its status narrowed to the review states the table's CHECK allows. */
export type DocumentRow = Omit<Selectable<VendorDocumentsTable>, 'status'> & { status: DocumentReviewStatus };

export interface WaiverRow {
  requirement: string;
  reason: string;
  waived_at: string;
}

export type Clock = () => Date;

interface ComplianceSettings {
  registry?: VendorKindRegistry;
  clock?: Clock;
}

const settings = new WeakMap<object, ComplianceSettings>();

/** One settings object per database, found from the database and any of its transactions (they share its adapter). */
function settingsOf(db: Db): ComplianceSettings {
  const key = db.getExecutor().adapter;
  let found = settings.get(key);
  if (!found) {
    found = {};
    settings.set(key, found);
  }
  return found;
}

/** Binds the registry whose requirements this database's vendors follow (done by the compliance routes). */
export function bindRequirements(db: Db, registry: VendorKindRegistry): void {
  settingsOf(db).registry = registry;
}

/** Replaces "now" for this database's compliance dates (tests). */
export function setComplianceClock(db: Db, clock: Clock): void {
  settingsOf(db).clock = clock;
}

export const complianceToday = (db: Db): string => indiaToday((settingsOf(db).clock ?? (() => new Date()))());

/** Requirements of a kind; empty for a kind that declares none or when compliance is not bound. */
export function requirementsOfKind(db: Db, kind: string): readonly RequirementDeclaration[] {
  return settingsOf(db).registry?.find((declaration) => declaration.kind === kind)?.requirements ?? [];
}

/** The newest document of each requirement of a vendor. */
async function currentDocuments(db: Db, userId: number): Promise<Map<string, DocumentRow>> {
  const rows = (await db
    .selectFrom('vendor_documents as d')
    .selectAll('d')
    .where('d.user_id', '=', userId)
    .where('d.id', '=', newestOfItsRequirement)
    .execute()) as DocumentRow[];
  return new Map(rows.map((row) => [row.requirement, row]));
}

async function waiversOf(db: Db, userId: number): Promise<Map<string, WaiverRow>> {
  const rows = await db.selectFrom('vendor_requirement_waivers').select(['requirement', 'reason', 'waived_at']).where('user_id', '=', userId).execute();
  return new Map(rows.map((row) => [row.requirement, row]));
}

/** What a document's number is checked against beyond its own form: the application's, and other vendors'. */
export interface NumberContext {
  applicationNumber?: string | null;
  takenByOther?: boolean;
}

function numberWarnings(requirement: RequirementDeclaration, document: DocumentRow | undefined, context: NumberContext, language: Language): string[] {
  const check = requirement.number?.check;
  const number = document?.number;
  if (!number) return [];
  // The admin's answers carry English sentences (the admin translates them through its catalogue); the vendor's, the
  // portal's language.
  return [
    ...(check ? identifierWarnings(check, number) : []),
    ...(context.applicationNumber && !sameIdentifier(context.applicationNumber, number) ? [identifierMessages.applicationMismatch] : []),
    ...(context.takenByOther ? [identifierMessages.takenByOther] : []),
  ].map((warning) => renderText(warning, language));
}

export function statusOf(
  requirement: RequirementDeclaration,
  document: DocumentRow | undefined,
  waiver: WaiverRow | undefined,
  today: string,
  context: NumberContext = {},
  language: Language = 'en',
): RequirementStatus {
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
    application_number: context.applicationNumber ?? null,
    warnings: numberWarnings(requirement, document, context, language),
    problem: requirementProblem(requirement, document ?? null, Boolean(waiver), today),
  };
}

/** A vendor its caller has already read: its kind and its record (fields under their record names). */
export interface LoadedVendor {
  kind: string;
  record: object;
}

/** The vendor's value of one field of its kind (the application's), as text; null when unset or not declared. */
async function applicationValue(db: Db, kind: string, userId: number, fieldName: string, loaded?: LoadedVendor): Promise<string | null> {
  const declaration = settingsOf(db).registry?.find((k) => k.kind === kind);
  const ref = declaration?.fields.find((field) => field.name === fieldName)?.column;
  if (!declaration || !ref) return null;
  const { alias, name } = column(ref);
  const value = loaded
    ? (loaded.record as Readonly<Record<string, unknown>>)[fieldName]
    : (
        alias === 'u'
          ? await sql<{ value: unknown }>`SELECT ${sql.ref(name)} AS value FROM vendor_users WHERE id = ${userId}`.execute(db)
          : await sql<{ value: unknown }>`SELECT ${sql.ref(name)} AS value FROM ${sql.table(identifier(declaration.table))} WHERE user_id = ${userId}`.execute(db)
      ).rows[0]?.value;
  return value === null || value === undefined || String(value).trim() === '' ? null : String(value);
}

/** Whether another vendor's current document of the requirement carries the same number (and was not rejected). */
async function numberTakenByOther(db: Db, userId: number, requirement: string, number: string): Promise<boolean> {
  return hasRow(
    db
      .selectFrom('vendor_documents as d')
      .select('d.user_id')
      .where('d.requirement', '=', requirement)
      .where('d.number', '=', number)
      .where('d.user_id', '<>', userId)
      .where('d.status', '<>', 'rejected')
      .where('d.id', '=', newestOfItsRequirement),
  );
}

/**
 * Every requirement of the vendor's kind with its current document; null for an unknown vendor. `loaded`: the
 * vendor as the caller already read it (an approval), so its row is not read again.
 */
export async function requirementStatuses(db: Db, userId: number, loaded?: LoadedVendor, language: Language = 'en'): Promise<RequirementStatus[] | null> {
  const kind = loaded ? loaded.kind : await vendorKindOf(db, userId);
  if (kind === null) return null;
  const documents = await currentDocuments(db, userId);
  const waivers = await waiversOf(db, userId);
  const today = complianceToday(db);
  const statuses: RequirementStatus[] = [];
  for (const requirement of requirementsOfKind(db, kind)) {
    const document = documents.get(requirement.id);
    const number = requirement.number;
    const context: NumberContext = {
      applicationNumber: number?.fromField ? await applicationValue(db, kind, userId, number.fromField, loaded) : null,
      takenByOther: Boolean(number?.unique && document?.number && (await numberTakenByOther(db, userId, requirement.id, document.number))),
    };
    statuses.push(statusOf(requirement, document, waivers.get(requirement.id), today, context, language));
  }
  return statuses;
}

export async function requirementStatus(db: Db, userId: number, requirementId: string, language: Language = 'en'): Promise<RequirementStatus | null> {
  return (await requirementStatuses(db, userId, undefined, language))?.find((status) => status.requirement.id === requirementId) ?? null;
}

/** What blocks the vendor's approval (empty: nothing). */
export async function approvalProblems(db: Db, userId: number, loaded?: LoadedVendor): Promise<string[]> {
  return ((await requirementStatuses(db, userId, loaded)) ?? []).flatMap((status) => (status.problem ? [status.problem] : []));
}

/** The current number given for another requirement of the vendor (e.g. the PAN when a GSTIN arrives). */
export async function currentNumber(db: Db, userId: number, requirementId: string): Promise<string | null> {
  return (await currentDocuments(db, userId)).get(requirementId)?.number ?? null;
}

export async function findDocument(db: Db, id: number): Promise<DocumentRow | null> {
  return ((await db.selectFrom('vendor_documents').selectAll().where('id', '=', id).executeTakeFirst()) as DocumentRow | undefined) ?? null;
}

/** Appends a named decision to the review desk's audit log (these tables carry no audit triggers). */
async function audit(db: Db, action: NamedAuditAction, entity: string, entityId: number | null, vendorId: number, reason: string | null, before: unknown, after: unknown) {
  await writeAuditEntry(db, { action, entity, entityId, vendorId, reason, before, after });
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

/** The row of a new document (decided at upload when it arrives decided, as seeded ones do). */
export function newDocumentRow(doc: NewDocument) {
  const uploadedAt = doc.uploadedAt ?? new Date().toISOString();
  const status = doc.status ?? 'pending';
  return {
    user_id: doc.userId,
    requirement: doc.requirement,
    number: doc.number,
    licence_type: doc.licenceType,
    expires_on: doc.expiresOn,
    file: doc.file,
    file_type: doc.fileType,
    status,
    uploaded_at: uploadedAt,
    decided_at: status === 'pending' ? null : uploadedAt,
  };
}

/** What an upload's audit entry records. */
export const uploadAudit = (doc: NewDocument) => ({ requirement: doc.requirement, number: doc.number, licence_type: doc.licenceType, expires_on: doc.expiresOn });

/** Records an upload (inside the media store's saveThen, on its transaction); returns the new document's id. */
export function insertDocument(db: Db, doc: NewDocument): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { id } = await trx.insertInto('vendor_documents').values(newDocumentRow(doc)).returning('id').executeTakeFirstOrThrow();
    if (currentActor()) await audit(trx, 'document.upload', 'vendor_documents', id, doc.userId, null, null, uploadAudit(doc));
    return id;
  });
}

/** Accepts or rejects a document; audited with the reason. */
export function decideDocument(db: Db, id: number, decision: 'accepted' | 'rejected', reason: string | null): Promise<DocumentRow | null> {
  return inTransaction(db, async (trx) => {
    const before = await findDocument(trx, id);
    if (!before) return null;
    const actor = currentActor();
    await trx
      .updateTable('vendor_documents')
      .set({ status: decision, reason: decision === 'rejected' ? reason : null, decided_at: new Date().toISOString(), decided_by: actor?.adminId ?? null })
      .where('id', '=', id)
      .execute();
    await audit(trx, `document.${decision === 'accepted' ? 'accept' : 'reject'}`, 'vendor_documents', id, before.user_id, reason, { requirement: before.requirement, status: before.status }, {
      requirement: before.requirement,
      status: decision,
      ...(reason ? { reason } : {}),
    });
    return findDocument(trx, id);
  });
}

/** Waives one requirement of one vendor (replacing an earlier waiver); audited with the reason. */
export async function waiveRequirement(db: Db, userId: number, requirement: string, reason: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const actor = currentActor();
    await trx
      .insertInto('vendor_requirement_waivers')
      .values({ user_id: userId, requirement, reason, waived_at: new Date().toISOString(), waived_by: actor?.adminId ?? null })
      .onConflict((oc) =>
        oc.columns(['user_id', 'requirement']).doUpdateSet((eb) => fromExcluded(eb, ['reason', 'waived_at', 'waived_by'])),
      )
      .execute();
    await audit(trx, 'requirement.waive', 'vendor_requirement_waivers', null, userId, reason, null, { requirement, waived: true });
  });
}

async function waived(db: Db, userId: number, requirement: string): Promise<boolean> {
  return hasRow(
    db
      .selectFrom('vendor_requirement_waivers')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('requirement', '=', requirement),
  );
}

/**
 * Vendors of one kind "compliance lapsed": approved, with a requirement their kind needs for approval whose
 * current document was accepted and has expired, not waived (advisory: nothing is suspended). One query for a
 * page of vendors (`userIds`) or, without them, for every vendor of the kind (no list of ids to bind); empty when
 * the kind declares no required requirement.
 */
export async function lapsedVendorIds(db: Db, kind: string, userIds?: readonly number[]): Promise<Set<number>> {
  const required = requirementsOfKind(db, kind).flatMap((requirement) => (requirement.requiredForApproval ? [requirement.id] : []));
  if (userIds?.length === 0 || required.length === 0) return new Set();
  const rows = await db
    .selectFrom('vendor_documents as d')
    .innerJoin('vendor_users as u', 'u.id', 'd.user_id')
    .select('d.user_id')
    .distinct()
    .$call((qb) => (userIds ? qb.where('d.user_id', 'in', [...userIds]) : qb))
    .where('u.kind', '=', kind)
    .where('u.verification', '=', 1)
    .where('d.requirement', 'in', required)
    // For a page's vendors, their documents come straight from the (user_id, requirement, id) index. SQLite, having no
    // statistics, would rather scan every accepted document through the status index (23 ms at 17,500 documents, half
    // of a paged list's time, bench/concurrency.ts): compared as an expression, the status serves no index there.
    .$call((qb) => (userIds ? qb.where((eb) => eb(sql<string>`coalesce(${sql.ref('d.status')}, '')`, '=', 'accepted')) : qb.where('d.status', '=', 'accepted')))
    .where('d.expires_on', '<', complianceToday(db))
    .where('d.id', '=', newestOfItsRequirement)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('vendor_requirement_waivers as w').select('w.user_id').whereRef('w.user_id', '=', 'd.user_id').whereRef('w.requirement', '=', 'd.requirement'),
        ),
      ),
    )
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/**
 * Vendor records of one kind, each approved one with its `compliance_lapsed` flag (one query for all of them).
 * Only an approved vendor can lapse, so the others' records are left as the legacy lists have them. `wholeKind`:
 * the records are every listed approved vendor of the kind, so the query takes the kind's lapsed vendors instead
 * of binding each id.
 */
export async function withComplianceLapsed<T extends { user_id: number; verification: number }>(
  db: Db,
  kind: string,
  records: readonly T[],
  wholeKind = false,
): Promise<(T | (T & { compliance_lapsed: boolean }))[]> {
  const approved = records.filter((record) => record.verification === 1);
  const lapsed = approved.length === 0 ? new Set<number>() : await lapsedVendorIds(db, kind, wholeKind ? undefined : approved.map((record) => record.user_id));
  return records.map((record) => (record.verification === 1 ? { ...record, compliance_lapsed: lapsed.has(record.user_id) } : record));
}

export interface ExpiringQuery {
  sort: { field: 'expires_on' | 'name' | 'city' | 'kind' | 'requirement'; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  filter: { kind?: string; city?: string; state?: 'expiring' | 'expired'; q?: string };
}

const SORT_COLUMNS = {
  expires_on: 'd.expires_on',
  name: 'u.name',
  city: 'u.city',
  kind: 'u.kind',
  requirement: 'd.requirement',
} as const satisfies Record<ExpiringQuery['sort']['field'], string>;

/**
 * Current, not rejected documents with an expiry date within EXPIRY_WINDOW_DAYS or past, of vendors not rejected
 * (requirements a vendor's kind no longer declares are left out).
 */
export async function expiringDocuments(db: Db, query: ExpiringQuery): Promise<{ rows: ExpiringDocument[]; total: number }> {
  const today = complianceToday(db);
  const limit = addDays(today, EXPIRY_WINDOW_DAYS);
  const { kind, city, state, q } = query.filter;
  const engine = engineOf(db);
  const matching = db
    .selectFrom('vendor_documents as d')
    .innerJoin('vendor_users as u', 'u.id', 'd.user_id')
    .where('d.expires_on', 'is not', null)
    .where('d.status', '!=', 'rejected')
    .where('d.id', '=', newestOfItsRequirement)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('vendor_reviews as r').select('r.user_id').whereRef('r.user_id', '=', 'u.id').where('r.state', '=', 'rejected'))),
    )
    .$call((qb) =>
      state === 'expired'
        ? qb.where('d.expires_on', '<', today)
        : state === 'expiring'
          ? qb.where('d.expires_on', '>=', today).where('d.expires_on', '<=', limit)
          : qb.where('d.expires_on', '<=', limit),
    )
    .$if(Boolean(kind), (qb) => qb.where('u.kind', '=', kind ?? ''))
    .$if(Boolean(city), (qb) => qb.where('u.city', '=', city ?? ''))
    .$if(Boolean(q), (qb) => qb.where((eb) => eb.or([engine.textContains('u.name', q ?? ''), engine.textContains('u.phoneNumber', q ?? '')])));
  const direction = query.sort.order === 'DESC' ? 'desc' : 'asc';
  const raw = await matching
    .select(['d.id', 'd.user_id', 'u.name', 'u.phoneNumber', 'u.kind', 'u.city', 'u.verification', 'd.status', 'd.requirement', 'd.number', 'd.expires_on'])
    .orderBy(SORT_COLUMNS[query.sort.field], direction)
    .orderBy('d.id', 'asc')
    .limit(query.range.end - query.range.start + 1)
    .offset(query.range.start)
    .execute();
  const counted = await matching.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows: ExpiringDocument[] = [];
  for (const { verification, status, expires_on, ...row } of raw) {
    const expiresOn = expires_on ?? '';
    const requirement = requirementsOfKind(db, row.kind).find((r) => r.id === row.requirement);
    const days = daysBetween(today, expiresOn);
    // An approved vendor whose required, accepted document expired (advisory: nothing is suspended).
    const lapsed =
      verification === 1 && days < 0 && status === 'accepted' && Boolean(requirement?.requiredForApproval) && !(await waived(db, row.user_id, row.requirement));
    rows.push({
      ...row,
      expires_on: expiresOn,
      city: row.city ?? '',
      label: requirement?.label ?? row.requirement,
      days_left: days,
      state: days < 0 ? 'expired' : 'expiring',
      compliance_lapsed: lapsed,
    });
  }
  return { rows, total: count(counted?.n) };
}

export interface DocumentsQueueQuery {
  sort: { field: (typeof DOCUMENTS_QUEUE_SORT_FIELDS)[number]; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  filter: CreatedRange & { status: DocumentReviewStatus };
}

const QUEUE_SORT_COLUMNS = {
  uploaded_at: 'd.uploaded_at',
  name: 'u.name',
  kind: 'u.kind',
  requirement: 'd.requirement',
  id: 'd.id',
} as const satisfies Record<DocumentsQueueQuery['sort']['field'], string>;

/**
 * Documents of a status across vendors (the work plan counts every pending row, whatever its vendor's state, and
 * this list is its figure's list), with the range on the upload time.
 */
export async function documentsQueue(db: Db, query: DocumentsQueueQuery): Promise<{ rows: QueuedDocument[]; total: number }> {
  const { status, created_after: after, created_until: until } = query.filter;
  const matching = db
    .selectFrom('vendor_documents as d')
    .innerJoin('vendor_users as u', 'u.id', 'd.user_id')
    .where('d.status', '=', status)
    .$if(Boolean(after), (qb) => qb.where('d.uploaded_at', '>', after ?? ''))
    .$if(Boolean(until), (qb) => qb.where('d.uploaded_at', '<=', until ?? ''));
  const direction = query.sort.order === 'DESC' ? 'desc' : 'asc';
  const [raw, counted] = await Promise.all([
    matching
      .select(['d.id', 'd.user_id', 'u.name', 'u.kind', 'd.requirement', 'd.status', 'd.uploaded_at'])
      .orderBy(QUEUE_SORT_COLUMNS[query.sort.field], direction)
      .orderBy('d.id', direction)
      .limit(query.range.end - query.range.start + 1)
      .offset(query.range.start)
      .execute(),
    matching.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  const rows = raw.map((row) => ({
    ...row,
    status: row.status as DocumentReviewStatus,
    label: requirementsOfKind(db, row.kind).find((r) => r.id === row.requirement)?.label ?? row.requirement,
  }));
  return { rows, total: count(counted?.n) };
}
