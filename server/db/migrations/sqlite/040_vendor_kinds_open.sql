-- migration: rebuild
-- vendor_users without CHECK (kind IN (...)): the vendor kinds are declared in src/domain/vendorKinds, and a new
-- kind must not need a table rebuild. Rebuilt with foreign keys off (profiles, images, stories and sessions
-- keep pointing at the same ids); the runner checks foreign keys before committing.

CREATE TABLE vendor_users_new (
  id            INTEGER PRIMARY KEY,
  kind          TEXT NOT NULL CHECK (kind <> ''),
  name          TEXT NOT NULL,
  phoneNumber   TEXT NOT NULL,
  email         TEXT NOT NULL DEFAULT '',
  city          TEXT NOT NULL DEFAULT '',
  description   TEXT NOT NULL DEFAULT '',
  password_hash TEXT NOT NULL,
  verification  INTEGER NOT NULL DEFAULT 0 CHECK (verification IN (0, 1)),
  poster        TEXT,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (kind, phoneNumber)
);
INSERT INTO vendor_users_new (id, kind, name, phoneNumber, email, city, description, password_hash, verification, poster, created_at)
  SELECT id, kind, name, phoneNumber, email, city, description, password_hash, verification, poster, created_at FROM vendor_users;
DROP TABLE vendor_users;
ALTER TABLE vendor_users_new RENAME TO vendor_users;
CREATE INDEX vendor_users_kind_verification ON vendor_users (kind, verification);

CREATE TRIGGER vendor_users_insert_version AFTER INSERT ON vendor_users
BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER vendor_users_update_version AFTER UPDATE ON vendor_users
BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER vendor_users_delete_version AFTER DELETE ON vendor_users
BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END;
