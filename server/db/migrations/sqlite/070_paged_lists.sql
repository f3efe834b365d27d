-- Paged vendor lists (extension `pagedLists`): indexes for the queues' default order and city filter, an
-- aggregate of vendors per kind and state kept by triggers (tile and dashboard counts without a scan), and a
-- trigram full-text index over each kind's searched fields (the lists' `q`).

CREATE INDEX vendor_users_queue_name ON vendor_users (kind, verification, name COLLATE NOCASE, id);
CREATE INDEX vendor_users_queue_city_name ON vendor_users (kind, verification, city, name COLLATE NOCASE, id);

CREATE TABLE vendor_counts (
  kind         TEXT NOT NULL,
  verification INTEGER NOT NULL,
  n            INTEGER NOT NULL,
  PRIMARY KEY (kind, verification)
) WITHOUT ROWID;
INSERT INTO vendor_counts (kind, verification, n)
  SELECT kind, verification, COUNT(*) FROM vendor_users GROUP BY kind, verification;

CREATE TRIGGER vendor_counts_insert AFTER INSERT ON vendor_users BEGIN
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
END;

-- The trigram full-text index of the text `q` searches. What it indexes (the view vendor_search_source, from
-- each kind's declared searched fields) and the triggers that keep it current are made at start from the
-- vendor-kind declarations (server/db/vendorSearch.ts), so adding a kind needs no SQL here.
-- Contentless (the rows live in the vendor tables); rowid = vendor_users.id.
-- A bulk load (the demo seed) pauses the per-row insert triggers by holding a row in vendor_search_paused and
-- indexes its rows in one statement before it commits (server/repositories/pagedLists.ts): about eight times
-- faster than indexing row by row, and no other connection ever sees the pause (one transaction).
CREATE VIRTUAL TABLE vendor_search USING fts5 (body, tokenize = 'trigram', content = '', contentless_delete = 1);
CREATE TABLE vendor_search_paused (id INTEGER PRIMARY KEY CHECK (id = 1));
