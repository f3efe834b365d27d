// The durable job queue (server/jobs/, docs/architecture.md "Background work"): one row per job. A worker claims a
// due queued job (or a running one whose lease ran out: its instance died) by one conditional UPDATE, sets
// locked_by and locked_until, and ends it done, queued again for a retry (run_at later), or dead. `key` names the
// event that enqueued it: the same event never enqueues twice. Times are ISO 8601 UTC text, as everywhere.
// On PostgreSQL the times compared by the claim are in the "C" collation: byte order, as SQLite compares them.
import { sql, type ColumnDefinitionBuilder } from 'kysely';
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf } from '../migration.ts';

export async function up(db: Db, engine: Engine): Promise<void> {
  const t = ddlOf(db, engine);
  const byteOrder = (c: ColumnDefinitionBuilder) => (t.postgres ? c.modifyFront(sql`COLLATE "C"`) : c);
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', t.id)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('key', 'text', (c) => c.unique())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued').check(sql`state IN ('queued', 'running', 'done', 'dead')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5).check(sql`max_attempts >= 1`))
    .addColumn('run_at', 'text', (c) => byteOrder(c).notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text', byteOrder)
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  // The claim reads the due jobs in order: queued by run_at, running by lease end.
  await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'run_at', 'id']).execute();
  await db.schema.createIndex('jobs_lease').on('jobs').columns(['state', 'locked_until']).execute();
  await db.schema.createIndex('jobs_kind').on('jobs').columns(['kind', 'state', 'id']).execute();

  // Recurring jobs: one row per schedule name; the instance whose conditional update moves next_run_at on owns the
  // run and enqueues it with the key `name@<due time>`.
  await db.schema
    .createTable('job_schedules')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('next_run_at', 'text', (c) => byteOrder(c).notNull())
    .addColumn('last_run_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
