-- A counter that every write to a vendor row or profile bumps, so the vendor lists can be cached as serialized
-- JSON and still never be stale, whichever module (admin routes, vendor portal, seed) wrote the row. The bump
-- commits with the write, so an instance that reads the new version also reads the new rows.

CREATE TABLE vendor_list_version (
  id      integer PRIMARY KEY CHECK (id = 1),
  version integer NOT NULL
);
INSERT INTO vendor_list_version (id, version) VALUES (1, 0);

CREATE FUNCTION bump_vendor_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vendor_list_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;

CREATE TRIGGER vendor_users_insert_version AFTER INSERT ON vendor_users FOR EACH ROW EXECUTE FUNCTION bump_vendor_list_version();
CREATE TRIGGER vendor_users_update_version AFTER UPDATE ON vendor_users FOR EACH ROW EXECUTE FUNCTION bump_vendor_list_version();
CREATE TRIGGER vendor_users_delete_version AFTER DELETE ON vendor_users FOR EACH ROW EXECUTE FUNCTION bump_vendor_list_version();

CREATE TRIGGER vegetable_stores_insert_version AFTER INSERT ON vegetable_stores FOR EACH ROW EXECUTE FUNCTION bump_vendor_list_version();
CREATE TRIGGER vegetable_stores_update_version AFTER UPDATE ON vegetable_stores FOR EACH ROW EXECUTE FUNCTION bump_vendor_list_version();
CREATE TRIGGER vegetable_stores_delete_version AFTER DELETE ON vegetable_stores FOR EACH ROW EXECUTE FUNCTION bump_vendor_list_version();

CREATE TRIGGER professional_profiles_insert_version AFTER INSERT ON professional_profiles FOR EACH ROW EXECUTE FUNCTION bump_vendor_list_version();
CREATE TRIGGER professional_profiles_update_version AFTER UPDATE ON professional_profiles FOR EACH ROW EXECUTE FUNCTION bump_vendor_list_version();
CREATE TRIGGER professional_profiles_delete_version AFTER DELETE ON professional_profiles FOR EACH ROW EXECUTE FUNCTION bump_vendor_list_version();

CREATE TRIGGER transport_profiles_insert_version AFTER INSERT ON transport_profiles FOR EACH ROW EXECUTE FUNCTION bump_vendor_list_version();
CREATE TRIGGER transport_profiles_update_version AFTER UPDATE ON transport_profiles FOR EACH ROW EXECUTE FUNCTION bump_vendor_list_version();
CREATE TRIGGER transport_profiles_delete_version AFTER DELETE ON transport_profiles FOR EACH ROW EXECUTE FUNCTION bump_vendor_list_version();

CREATE TRIGGER hotel_profiles_insert_version AFTER INSERT ON hotel_profiles FOR EACH ROW EXECUTE FUNCTION bump_vendor_list_version();
CREATE TRIGGER hotel_profiles_update_version AFTER UPDATE ON hotel_profiles FOR EACH ROW EXECUTE FUNCTION bump_vendor_list_version();
CREATE TRIGGER hotel_profiles_delete_version AFTER DELETE ON hotel_profiles FOR EACH ROW EXECUTE FUNCTION bump_vendor_list_version();
