-- The queues' default order is oldest first (created_at), which migration 070's name indexes do not serve: a page
-- sorted by created_at would read and sort every vendor of the kind and state. created_at is ISO-8601 text, the
-- same in any case, so it is indexed as it is.
CREATE INDEX vendor_users_queue_created ON vendor_users (kind, verification, created_at, id);
CREATE INDEX vendor_users_queue_city_created ON vendor_users (kind, verification, city, created_at, id);
