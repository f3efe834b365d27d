/**
 * Retention (docs/breaches.md "Retention"): enquiries, call requests and rejected vendor applications older than
 * RETENTION_MONTHS lose their personal data (names, phone numbers, e-mails, free text, and the files through the
 * media journal), once a day at 02:30 India time: the recurring job RETENTION_JOB, taken by one instance per day
 * (server/jobs/). Each run that removed anything writes one audit entry with its counts, never who.
 *
 * The writes run with the row triggers silent, so they do not copy the removed values into the audit log.
 */
import type { FastifyInstance } from 'fastify';
import type { MediaFolder } from '../../src/domain/media.ts';
import { inTransaction } from '../db/database.ts';
import { runAs } from '../db/actor.ts';
import { DOCUMENT_FOLDER } from '../repositories/vendorDocuments.ts';
import { writeAuditEntry } from '../repositories/auditLog.ts';
import { PERSONAL_FIELD_TYPES, anonymiseCallRequests, anonymiseVendor, expiredCallRequests, expiredRejectedVendors } from '../repositories/retention.ts';

export const RETENTION_JOB = 'privacy.retention';
/** When, in Asia/Kolkata: a quiet hour, before the stories' purge (03:00) and the jobs' pruning (04:00). */
export const RETENTION_AT = '02:30';
/** Rows per transaction: short transactions, so requests are not held up behind a large run. */
const BATCH = 200;

export interface RetentionCounts {
  cutoff: string;
  enquiries: number;
  callRequests: number;
  rejectedApplications: number;
  files: number;
}

/** `months` calendar months before `now` (the day clamped to the month's end), as ISO-8601 UTC. */
export function retentionCutoffOf(now: number, months: number): string {
  const at = new Date(now);
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(at.getUTCDate(), lastDay), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds())).toISOString();
}

/** Removes the personal data past retention at `now` (default the app's clock); answers the counts. */
export function applyRetention(app: FastifyInstance, now = app.clock()): Promise<RetentionCounts> {
  // Whatever context started the run (a worker woken inside an admin's request inherits it), its writes log no rows.
  return runAs({ adminId: null, kind: 'admin', rowLog: false }, () => retain(app, now));
}

async function retain(app: FastifyInstance, now: number): Promise<RetentionCounts> {
  const cutoff = retentionCutoffOf(now, app.config.retentionMonths);
  const at = new Date(now).toISOString();
  const counts: RetentionCounts = { cutoff, enquiries: 0, callRequests: 0, rejectedApplications: 0, files: 0 };

  for (;;) {
    const batch = await expiredCallRequests(app.db, cutoff, BATCH);
    if (!batch.length) break;
    await inTransaction(app.db, (trx) => anonymiseCallRequests(trx, batch.map((row) => row.id), at));
    for (const row of batch) counts[row.source === 'website' ? 'enquiries' : 'callRequests'] += 1;
    if (batch.length < BATCH) break;
  }

  const kinds = new Map(app.vendorKinds.map((kind) => [kind.kind, kind]));
  for (;;) {
    const batch = await expiredRejectedVendors(app.db, cutoff, BATCH);
    if (!batch.length) break;
    await app.media.changeThenRemove(async (drop, trx) => {
      for (const vendor of batch) {
        const kind = kinds.get(vendor.kind);
        const columns = (kind?.fields ?? []).flatMap((field) =>
          field.column?.startsWith('profile.') && PERSONAL_FIELD_TYPES.has(field.type) && (field.sql?.type ?? 'TEXT') === 'TEXT' ? [field.column.slice('profile.'.length)] : [],
        );
        const files = await anonymiseVendor(trx, vendor, { table: kind?.table ?? '', columns: kind ? columns : [] }, at);
        const folders = kind?.media;
        const dropped = (folder: string | undefined, name: string | null) => {
          if (!folder || !name) return;
          drop(folder as MediaFolder, name);
          counts.files += 1;
        };
        for (const name of [...files.images, vendor.poster]) dropped(folders?.images, name);
        for (const name of files.stories) dropped(folders?.stories, name);
        for (const name of files.documents) dropped(DOCUMENT_FOLDER, name);
        for (const thumb of files.thumbs) dropped(thumb.folder, thumb.name);
      }
    });
    counts.rejectedApplications += batch.length;
    if (batch.length < BATCH) break;
  }

  if (counts.enquiries + counts.callRequests + counts.rejectedApplications > 0) {
    await inTransaction(app.db, (trx) =>
      writeAuditEntry(trx, {
        action: 'retention.run',
        entity: 'retention',
        entityId: null,
        vendorId: null,
        reason: `Personal data older than ${app.config.retentionMonths} months`,
        after: counts,
        at,
        actor: undefined,
      }),
    );
  }
  return counts;
}

/** Runs daily through the job queue: one instance per day; a failed run is retried with back-off, then dead. */
export function scheduleRetention(app: FastifyInstance): void {
  app.jobs.register(RETENTION_JOB, async () => {
    const counts = await applyRetention(app);
    const total = counts.enquiries + counts.callRequests + counts.rejectedApplications;
    if (total) app.log.info({ retention: counts }, `Retention: removed the personal data of ${total} records older than ${app.config.retentionMonths} months`);
  });
  app.jobs.schedule(RETENTION_JOB, { dailyAt: RETENTION_AT }, { maxAttempts: 3 });
}
