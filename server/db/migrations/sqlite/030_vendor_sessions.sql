-- Vendor portal sessions (extension): a bearer token per login; only its SHA-256 is stored.
CREATE TABLE vendor_sessions (
  token_hash TEXT PRIMARY KEY,
  vendor_id  INTEGER NOT NULL REFERENCES vendor_users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL
);
CREATE INDEX vendor_sessions_vendor ON vendor_sessions (vendor_id);
