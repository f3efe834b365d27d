-- Base schema: admins and their sessions, customers, vendors of four kinds, their media, master data, call requests.

CREATE TABLE admins (
  id            INTEGER PRIMARY KEY,
  email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name          TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE admin_sessions (
  token_hash TEXT PRIMARY KEY,
  admin_id   INTEGER NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL
);

-- Retail and HoReCa customers of the consumer app; only counted and listed read-only here.
CREATE TABLE customers (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL,
  phoneNumber TEXT NOT NULL,
  email       TEXT NOT NULL DEFAULT '',
  city        TEXT NOT NULL DEFAULT '',
  verified    INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1)),
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- One row per vendor account (the legacy user_id), whatever its kind. Profile fields live in the kind's table.
CREATE TABLE vendor_users (
  id            INTEGER PRIMARY KEY,
  kind          TEXT NOT NULL CHECK (kind IN ('vegetable', 'professional', 'transport', 'hotel')),
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
CREATE INDEX vendor_users_kind_verification ON vendor_users (kind, verification);

CREATE TABLE vegetable_stores (
  id             INTEGER PRIMARY KEY,
  user_id        INTEGER NOT NULL UNIQUE REFERENCES vendor_users(id) ON DELETE CASCADE,
  storename      TEXT NOT NULL DEFAULT '',
  address        TEXT NOT NULL DEFAULT '',
  location       TEXT NOT NULL DEFAULT '',
  number         TEXT NOT NULL DEFAULT '',
  reviews        REAL NOT NULL DEFAULT 0,
  price          TEXT NOT NULL DEFAULT '',
  serviceDetails TEXT NOT NULL DEFAULT '',
  category       TEXT NOT NULL DEFAULT '',
  direction      TEXT NOT NULL DEFAULT ''
);

CREATE TABLE professional_profiles (
  id                   INTEGER PRIMARY KEY,
  user_id              INTEGER NOT NULL UNIQUE REFERENCES vendor_users(id) ON DELETE CASCADE,
  storename            TEXT NOT NULL DEFAULT '',
  location             TEXT NOT NULL DEFAULT '',
  reviews              REAL NOT NULL DEFAULT 0,
  price                TEXT NOT NULL DEFAULT '',
  serviceDetails       TEXT NOT NULL DEFAULT '',
  number               TEXT NOT NULL DEFAULT '',
  professionalcategory TEXT NOT NULL DEFAULT '',
  direction            TEXT NOT NULL DEFAULT '',
  years_of_experience  INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE transport_profiles (
  id                          INTEGER PRIMARY KEY,
  user_id                     INTEGER NOT NULL UNIQUE REFERENCES vendor_users(id) ON DELETE CASCADE,
  address                     TEXT NOT NULL DEFAULT '',
  vehicle_type                TEXT NOT NULL DEFAULT '',
  vehicle_model               TEXT NOT NULL DEFAULT '',
  vehicle_registration_number TEXT NOT NULL DEFAULT '',
  years_of_driving_experience INTEGER NOT NULL DEFAULT 0,
  days_and_hours_available    TEXT NOT NULL DEFAULT '',
  category                    TEXT NOT NULL DEFAULT '',
  location                    TEXT NOT NULL DEFAULT '',
  reviews                     REAL NOT NULL DEFAULT 0
);

CREATE TABLE hotel_profiles (
  id                    INTEGER PRIMARY KEY,
  user_id               INTEGER NOT NULL UNIQUE REFERENCES vendor_users(id) ON DELETE CASCADE,
  business_name         TEXT NOT NULL DEFAULT '',
  address               TEXT NOT NULL DEFAULT '',
  business_type         TEXT NOT NULL DEFAULT 'Hotel',
  opening_time          TEXT NOT NULL DEFAULT '',
  closing_time          TEXT NOT NULL DEFAULT '',
  delivery_options      TEXT NOT NULL DEFAULT '',
  max_delivery_distance TEXT NOT NULL DEFAULT '',
  location              TEXT NOT NULL DEFAULT ''
);

-- Store / service gallery images; file_name is a server-made name inside the kind's image folder.
CREATE TABLE vendor_images (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES vendor_users(id) ON DELETE CASCADE,
  file_name  TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX vendor_images_user ON vendor_images (user_id);

CREATE TABLE vendor_stories (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES vendor_users(id) ON DELETE CASCADE,
  todaystory TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX vendor_stories_user ON vendor_stories (user_id);

CREATE TABLE vegetable_categories (
  id          INTEGER PRIMARY KEY,
  vegcategory TEXT NOT NULL UNIQUE COLLATE NOCASE,
  image_name  TEXT,
  active      INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

CREATE TABLE vegetable_subcategories (
  id               INTEGER PRIMARY KEY,
  category_id      INTEGER NOT NULL REFERENCES vegetable_categories(id) ON DELETE CASCADE,
  subcategoryName  TEXT NOT NULL COLLATE NOCASE,
  subcategoryImage TEXT,
  active           INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  UNIQUE (category_id, subcategoryName)
);

CREATE TABLE professional_categories (
  id                   INTEGER PRIMARY KEY,
  professionalCategory TEXT NOT NULL UNIQUE COLLATE NOCASE,
  image_name           TEXT,
  active               INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

CREATE TABLE professional_subcategories (
  id               INTEGER PRIMARY KEY,
  category_id      INTEGER NOT NULL REFERENCES professional_categories(id) ON DELETE CASCADE,
  subcategoryName  TEXT NOT NULL COLLATE NOCASE,
  subcategoryImage TEXT,
  active           INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  UNIQUE (category_id, subcategoryName)
);

CREATE TABLE transport_categories (
  id              INTEGER PRIMARY KEY,
  vehicleCategory TEXT NOT NULL UNIQUE COLLATE NOCASE
);

CREATE TABLE call_requests (
  id           INTEGER PRIMARY KEY,
  phone_number TEXT NOT NULL,
  notes        TEXT,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
