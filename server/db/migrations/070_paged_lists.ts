// Paged vendor lists (extension `pagedLists`): indexes for the queues' default order and city filter, an
// aggregate of vendors per kind and state kept by triggers (tile and dashboard counts without a scan), and a
// search index over each kind's searched fields (the lists' `q`).
import { sql } from 'kysely';
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf } from '../migration.ts';

export async function up(db: Db, engine: Engine): Promise<void> {
  const t = ddlOf(db, engine);
  // Names sort ignoring case: SQLite's name COLLATE NOCASE, PostgreSQL's lower(name) (migration 180 adds COLLATE "C").
  const name = t.postgres ? sql`lower(name)` : sql`name COLLATE NOCASE`;
  await db.schema.createIndex('vendor_users_queue_name').on('vendor_users').columns(['kind', 'verification']).expression(name).column('id').execute();
  await db.schema
    .createIndex('vendor_users_queue_city_name')
    .on('vendor_users')
    .columns(['kind', 'verification', 'city'])
    .expression(name)
    .column('id')
    .execute();

  await db.schema
    .createTable('vendor_counts')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('verification', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('vendor_counts_pkey', ['kind', 'verification'])
    .$call((table) => (t.postgres ? table : table.modifyEnd(sql`WITHOUT ROWID`)))
    .execute();
  await t.both(`INSERT INTO vendor_counts (kind, verification, n)
  SELECT kind, verification, COUNT(*) FROM vendor_users GROUP BY kind, verification;`);

  await t.perEngine({
    sqlite: `CREATE TRIGGER vendor_counts_insert AFTER INSERT ON vendor_users BEGIN
  INSERT INTO vendor_counts (kind, verification, n) VALUES (NEW.kind, NEW.verification, 1)
    ON CONFLICT (kind, verification) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER vendor_counts_delete AFTER DELETE ON vendor_users BEGIN
  UPDATE vendor_counts SET n = n - 1 WHERE kind = OLD.kind AND verification = OLD.verification;
END;
CREATE TRIGGER vendor_counts_update AFTER UPDATE OF kind, verification ON vendor_users
  WHEN OLD.kind IS NOT NEW.kind OR OLD.verification IS NOT NEW.verification BEGIN
  UPDATE vendor_counts SET n = n - 1 WHERE kind = OLD.kind AND verification = OLD.verification;
  INSERT INTO vendor_counts (kind, verification, n) VALUES (NEW.kind, NEW.verification, 1)
    ON CONFLICT (kind, verification) DO UPDATE SET n = n + 1;
END;`,
    postgres: `CREATE FUNCTION vendor_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendor_counts (kind, verification, n) VALUES (NEW.kind, NEW.verification, 1)
    ON CONFLICT (kind, verification) DO UPDATE SET n = vendor_counts.n + 1;
  RETURN NULL;
END $$;
CREATE FUNCTION vendor_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vendor_counts SET n = n - 1 WHERE kind = OLD.kind AND verification = OLD.verification;
  RETURN NULL;
END $$;
-- Both counts change in one statement, so two writers moving vendors in opposite directions (an approval and a
-- suspension) lock the two rows in the same order instead of deadlocking.
CREATE FUNCTION vendor_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendor_counts (kind, verification, n) VALUES (NEW.kind, NEW.verification, 0) ON CONFLICT DO NOTHING;
  UPDATE vendor_counts SET n = n + CASE WHEN kind = NEW.kind AND verification = NEW.verification THEN 1 ELSE -1 END
    WHERE (kind = OLD.kind AND verification = OLD.verification) OR (kind = NEW.kind AND verification = NEW.verification);
  RETURN NULL;
END $$;

CREATE TRIGGER vendor_counts_insert AFTER INSERT ON vendor_users FOR EACH ROW EXECUTE FUNCTION vendor_counts_insert();
CREATE TRIGGER vendor_counts_delete AFTER DELETE ON vendor_users FOR EACH ROW EXECUTE FUNCTION vendor_counts_delete();
CREATE TRIGGER vendor_counts_update AFTER UPDATE OF kind, verification ON vendor_users FOR EACH ROW
  WHEN (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.verification IS DISTINCT FROM NEW.verification)
  EXECUTE FUNCTION vendor_counts_update();`,
  });

  // The search index of the text `q` searches; what it indexes (the view vendor_search_source) and the triggers
  // that keep it current are made at start from the vendor-kind declarations (server/db/vendorSearch.ts), so
  // adding a kind needs no SQL here. SQLite's is a contentless FTS5 trigram table (rowid = vendor_users.id);
  // PostgreSQL's one row per vendor (id = vendor_users.id), its body the kind's searched fields joined by
  // newlines, with a trigram index that serves `body ILIKE '%q%'`.
  await t.perEngine({
    sqlite: "CREATE VIRTUAL TABLE vendor_search USING fts5 (body, tokenize = 'trigram', content = '', contentless_delete = 1);",
    postgres: `CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE TABLE vendor_search (
  id   integer PRIMARY KEY,
  body text NOT NULL
);
CREATE INDEX vendor_search_body ON vendor_search USING gin (body gin_trgm_ops);`,
  });
  // A bulk load's pause flag (dropped by migration 110).
  await db.schema
    .createTable('vendor_search_paused')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .execute();
}
