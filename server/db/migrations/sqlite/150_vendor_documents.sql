-- Vendor documents (extension `compliance`): the proofs each vendor kind declares (src/domain/compliance/requirements.ts).
-- One row per upload; the newest row of a (vendor, requirement) is its current document. Files live in the
-- private media folder (never served statically) and are named by the server.
CREATE TABLE vendor_documents (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES vendor_users(id) ON DELETE CASCADE,
  requirement  TEXT NOT NULL,
  number       TEXT,
  licence_type TEXT,
  expires_on   TEXT,
  file         TEXT,
  file_type    TEXT,
  status       TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
  reason       TEXT,
  uploaded_at  TEXT NOT NULL,
  decided_at   TEXT,
  decided_by   INTEGER REFERENCES admins(id) ON DELETE SET NULL
);
CREATE INDEX vendor_documents_vendor ON vendor_documents (user_id, requirement, id);
CREATE INDEX vendor_documents_expiry ON vendor_documents (expires_on) WHERE expires_on IS NOT NULL;

-- An owner's waiver of one requirement of one vendor, with the reason (audited).
CREATE TABLE vendor_requirement_waivers (
  user_id     INTEGER NOT NULL REFERENCES vendor_users(id) ON DELETE CASCADE,
  requirement TEXT NOT NULL,
  reason      TEXT NOT NULL,
  waived_at   TEXT NOT NULL,
  waived_by   INTEGER REFERENCES admins(id) ON DELETE SET NULL,
  PRIMARY KEY (user_id, requirement)
);
