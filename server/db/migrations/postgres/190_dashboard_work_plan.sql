-- The dashboard's work plan (extension `workPlan`, server/repositories/workPlan.ts).
-- admin_dashboard_visits: per admin, the admin session that last loaded the work plan (`session_key`, the SHA-256
-- of its token), when it last did (`seen_at`), and the reference point of "since your last visit" (`since_at`): the
-- last time the work plan was seen in an earlier session, so reloading the dashboard within one session does not
-- reset it. Bookkeeping, not business data: its writes are not audited.
CREATE TABLE admin_dashboard_visits (
  admin_id    integer PRIMARY KEY REFERENCES admins(id) ON DELETE CASCADE,
  session_key text NOT NULL,
  seen_at     text NOT NULL,
  since_at    text
);
-- The aggregates read recent rows by their creation time and decisions by kind and time; without these each
-- figure scanned its whole table. Migration 180 indexes the queues' created_at as lower(created_at) COLLATE "C"
-- (for the sort), which a range on created_at itself cannot use: the ageing buckets need the plain column.
CREATE INDEX vendor_users_kind_state_created ON vendor_users (kind, verification, created_at);
CREATE INDEX vendor_users_created ON vendor_users (created_at);
CREATE INDEX call_requests_created ON call_requests (created_at);
CREATE INDEX audit_log_action_at ON audit_log (action, at);
CREATE INDEX vendor_documents_status_uploaded ON vendor_documents (status, uploaded_at);
