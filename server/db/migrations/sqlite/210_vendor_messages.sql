-- Messages to vendors (docs/messages.md): the outbox every sender writes to, and the opt-in per phone number.
-- `phone` is 91 + 10 digits; the vendor is named by kind and user id (a deleted vendor's messages stay).
CREATE TABLE vendor_messages (
  id         INTEGER PRIMARY KEY,
  kind       TEXT NOT NULL,
  user_id    INTEGER NOT NULL,
  phone      TEXT NOT NULL,
  channel    TEXT NOT NULL CHECK (channel IN ('whatsapp', 'sms', 'email')),
  language   TEXT NOT NULL CHECK (language IN ('en', 'ta')),
  topic      TEXT NOT NULL CHECK (topic IN ('approve', 'request_changes', 'reject', 'document_reminder')),
  text       TEXT NOT NULL,
  status     TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  created_at TEXT NOT NULL,
  created_by INTEGER REFERENCES admins(id) ON DELETE SET NULL
);
CREATE INDEX vendor_messages_vendor ON vendor_messages (user_id, id);
CREATE INDEX vendor_messages_status ON vendor_messages (status, id);

CREATE TABLE phone_optins (
  phone      TEXT PRIMARY KEY,
  opted_in   INTEGER NOT NULL CHECK (opted_in IN (0, 1)),
  source     TEXT,
  updated_at TEXT NOT NULL,
  updated_by INTEGER REFERENCES admins(id) ON DELETE SET NULL
);
