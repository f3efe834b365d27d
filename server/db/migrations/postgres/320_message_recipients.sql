-- Messages that reach people (docs/messages.md "Recipients"): the outbox holds messages to buyers and complainants
-- as well as vendors. `recipient` says who: a vendor's row keeps its kind and user id (its phone, address and
-- language are the vendor's); a buyer's or a complainant's has no user id, `kind` is the recipient, and `email`
-- holds the address given (NULL: none). `event_key` names the event that queued an automatic message (one row per
-- event: the same event never sends twice). A vendor's choice to receive document reminders is
-- vendor_message_preferences (no row: reminders on).
ALTER TABLE vendor_messages ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE vendor_messages ADD COLUMN recipient text NOT NULL DEFAULT 'vendor' CHECK (recipient IN ('vendor', 'buyer', 'complainant'));
ALTER TABLE vendor_messages ADD COLUMN email text;
ALTER TABLE vendor_messages ADD COLUMN event_key text UNIQUE;
ALTER TABLE vendor_messages ADD CONSTRAINT vendor_messages_vendor_has_user CHECK (recipient <> 'vendor' OR user_id IS NOT NULL);

CREATE TABLE vendor_message_preferences (
  user_id    integer PRIMARY KEY REFERENCES vendor_users(id) ON DELETE CASCADE,
  reminders  integer NOT NULL CHECK (reminders IN (0, 1)),
  updated_at text NOT NULL
);
