-- The queues' default order is oldest first (created_at), which migration 070's name indexes do not serve: a page
-- sorted by created_at read and sorted every vendor of the kind and state (8 ms at 10,000 per kind, 80 ms at
-- 100,000). The sort compares with COLLATE NOCASE like every text sort of server/repositories/pagedLists.ts.
CREATE INDEX vendor_users_queue_created ON vendor_users (kind, verification, created_at COLLATE NOCASE, id);
CREATE INDEX vendor_users_queue_city_created ON vendor_users (kind, verification, city, created_at COLLATE NOCASE, id);
