-- The queues sort text by lower(column) COLLATE "C" (engines/postgres.ts, caselessOrder: bytewise like SQLite's
-- NOCASE, whatever the database's locale), created_at included, but 070 indexed lower(name) in the database's
-- default collation and 120 indexed created_at as it is. An index serves an ORDER BY only on the same expression
-- in the same collation, so every page of a queue sorted the whole kind and state: at 100,000 vendors per kind
-- 1.4 s a page by name and 150 ms a page oldest first, the admin's default (found by bench/largeLists.ts).
DROP INDEX vendor_users_queue_name;
DROP INDEX vendor_users_queue_city_name;
DROP INDEX vendor_users_queue_created;
DROP INDEX vendor_users_queue_city_created;
CREATE INDEX vendor_users_queue_name ON vendor_users (kind, verification, (lower(name) COLLATE "C"), id);
CREATE INDEX vendor_users_queue_city_name ON vendor_users (kind, verification, city, (lower(name) COLLATE "C"), id);
CREATE INDEX vendor_users_queue_created ON vendor_users (kind, verification, (lower(created_at) COLLATE "C"), id);
CREATE INDEX vendor_users_queue_city_created ON vendor_users (kind, verification, city, (lower(created_at) COLLATE "C"), id);
