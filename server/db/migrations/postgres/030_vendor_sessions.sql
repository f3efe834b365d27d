-- Vendor portal sessions (extension): a bearer token per login; only its SHA-256 is stored.
CREATE TABLE vendor_sessions (
  token_hash text PRIMARY KEY,
  vendor_id  integer NOT NULL REFERENCES vendor_users(id) ON DELETE CASCADE,
  created_at text NOT NULL DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  expires_at text NOT NULL
);
CREATE INDEX vendor_sessions_vendor ON vendor_sessions (vendor_id);
