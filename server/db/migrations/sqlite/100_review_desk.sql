-- The review desk (docs/review-desk.md): admin roles, review states, reason templates and the audit log.

ALTER TABLE admins ADD COLUMN role TEXT NOT NULL DEFAULT 'owner'
  CHECK (role IN ('owner', 'reviewer', 'catalog', 'calldesk', 'viewer'));
ALTER TABLE admins ADD COLUMN active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1));

-- A vendor without a row here is 'approved' when verified and 'applied' otherwise (every vendor before this
-- migration, and every application until its first decision).
CREATE TABLE vendor_reviews (
  user_id       INTEGER PRIMARY KEY REFERENCES vendor_users(id) ON DELETE CASCADE,
  state         TEXT NOT NULL CHECK (state IN ('applied', 'changes_requested', 'approved', 'rejected', 'suspended')),
  reason        TEXT,
  decided_at    TEXT,
  decided_by    INTEGER REFERENCES admins(id) ON DELETE SET NULL,
  claimed_by    INTEGER REFERENCES admins(id) ON DELETE SET NULL,
  claimed_until TEXT
);
CREATE INDEX vendor_reviews_state ON vendor_reviews (state);

CREATE TABLE reason_templates (
  id     INTEGER PRIMARY KEY,
  action TEXT NOT NULL CHECK (action IN ('request_changes', 'reject', 'suspend')),
  text   TEXT NOT NULL,
  UNIQUE (action, text)
);
INSERT INTO reason_templates (action, text) VALUES
  ('request_changes', 'Please upload clear photos of your store front and produce.'),
  ('request_changes', 'Your phone number or address is incomplete; please correct it.'),
  ('reject', 'We could not verify that this business exists at the address given.'),
  ('reject', 'Duplicate application: this business is already registered.'),
  ('suspend', 'Repeated customer complaints about quality.'),
  ('suspend', 'Business registration or licence has expired.');

-- Append-only: who (admin, or the vendor in the portal), when, what, and the changed fields before and after.
CREATE TABLE audit_log (
  id        INTEGER PRIMARY KEY,
  at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  admin_id  INTEGER,
  actor     TEXT NOT NULL,
  action    TEXT NOT NULL,
  entity    TEXT NOT NULL,
  entity_id INTEGER,
  vendor_id INTEGER,
  reason    TEXT,
  before    TEXT,
  after     TEXT
);
CREATE INDEX audit_log_vendor ON audit_log (vendor_id, id);
CREATE INDEX audit_log_admin ON audit_log (admin_id, id);
CREATE INDEX audit_log_at ON audit_log (at);

CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN SELECT RAISE(ABORT, 'audit log entries cannot be changed'); END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN SELECT RAISE(ABORT, 'audit log entries cannot be deleted'); END;
