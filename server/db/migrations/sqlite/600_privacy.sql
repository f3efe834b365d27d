-- DPDP duties (docs/privacy.md): the consents given with each form under a versioned notice, the data principals'
-- requests with their 90-day clock, and the audit log's one allowed change: an entry anonymised once at erasure
-- (`erased_at` set; the event's who-what-when columns stay as they were).
CREATE TABLE consents (
  id             INTEGER PRIMARY KEY,
  subject        TEXT NOT NULL CHECK (subject IN ('vendor', 'enquiry', 'grievance')),
  subject_id     INTEGER NOT NULL,
  phone_number   TEXT,
  purpose        TEXT NOT NULL,
  notice_version TEXT NOT NULL,
  language       TEXT NOT NULL,
  source         TEXT NOT NULL,
  given_at       TEXT NOT NULL,
  withdrawn_at   TEXT
);
CREATE INDEX consents_subject ON consents (subject, subject_id, purpose);

CREATE TABLE privacy_requests (
  id           INTEGER PRIMARY KEY,
  vendor_id    INTEGER NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('access', 'correction', 'erasure')),
  state        TEXT NOT NULL DEFAULT 'received' CHECK (state IN ('received', 'completed')),
  channel      TEXT NOT NULL DEFAULT 'portal',
  details      TEXT,
  outcome      TEXT,
  received_at  TEXT NOT NULL,
  due_at       TEXT NOT NULL,
  completed_at TEXT
);
CREATE INDEX privacy_requests_due ON privacy_requests (state, due_at);
CREATE INDEX privacy_requests_vendor ON privacy_requests (vendor_id, id);

ALTER TABLE audit_log ADD COLUMN erased_at TEXT;
DROP TRIGGER audit_log_no_update;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
WHEN NOT (OLD.erased_at IS NULL AND NEW.erased_at IS NOT NULL AND NEW.id = OLD.id AND NEW.at = OLD.at
  AND NEW.admin_id IS OLD.admin_id AND NEW.actor = OLD.actor AND NEW.action = OLD.action AND NEW.entity = OLD.entity
  AND NEW.entity_id IS OLD.entity_id AND NEW.vendor_id IS OLD.vendor_id)
BEGIN SELECT RAISE(ABORT, 'audit log entries cannot be changed'); END;
