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

-- The text `q` searches, per vendor: the fields the admin's whole-list path searches for that kind.
CREATE VIEW vendor_search_source (id, body) AS
  SELECT u.id, concat_ws(char(10), u.name, u.phoneNumber, u.email, u.city, p.storename, p.location, p.address, p.category)
    FROM vendor_users u JOIN vegetable_stores p ON p.user_id = u.id WHERE u.kind = 'vegetable'
  UNION ALL
  SELECT u.id, concat_ws(char(10), u.name, u.phoneNumber, u.email, u.city, p.storename, p.location, p.professionalcategory)
    FROM vendor_users u JOIN professional_profiles p ON p.user_id = u.id WHERE u.kind = 'professional'
  UNION ALL
  SELECT u.id, concat_ws(char(10), u.name, u.phoneNumber, u.email, u.city, p.address, p.vehicle_type, p.vehicle_model, p.vehicle_registration_number)
    FROM vendor_users u JOIN transport_profiles p ON p.user_id = u.id WHERE u.kind = 'transport'
  UNION ALL
  SELECT u.id, concat_ws(char(10), u.name, u.phoneNumber, u.email, u.city, p.business_name, p.business_type, p.address)
    FROM vendor_users u JOIN hotel_profiles p ON p.user_id = u.id WHERE u.kind = 'hotel';

-- Contentless (the rows live in the tables above); rowid = vendor_users.id.
-- A bulk load (the demo seed) pauses the per-row insert triggers by holding a row in vendor_search_paused and
-- indexes its rows in one statement before it commits (server/repositories/pagedLists.ts): about eight times
-- faster than indexing row by row, and no other connection ever sees the pause (one transaction).
CREATE VIRTUAL TABLE vendor_search USING fts5 (body, tokenize = 'trigram', content = '', contentless_delete = 1);
INSERT INTO vendor_search (rowid, body) SELECT id, body FROM vendor_search_source;
CREATE TABLE vendor_search_paused (id INTEGER PRIMARY KEY CHECK (id = 1));

CREATE TRIGGER vendor_users_search_update AFTER UPDATE OF name, phoneNumber, email, city ON vendor_users BEGIN
  DELETE FROM vendor_search WHERE rowid = OLD.id;
  INSERT INTO vendor_search (rowid, body) SELECT id, body FROM vendor_search_source WHERE id = NEW.id;
END;
CREATE TRIGGER vendor_users_search_delete AFTER DELETE ON vendor_users BEGIN
  DELETE FROM vendor_search WHERE rowid = OLD.id;
END;

CREATE TRIGGER vegetable_stores_search_insert AFTER INSERT ON vegetable_stores
  WHEN NOT EXISTS (SELECT 1 FROM vendor_search_paused) BEGIN
  INSERT INTO vendor_search (rowid, body) SELECT id, body FROM vendor_search_source WHERE id = NEW.user_id;
END;
CREATE TRIGGER vegetable_stores_search_update AFTER UPDATE ON vegetable_stores BEGIN
  DELETE FROM vendor_search WHERE rowid = OLD.user_id;
  INSERT INTO vendor_search (rowid, body) SELECT id, body FROM vendor_search_source WHERE id = NEW.user_id;
END;
CREATE TRIGGER professional_profiles_search_insert AFTER INSERT ON professional_profiles
  WHEN NOT EXISTS (SELECT 1 FROM vendor_search_paused) BEGIN
  INSERT INTO vendor_search (rowid, body) SELECT id, body FROM vendor_search_source WHERE id = NEW.user_id;
END;
CREATE TRIGGER professional_profiles_search_update AFTER UPDATE ON professional_profiles BEGIN
  DELETE FROM vendor_search WHERE rowid = OLD.user_id;
  INSERT INTO vendor_search (rowid, body) SELECT id, body FROM vendor_search_source WHERE id = NEW.user_id;
END;
CREATE TRIGGER transport_profiles_search_insert AFTER INSERT ON transport_profiles
  WHEN NOT EXISTS (SELECT 1 FROM vendor_search_paused) BEGIN
  INSERT INTO vendor_search (rowid, body) SELECT id, body FROM vendor_search_source WHERE id = NEW.user_id;
END;
CREATE TRIGGER transport_profiles_search_update AFTER UPDATE ON transport_profiles BEGIN
  DELETE FROM vendor_search WHERE rowid = OLD.user_id;
  INSERT INTO vendor_search (rowid, body) SELECT id, body FROM vendor_search_source WHERE id = NEW.user_id;
END;
CREATE TRIGGER hotel_profiles_search_insert AFTER INSERT ON hotel_profiles
  WHEN NOT EXISTS (SELECT 1 FROM vendor_search_paused) BEGIN
  INSERT INTO vendor_search (rowid, body) SELECT id, body FROM vendor_search_source WHERE id = NEW.user_id;
END;
CREATE TRIGGER hotel_profiles_search_update AFTER UPDATE ON hotel_profiles BEGIN
  DELETE FROM vendor_search WHERE rowid = OLD.user_id;
  INSERT INTO vendor_search (rowid, body) SELECT id, body FROM vendor_search_source WHERE id = NEW.user_id;
END;
