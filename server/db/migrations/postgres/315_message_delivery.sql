-- Delivery of the outbox by channels (docs/messages.md, server/delivery/): a message's topic is any declared message
-- type (src/domain/messageTypes/), not only the four decisions an admin records by hand, so the CHECK on topic goes
-- (the server validates it); `params` holds an automatic message's values as JSON (NULL: recorded by an admin, who
-- delivered it by hand). Each channel's attempt is one row of message_deliveries.
ALTER TABLE vendor_messages DROP CONSTRAINT vendor_messages_topic_check;
ALTER TABLE vendor_messages ADD CONSTRAINT vendor_messages_topic_check CHECK (topic <> '');
ALTER TABLE vendor_messages ADD COLUMN params text;

-- One row per message and channel: `sending` while a call is out, then `sent` (the provider took it), `delivered`
-- and `read` (WhatsApp's status webhook), `retry` (a timeout, a 5xx or quiet hours; `retry_at` says when) or
-- `failed` (refused for good, `last_error` in plain words). `provider_id` is the provider's message id.
CREATE TABLE message_deliveries (
  message_id  integer NOT NULL REFERENCES vendor_messages(id) ON DELETE CASCADE,
  channel     text NOT NULL CHECK (channel IN ('whatsapp', 'sms', 'email')),
  status      text NOT NULL CHECK (status IN ('sending', 'sent', 'delivered', 'read', 'retry', 'failed')),
  attempts    integer NOT NULL DEFAULT 0,
  last_error  text,
  provider_id text,
  retry_at    text,
  updated_at  text NOT NULL,
  PRIMARY KEY (message_id, channel)
);
CREATE INDEX message_deliveries_provider ON message_deliveries (channel, provider_id) WHERE provider_id IS NOT NULL;
