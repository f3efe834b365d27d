-- A bulk load (the demo seed) now suspends every trigger of the vendor tables and rebuilds what they keep
-- (server/repositories/demoVendors.ts), so the search index no longer needs its pause flag.
DROP TABLE vendor_search_paused;
