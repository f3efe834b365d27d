-- Paged vendor lists (extension `pagedLists`): indexes for the queues' default order and city filter, an
-- aggregate of vendors per kind and state kept by triggers (tile and dashboard counts without a scan), and a
-- trigram index over each kind's searched fields (the lists' `q`).

-- Names sort ignoring case: lower(name) here, as SQLite's indexes sort name COLLATE NOCASE.
CREATE INDEX vendor_users_queue_name ON vendor_users (kind, verification, lower(name), id);
CREATE INDEX vendor_users_queue_city_name ON vendor_users (kind, verification, city, lower(name), id);

CREATE TABLE vendor_counts (
  kind         text NOT NULL,
  verification integer NOT NULL,
  n            integer NOT NULL,
  PRIMARY KEY (kind, verification)
);
INSERT INTO vendor_counts (kind, verification, n)
  SELECT kind, verification, COUNT(*) FROM vendor_users GROUP BY kind, verification;

CREATE FUNCTION vendor_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
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
  EXECUTE FUNCTION vendor_counts_update();

-- The search index of the text `q` searches: one row per vendor (id = vendor_users.id), its body the kind's
-- searched fields joined by newlines, with a trigram index that serves `body ILIKE '%q%'`. What it indexes (the
-- view vendor_search_source) and the triggers that keep it current are made at start from the vendor-kind
-- declarations (server/db/engines/postgres.ts), so adding a kind needs no SQL here.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE TABLE vendor_search (
  id   integer PRIMARY KEY,
  body text NOT NULL
);
CREATE INDEX vendor_search_body ON vendor_search USING gin (body gin_trgm_ops);
CREATE TABLE vendor_search_paused (id integer PRIMARY KEY CHECK (id = 1));
