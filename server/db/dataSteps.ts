/**
 * One-time data steps: rewrites of stored values that a migration's SQL cannot make on both engines (Unicode
 * normalisation has no SQLite function). They run at start after the migrations and the vendor-kind storage (so
 * the declared tables, the search triggers and the audit triggers exist), in list order, each recorded by name in
 * data_steps (migration 280) once it finished. A step runs under the schema lock (engines: withSchemaLock), so
 * instances starting together run it once, and commits batch by batch; it must be idempotent, since a start
 * interrupted half-way runs it again from the beginning.
 *
 * Steps write with no actor named, as the seed and the migrations do: the audit triggers stay silent (it is not
 * an admin's change), while the list-version and search-index triggers stay on and keep the lists and the
 * search current. (A bulk load switches every trigger off and rebuilds afterwards, but only for new vendors: a
 * step rewrites existing rows, few of them, so the per-row triggers are the cheaper way to keep the index right.)
 */
import { sql } from 'kysely';
import { nfc } from '../../src/domain/normalText.ts';
import type { VendorKindRegistry } from '../../src/domain/vendorKinds/index.ts';
import type { Db } from './database.ts';
import { engineOf } from './engines/index.ts';
import { identifier } from './sqlIdentifier.ts';

export interface DataStep {
  name: string;
  run(db: Db, registry: VendorKindRegistry): Promise<void>;
}

/** Rows read and rewritten per transaction. */
const BATCH = 500;

/**
 * The columns an admin edit or the vendor portal now stores NFC (nfcValues over the declared fields: every
 * field stored in a column, the password aside), by table, plus the names a caller typed on the call desk or the
 * enquiry form. Read from the declarations, so a kind added later is covered.
 */
export function typedTextColumns(registry: VendorKindRegistry): Map<string, string[]> {
  const tables = new Map<string, Set<string>>([['vendor_users', new Set()]]);
  for (const declaration of registry) {
    for (const field of declaration.fields) {
      if (!field.column || field.type === 'password') continue;
      const [where, name] = field.column.split('.') as [string, string];
      if (name === 'id' || name === 'user_id') continue;
      if (where === 'profile' && (field.sql?.type ?? 'TEXT') !== 'TEXT') continue;
      const table = where === 'user' ? 'vendor_users' : declaration.table;
      const columns = tables.get(table) ?? new Set<string>();
      columns.add(identifier(name));
      tables.set(identifier(table), columns);
    }
  }
  tables.set('call_requests', new Set(['caller_name', 'caller_city']));
  return new Map([...tables].map(([table, columns]) => [table, [...columns]]));
}

/**
 * Rewrites `table`'s `columns` to NFC where they are not, batch by batch in id order, and answers how many rows
 * changed. Only the changed columns are written, and only while they still hold the value read: a row an admin
 * saved in the meantime keeps the admin's value (PostgreSQL re-reads the row for the WHERE once the admin's
 * transaction commits). A value that is not text (an integer column) is left alone.
 */
export async function normaliseTable(db: Db, table: string, columns: readonly string[], batch = BATCH): Promise<number> {
  const engine = engineOf(db);
  const selected = sql.join([sql.ref('id'), ...columns.map((column) => sql.ref(column))]);
  let after = 0;
  let changed = 0;
  for (;;) {
    const read = await db.transaction().execute(async (trx) => {
      await engine.beginSchemaChange(trx);
      // No actor at start: this names none, so PostgreSQL's audit triggers see an empty setting.
      await engine.nameActor(trx);
      const { rows } = await sql<Record<string, unknown> & { id: number }>`SELECT ${selected} FROM ${sql.table(table)}
        WHERE id > ${after} ORDER BY id LIMIT ${batch}`.execute(trx);
      for (const row of rows) {
        const stale = columns.flatMap((column) => {
          const value = row[column];
          return typeof value === 'string' && nfc(value) !== value ? [{ column, value }] : [];
        });
        if (stale.length === 0) continue;
        const values = sql.join(stale.map(({ column, value }) => sql`${sql.ref(column)} = ${nfc(value)}`));
        const unchanged = sql.join(
          stale.map(({ column, value }) => sql`${sql.ref(column)} = ${value}`),
          sql` AND `,
        );
        const result = await sql`UPDATE ${sql.table(table)} SET ${values} WHERE id = ${row.id} AND ${unchanged}`.execute(trx);
        changed += Number(result.numAffectedRows ?? 0);
      }
      return rows;
    });
    const last = read.at(-1);
    if (!last || read.length < batch) return changed;
    after = Number(last.id);
  }
}

/** Names, store names, addresses and callers' names stored before writes were made NFC (src/domain/normalText.ts). */
export const nfcStoredText: DataStep = {
  name: '280_nfc_stored_text',
  async run(db, registry) {
    for (const [table, columns] of typedTextColumns(registry)) await normaliseTable(db, table, columns);
  },
};

export const DATA_STEPS: readonly DataStep[] = [nfcStoredText];

async function recordedSteps(db: Db): Promise<Set<string>> {
  return new Set((await db.selectFrom('data_steps').select('name').execute()).map((row) => row.name));
}

/** Runs the steps not yet recorded; answers the names it ran. */
export async function runDataSteps(db: Db, registry: VendorKindRegistry, steps: readonly DataStep[] = DATA_STEPS): Promise<string[]> {
  const recorded = await recordedSteps(db);
  if (steps.every((step) => recorded.has(step.name))) return [];
  return engineOf(db).withSchemaLock(db, async (locked) => {
    // Another instance may have run some while this one waited for the lock.
    const done = await recordedSteps(locked);
    const ran: string[] = [];
    for (const step of steps) {
      if (done.has(step.name)) continue;
      await step.run(locked, registry);
      await locked.insertInto('data_steps').values({ name: step.name, applied_at: new Date().toISOString() }).execute();
      ran.push(step.name);
    }
    return ran;
  });
}
