// The work plan's funnel (server/repositories/workPlan.ts) without reading every vendor of its 12 weeks:
// - vendor_applications_daily: applications per UTC day (the first 10 characters of created_at), kind and city;
//   the funnel sums the window's whole days here and reads only its first, partial day from the vendors;
// - vendor_decisions: one narrow row per vendor whose review state is approved, suspended or rejected (what the
//   funnel counts), with its applied time, kind, city and the days to its decision (what the exact median
//   needs), from the view vendor_decision_source, so the triggers, this back-fill, Engine.bulkLoad and the
//   engine copy all derive it by one definition.
// Kept by triggers on vendor_users and vendor_reviews: every vendor of every kind is a vendor_users row, so a newly
// declared kind is counted with no trigger of its own; and every write that changes a verification (the review
// desk, the portal, a bulk update, the seed) keeps them current, where a repository write would miss the others.
import { sql, type ColumnDefinitionBuilder } from 'kysely';
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf } from '../migration.ts';

export async function up(db: Db, engine: Engine): Promise<void> {
  const t = ddlOf(db, engine);
  const required = (c: ColumnDefinitionBuilder) => c.notNull();
  await db.schema
    .createTable('vendor_applications_daily')
    .addColumn('day', 'text', required)
    .addColumn('kind', 'text', required)
    .addColumn('city', 'text', required)
    .addColumn('n', 'integer', required)
    .addPrimaryKeyConstraint('vendor_applications_daily_pkey', ['day', 'kind', 'city'])
    .$call((table) => (t.postgres ? table : table.modifyEnd(sql`WITHOUT ROWID`)))
    .execute();
  await t.both(`INSERT INTO vendor_applications_daily (day, kind, city, n)
  SELECT substr(created_at, 1, 10), kind, city, COUNT(*) FROM vendor_users GROUP BY substr(created_at, 1, 10), kind, city;`);

  await t.perEngine({
    sqlite: `CREATE TRIGGER vendor_applications_daily_insert AFTER INSERT ON vendor_users BEGIN
  INSERT INTO vendor_applications_daily (day, kind, city, n) VALUES (substr(NEW.created_at, 1, 10), NEW.kind, NEW.city, 1)
    ON CONFLICT (day, kind, city) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER vendor_applications_daily_delete AFTER DELETE ON vendor_users BEGIN
  UPDATE vendor_applications_daily SET n = n - 1 WHERE day = substr(OLD.created_at, 1, 10) AND kind = OLD.kind AND city = OLD.city;
END;
CREATE TRIGGER vendor_applications_daily_update AFTER UPDATE OF created_at, kind, city ON vendor_users
  WHEN substr(OLD.created_at, 1, 10) IS NOT substr(NEW.created_at, 1, 10) OR OLD.kind IS NOT NEW.kind OR OLD.city IS NOT NEW.city BEGIN
  UPDATE vendor_applications_daily SET n = n - 1 WHERE day = substr(OLD.created_at, 1, 10) AND kind = OLD.kind AND city = OLD.city;
  INSERT INTO vendor_applications_daily (day, kind, city, n) VALUES (substr(NEW.created_at, 1, 10), NEW.kind, NEW.city, 1)
    ON CONFLICT (day, kind, city) DO UPDATE SET n = n + 1;
END;`,
    postgres: `CREATE FUNCTION vendor_applications_daily_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendor_applications_daily (day, kind, city, n) VALUES (substr(NEW.created_at, 1, 10), NEW.kind, NEW.city, 1)
    ON CONFLICT (day, kind, city) DO UPDATE SET n = vendor_applications_daily.n + 1;
  RETURN NULL;
END $$;
CREATE FUNCTION vendor_applications_daily_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vendor_applications_daily SET n = n - 1 WHERE day = substr(OLD.created_at, 1, 10) AND kind = OLD.kind AND city = OLD.city;
  RETURN NULL;
END $$;
-- Both rows change in one statement, as vendor_counts' do (migration 070): two writers moving vendors in opposite
-- directions lock the two rows in the same order instead of deadlocking.
CREATE FUNCTION vendor_applications_daily_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendor_applications_daily (day, kind, city, n) VALUES (substr(NEW.created_at, 1, 10), NEW.kind, NEW.city, 0) ON CONFLICT DO NOTHING;
  UPDATE vendor_applications_daily
    SET n = n + CASE WHEN day = substr(NEW.created_at, 1, 10) AND kind = NEW.kind AND city = NEW.city THEN 1 ELSE -1 END
    WHERE (day = substr(OLD.created_at, 1, 10) AND kind = OLD.kind AND city = OLD.city)
       OR (day = substr(NEW.created_at, 1, 10) AND kind = NEW.kind AND city = NEW.city);
  RETURN NULL;
END $$;
CREATE TRIGGER vendor_applications_daily_insert AFTER INSERT ON vendor_users FOR EACH ROW EXECUTE FUNCTION vendor_applications_daily_insert();
CREATE TRIGGER vendor_applications_daily_delete AFTER DELETE ON vendor_users FOR EACH ROW EXECUTE FUNCTION vendor_applications_daily_delete();
CREATE TRIGGER vendor_applications_daily_update AFTER UPDATE OF created_at, kind, city ON vendor_users FOR EACH ROW
  WHEN (substr(OLD.created_at, 1, 10) IS DISTINCT FROM substr(NEW.created_at, 1, 10) OR OLD.kind IS DISTINCT FROM NEW.kind OR OLD.city IS DISTINCT FROM NEW.city)
  EXECUTE FUNCTION vendor_applications_daily_update();`,
  });

  // The state is the review desk's (server/repositories/reviews.ts, reviewState); the days are the funnel's
  // fractional days from application to the latest approval or refusal, as it computed them per query before.
  const decided = "r.state IN ('approved', 'rejected') AND r.decided_at IS NOT NULL";
  const days = t.postgres
    ? `CAST(CASE WHEN ${decided}
      THEN EXTRACT(EPOCH FROM (CAST(r.decided_at AS timestamptz) - CAST(u.created_at AS timestamptz))) / 86400.0 END AS double precision)`
    : `CASE WHEN ${decided} THEN julianday(r.decided_at) - julianday(u.created_at) END`;
  await t.both(`CREATE VIEW vendor_decision_source (user_id, kind, city, applied_at, outcome, days) AS
  SELECT u.id, u.kind, u.city, u.created_at,
    coalesce(r.state, CASE WHEN u.verification = 1 THEN 'approved' ELSE 'applied' END),
    ${days}
  FROM vendor_users u LEFT JOIN vendor_reviews r ON r.user_id = u.id
  WHERE coalesce(r.state, CASE WHEN u.verification = 1 THEN 'approved' ELSE 'applied' END) IN ('approved', 'suspended', 'rejected');`);

  await db.schema
    .createTable('vendor_decisions')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('kind', 'text', required)
    .addColumn('city', 'text', required)
    .addColumn('applied_at', 'text', required)
    .addColumn('outcome', 'text', required)
    .addColumn('days', t.real)
    .execute();
  // The funnel's one range: everything it reads is in the index.
  await db.schema
    .createIndex('vendor_decisions_window')
    .on('vendor_decisions')
    .columns(['applied_at', 'kind', 'city', 'outcome', 'days'])
    .execute();
  await t.both('INSERT INTO vendor_decisions (user_id, kind, city, applied_at, outcome, days) SELECT * FROM vendor_decision_source;');

  await t.perEngine({
    sqlite: `CREATE TRIGGER vendor_decisions_vendor_insert AFTER INSERT ON vendor_users WHEN NEW.verification = 1 BEGIN
  INSERT INTO vendor_decisions (user_id, kind, city, applied_at, outcome, days) SELECT * FROM vendor_decision_source WHERE user_id = NEW.id;
END;
CREATE TRIGGER vendor_decisions_vendor_update AFTER UPDATE OF verification, created_at, kind, city ON vendor_users
  WHEN OLD.verification IS NOT NEW.verification OR OLD.created_at IS NOT NEW.created_at OR OLD.kind IS NOT NEW.kind OR OLD.city IS NOT NEW.city BEGIN
  DELETE FROM vendor_decisions WHERE user_id = OLD.id;
  INSERT INTO vendor_decisions (user_id, kind, city, applied_at, outcome, days) SELECT * FROM vendor_decision_source WHERE user_id = NEW.id;
END;
CREATE TRIGGER vendor_decisions_vendor_delete AFTER DELETE ON vendor_users BEGIN
  DELETE FROM vendor_decisions WHERE user_id = OLD.id;
END;
CREATE TRIGGER vendor_decisions_review_insert AFTER INSERT ON vendor_reviews BEGIN
  DELETE FROM vendor_decisions WHERE user_id = NEW.user_id;
  INSERT INTO vendor_decisions (user_id, kind, city, applied_at, outcome, days) SELECT * FROM vendor_decision_source WHERE user_id = NEW.user_id;
END;
-- Claims (claimed_by, claimed_until) change the review row far more often than decisions do: they are left out.
CREATE TRIGGER vendor_decisions_review_update AFTER UPDATE OF user_id, state, decided_at ON vendor_reviews
  WHEN OLD.user_id IS NOT NEW.user_id OR OLD.state IS NOT NEW.state OR OLD.decided_at IS NOT NEW.decided_at BEGIN
  DELETE FROM vendor_decisions WHERE user_id IN (OLD.user_id, NEW.user_id);
  INSERT INTO vendor_decisions (user_id, kind, city, applied_at, outcome, days)
    SELECT * FROM vendor_decision_source WHERE user_id IN (OLD.user_id, NEW.user_id);
END;
CREATE TRIGGER vendor_decisions_review_delete AFTER DELETE ON vendor_reviews BEGIN
  DELETE FROM vendor_decisions WHERE user_id = OLD.user_id;
  INSERT INTO vendor_decisions (user_id, kind, city, applied_at, outcome, days) SELECT * FROM vendor_decision_source WHERE user_id = OLD.user_id;
END;`,
    postgres: `-- Recomputes one vendor's row (or removes it) from the view.
CREATE FUNCTION vendor_decisions_refresh(vendor integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM vendor_decisions WHERE user_id = vendor;
  INSERT INTO vendor_decisions (user_id, kind, city, applied_at, outcome, days) SELECT * FROM vendor_decision_source WHERE user_id = vendor;
END $$;
CREATE FUNCTION vendor_decisions_of_vendor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM vendor_decisions WHERE user_id = OLD.id;
  ELSE
    PERFORM vendor_decisions_refresh(NEW.id);
  END IF;
  RETURN NULL;
END $$;
CREATE FUNCTION vendor_decisions_of_review() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM vendor_decisions_refresh(OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id <> OLD.user_id) THEN PERFORM vendor_decisions_refresh(NEW.user_id); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER vendor_decisions_vendor_insert AFTER INSERT ON vendor_users FOR EACH ROW
  WHEN (NEW.verification = 1) EXECUTE FUNCTION vendor_decisions_of_vendor();
CREATE TRIGGER vendor_decisions_vendor_update AFTER UPDATE OF verification, created_at, kind, city ON vendor_users FOR EACH ROW
  WHEN (OLD.verification IS DISTINCT FROM NEW.verification OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.kind IS DISTINCT FROM NEW.kind OR OLD.city IS DISTINCT FROM NEW.city)
  EXECUTE FUNCTION vendor_decisions_of_vendor();
CREATE TRIGGER vendor_decisions_vendor_delete AFTER DELETE ON vendor_users FOR EACH ROW EXECUTE FUNCTION vendor_decisions_of_vendor();
CREATE TRIGGER vendor_decisions_review_insert AFTER INSERT ON vendor_reviews FOR EACH ROW EXECUTE FUNCTION vendor_decisions_of_review();
-- Claims (claimed_by, claimed_until) change the review row far more often than decisions do: they are left out.
CREATE TRIGGER vendor_decisions_review_update AFTER UPDATE OF user_id, state, decided_at ON vendor_reviews FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.state IS DISTINCT FROM NEW.state OR OLD.decided_at IS DISTINCT FROM NEW.decided_at)
  EXECUTE FUNCTION vendor_decisions_of_review();
CREATE TRIGGER vendor_decisions_review_delete AFTER DELETE ON vendor_reviews FOR EACH ROW EXECUTE FUNCTION vendor_decisions_of_review();`,
  });
}
