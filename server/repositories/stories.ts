/**
 * Extension `storyModeration`: every story for the admin (the queue, a vendor's stories with their state),
 * hiding and showing one with its audit entry, and the retention purge.
 */
import type { ModeratedStory } from '../../src/domain/stories.ts';
import { publicSince } from '../../src/domain/stories.ts';
import type { Actor } from '../db/actor.ts';
import { writeAuditEntry } from './auditLog.ts';
import type { Db } from '../db/database.ts';

export const STORY_SORT_FIELDS = ['created_at', 'vendor_name', 'kind', 'id'] as const;
export type StorySortField = (typeof STORY_SORT_FIELDS)[number];

export interface StoryQuery {
  sort: { field: StorySortField; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  filter: { window?: 'day' | 'all'; kind?: string; user_id?: number; hidden?: boolean };
  now: Date;
  /** The media folder of each kind's stories. */
  folders: ReadonlyMap<string, string>;
}

type StoryRow = Omit<ModeratedStory, 'folder' | 'public'>;

const SORT_COLUMN = { created_at: 's.created_at', vendor_name: 'u.name', kind: 'u.kind', id: 's.id' } as const;

function storiesMatching(db: Db, filter: StoryQuery['filter'], now: Date) {
  let query = db.selectFrom('vendor_stories as s').innerJoin('vendor_users as u', 'u.id', 's.user_id');
  if ((filter.window ?? 'day') === 'day') query = query.where('s.created_at', '>=', publicSince(now));
  if (filter.kind) query = query.where('u.kind', '=', filter.kind);
  if (filter.user_id !== undefined) query = query.where('s.user_id', '=', filter.user_id);
  if (filter.hidden !== undefined) query = query.where('s.hidden_at', filter.hidden ? 'is not' : 'is', null);
  return query;
}

function present(row: StoryRow, now: Date, folders: ReadonlyMap<string, string>): ModeratedStory {
  return { ...row, folder: folders.get(row.kind) ?? '', public: row.hidden_at === null && row.created_at >= publicSince(now) };
}

/** One page of stories, newest first by default, with the total matching. */
export async function queryStories(db: Db, query: StoryQuery): Promise<{ rows: ModeratedStory[]; total: number }> {
  const base = storiesMatching(db, query.filter, query.now);
  const { n } = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['s.id', 's.user_id', 'u.kind', 'u.name as vendor_name', 's.todaystory', 's.created_at', 's.hidden_at', 's.hidden_reason', 's.hidden_by'])
    .orderBy(SORT_COLUMN[query.sort.field], query.sort.order === 'DESC' ? 'desc' : 'asc')
    .orderBy('s.id', query.sort.order === 'DESC' ? 'desc' : 'asc')
    .limit(query.range.end - query.range.start + 1)
    .offset(query.range.start)
    .execute();
  return { rows: rows.map((row) => present(row, query.now, query.folders)), total: Number(n) };
}

export async function findStory(db: Db, id: number, now: Date, folders: ReadonlyMap<string, string>): Promise<ModeratedStory | null> {
  const row = await db
    .selectFrom('vendor_stories as s')
    .innerJoin('vendor_users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 'u.kind', 'u.name as vendor_name', 's.todaystory', 's.created_at', 's.hidden_at', 's.hidden_reason', 's.hidden_by'])
    .where('s.id', '=', id)
    .executeTakeFirst();
  return row ? present(row, now, folders) : null;
}

/**
 * Hides the story with `reason`, or shows it again (reason null), with one audit entry naming the reason. Run it
 * in a transaction with the row triggers silent. False when there is no such story.
 */
export async function setStoryHidden(trx: Db, id: number, hide: { reason: string } | null, actor: Actor | undefined, now: Date): Promise<boolean> {
  const before = await trx.selectFrom('vendor_stories').select(['user_id', 'hidden_at', 'hidden_reason']).where('id', '=', id).executeTakeFirst();
  if (!before) return false;
  const at = now.toISOString();
  const after = hide ? { hidden_at: at, hidden_reason: hide.reason, hidden_by: actor?.adminId ?? null } : { hidden_at: null, hidden_reason: null, hidden_by: null };
  await trx.updateTable('vendor_stories').set(after).where('id', '=', id).execute();
  await writeAuditEntry(trx, {
    at,
    actor,
    action: hide ? 'story.hide' : 'story.unhide',
    entity: 'vendor_stories',
    entityId: id,
    vendorId: before.user_id,
    reason: hide?.reason ?? null,
    before: { hidden_at: before.hidden_at, hidden_reason: before.hidden_reason },
    after: { hidden_at: after.hidden_at, hidden_reason: after.hidden_reason },
  });
  return true;
}

/** Stories posted before this moment are past retention. */
export const retentionCutoff = (now: Date, retentionDays: number) => new Date(now.getTime() - retentionDays * 86_400_000).toISOString();

/** Up to `limit` stories past retention, with their vendor's kind (for the file's folder). */
export async function expiredStories(db: Db, cutoff: string, limit: number): Promise<Array<{ id: number; todaystory: string; kind: string }>> {
  return db
    .selectFrom('vendor_stories as s')
    .innerJoin('vendor_users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.todaystory', 'u.kind'])
    .where('s.created_at', '<', cutoff)
    .orderBy('s.id')
    .limit(limit)
    .execute();
}

/**
 * Deletes these stories if they are still there and still past retention; returns the ids this call deleted (another
 * instance purging at the same time deletes each row once: only the deleter removes its file).
 */
export async function deleteExpiredStories(trx: Db, ids: readonly number[], cutoff: string): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await trx.deleteFrom('vendor_stories').where('id', 'in', ids).where('created_at', '<', cutoff).returning('id').execute();
  return rows.map((row) => row.id);
}
