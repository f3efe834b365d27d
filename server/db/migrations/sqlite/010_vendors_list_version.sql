-- A counter that every write to a vendor row or profile bumps, so the vendor lists can be cached as serialized
-- JSON and still never be stale, whichever module (admin routes, vendor portal, seed) wrote the row.

CREATE TABLE vendor_list_version (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO vendor_list_version (id, version) VALUES (1, 0);

CREATE TRIGGER vendor_users_insert_version AFTER INSERT ON vendor_users
BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER vendor_users_update_version AFTER UPDATE ON vendor_users
BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER vendor_users_delete_version AFTER DELETE ON vendor_users
BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END;

CREATE TRIGGER vegetable_stores_insert_version AFTER INSERT ON vegetable_stores
BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER vegetable_stores_update_version AFTER UPDATE ON vegetable_stores
BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER vegetable_stores_delete_version AFTER DELETE ON vegetable_stores
BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END;

CREATE TRIGGER professional_profiles_insert_version AFTER INSERT ON professional_profiles
BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER professional_profiles_update_version AFTER UPDATE ON professional_profiles
BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER professional_profiles_delete_version AFTER DELETE ON professional_profiles
BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END;

CREATE TRIGGER transport_profiles_insert_version AFTER INSERT ON transport_profiles
BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER transport_profiles_update_version AFTER UPDATE ON transport_profiles
BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER transport_profiles_delete_version AFTER DELETE ON transport_profiles
BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END;

CREATE TRIGGER hotel_profiles_insert_version AFTER INSERT ON hotel_profiles
BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER hotel_profiles_update_version AFTER UPDATE ON hotel_profiles
BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER hotel_profiles_delete_version AFTER DELETE ON hotel_profiles
BEGIN UPDATE vendor_list_version SET version = version + 1 WHERE id = 1; END;
