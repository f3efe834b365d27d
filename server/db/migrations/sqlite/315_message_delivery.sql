-- migration: rebuild
-- Delivery of the outbox by channels (docs/messages.md, server/delivery/): a message's topic is any declared message
-- type (src/domain/messageTypes/), not only the four decisions an admin records by hand, so the CHECK on topic goes
-- (the server validates it); `params` holds an automatic message's values as JSON (NULL: recorded by an admin, who
-- delivered it by hand). Each channel's attempt is one row of message_deliveries.
CREATE TABLE vendor_messages_new (
  id         INTEGER PRIMARY KEY,
  kind       TEXT NOT NULL,
  user_id    INTEGER NOT NULL,
  phone      TEXT NOT NULL,
  channel    TEXT NOT NULL CHECK (channel IN ('whatsapp', 'sms', 'email')),
  language   TEXT NOT NULL CHECK (language IN ('en', 'ta')),
  topic      TEXT NOT NULL CHECK (topic <> ''),
  text       TEXT NOT NULL,
  status     TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  created_at TEXT NOT NULL,
  created_by INTEGER REFERENCES admins(id) ON DELETE SET NULL,
  params     TEXT
);
INSERT INTO vendor_messages_new (id, kind, user_id, phone, channel, language, topic, text, status, created_at, created_by)
  SELECT id, kind, user_id, phone, channel, language, topic, text, status, created_at, created_by FROM vendor_messages;
DROP TABLE vendor_messages;
ALTER TABLE vendor_messages_new RENAME TO vendor_messages;
CREATE INDEX vendor_messages_vendor ON vendor_messages (user_id, id);
CREATE INDEX vendor_messages_status ON vendor_messages (status, id);

-- One row per message and channel: `sending` while a call is out, then `sent` (the provider took it), `delivered`
-- and `read` (WhatsApp's status webhook), `retry` (a timeout, a 5xx or quiet hours; `retry_at` says when) or
-- `failed` (refused for good, `last_error` in plain words). `provider_id` is the provider's message id.
CREATE TABLE message_deliveries (
  message_id  INTEGER NOT NULL REFERENCES vendor_messages(id) ON DELETE CASCADE,
  channel     TEXT NOT NULL CHECK (channel IN ('whatsapp', 'sms', 'email')),
  status      TEXT NOT NULL CHECK (status IN ('sending', 'sent', 'delivered', 'read', 'retry', 'failed')),
  attempts    INTEGER NOT NULL DEFAULT 0,
  last_error  TEXT,
  provider_id TEXT,
  retry_at    TEXT,
  updated_at  TEXT NOT NULL,
  PRIMARY KEY (message_id, channel)
);
CREATE INDEX message_deliveries_provider ON message_deliveries (channel, provider_id) WHERE provider_id IS NOT NULL;
