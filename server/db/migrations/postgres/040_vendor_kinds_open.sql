-- vendor_users without CHECK (kind IN (...)): the vendor kinds are declared in src/domain/vendorKinds, and a new
-- kind must not need a schema change. SQLite rebuilds the table for this; PostgreSQL swaps the constraint.
ALTER TABLE vendor_users
  DROP CONSTRAINT vendor_users_kind_check,
  ADD CONSTRAINT vendor_users_kind_check CHECK (kind <> '');
