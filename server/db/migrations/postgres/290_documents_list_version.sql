-- Vendor records carry `compliance_lapsed`, derived from their documents and waivers, so a write to either changes
-- the vendor lists as a vendor write does: the same counter (migration 010) follows them, kept by triggers so every
-- path (routes, the portal, a repair by hand) keeps the lists' cache and the work plan's data key current. One bump
-- per statement is enough for a version; the names are SQLite's (one trigger per event there).

CREATE TRIGGER vendor_documents_insert_version AFTER INSERT ON vendor_documents FOR EACH STATEMENT EXECUTE FUNCTION bump_vendor_list_version();
CREATE TRIGGER vendor_documents_update_version AFTER UPDATE ON vendor_documents FOR EACH STATEMENT EXECUTE FUNCTION bump_vendor_list_version();
CREATE TRIGGER vendor_documents_delete_version AFTER DELETE ON vendor_documents FOR EACH STATEMENT EXECUTE FUNCTION bump_vendor_list_version();

CREATE TRIGGER vendor_requirement_waivers_insert_version AFTER INSERT ON vendor_requirement_waivers FOR EACH STATEMENT EXECUTE FUNCTION bump_vendor_list_version();
CREATE TRIGGER vendor_requirement_waivers_update_version AFTER UPDATE ON vendor_requirement_waivers FOR EACH STATEMENT EXECUTE FUNCTION bump_vendor_list_version();
CREATE TRIGGER vendor_requirement_waivers_delete_version AFTER DELETE ON vendor_requirement_waivers FOR EACH STATEMENT EXECUTE FUNCTION bump_vendor_list_version();
