-- The work plan's funnel (server/repositories/workPlan.ts) without reading every vendor of its 12 weeks:
-- - vendor_applications_daily: applications per UTC day (the first 10 characters of created_at), kind and city;
--   the funnel sums the window's whole days here and reads only its first, partial day from the vendors;
-- - vendor_decisions: one narrow row per vendor whose review state is approved, suspended or rejected (what the
--   funnel counts), with its applied time, kind, city and the days to its decision (what the exact median
--   needs), from the view vendor_decision_source, so the triggers, this back-fill, Engine.bulkLoad and the
--   engine copy all derive it by one definition.
-- Kept by triggers on vendor_users and vendor_reviews: every vendor of every kind is a vendor_users row, so a newly
-- declared kind is counted with no trigger of its own; and every write that changes a verification (the review
-- desk, the portal, a bulk update, the seed) keeps them current, where a repository write would miss the others.

CREATE TABLE vendor_applications_daily (
  day  TEXT NOT NULL,
  kind TEXT NOT NULL,
  city TEXT NOT NULL,
  n    INTEGER NOT NULL,
  PRIMARY KEY (day, kind, city)
) WITHOUT ROWID;
INSERT INTO vendor_applications_daily (day, kind, city, n)
  SELECT substr(created_at, 1, 10), kind, city, COUNT(*) FROM vendor_users GROUP BY substr(created_at, 1, 10), kind, city;

CREATE TRIGGER vendor_applications_daily_insert AFTER INSERT ON vendor_users BEGIN
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
END;

-- The state is the review desk's (server/repositories/reviews.ts, reviewState); the days are the funnel's
-- fractional days from application to the latest approval or refusal, as it computed them per query before.
CREATE VIEW vendor_decision_source (user_id, kind, city, applied_at, outcome, days) AS
  SELECT u.id, u.kind, u.city, u.created_at,
    coalesce(r.state, CASE WHEN u.verification = 1 THEN 'approved' ELSE 'applied' END),
    CASE WHEN r.state IN ('approved', 'rejected') AND r.decided_at IS NOT NULL THEN julianday(r.decided_at) - julianday(u.created_at) END
  FROM vendor_users u LEFT JOIN vendor_reviews r ON r.user_id = u.id
  WHERE coalesce(r.state, CASE WHEN u.verification = 1 THEN 'approved' ELSE 'applied' END) IN ('approved', 'suspended', 'rejected');

CREATE TABLE vendor_decisions (
  user_id    INTEGER PRIMARY KEY,
  kind       TEXT NOT NULL,
  city       TEXT NOT NULL,
  applied_at TEXT NOT NULL,
  outcome    TEXT NOT NULL,
  days       REAL
);
-- The funnel's one range: everything it reads is in the index.
CREATE INDEX vendor_decisions_window ON vendor_decisions (applied_at, kind, city, outcome, days);
INSERT INTO vendor_decisions (user_id, kind, city, applied_at, outcome, days) SELECT * FROM vendor_decision_source;

CREATE TRIGGER vendor_decisions_vendor_insert AFTER INSERT ON vendor_users WHEN NEW.verification = 1 BEGIN
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
END;
