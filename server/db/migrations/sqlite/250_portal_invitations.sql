-- Invitations to the vendor portal (extension `portalInvitations`, docs/server-routes.md): a caller converted on the call
-- desk has no usable password until they set one through a single-use link. Only the token's SHA-256 is stored.
CREATE TABLE portal_invitations (
  id              INTEGER PRIMARY KEY,
  vendor_id       INTEGER NOT NULL REFERENCES vendor_users(id) ON DELETE CASCADE,
  call_request_id INTEGER REFERENCES call_requests(id) ON DELETE SET NULL,
  token_hash      TEXT NOT NULL UNIQUE,
  created_by      INTEGER REFERENCES admins(id) ON DELETE SET NULL,
  created_at      TEXT NOT NULL,
  expires_at      TEXT NOT NULL,
  used_at         TEXT
);
CREATE INDEX portal_invitations_vendor ON portal_invitations (vendor_id);
