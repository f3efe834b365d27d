// Vendor records carry `compliance_lapsed`, derived from their documents and waivers, so a write to either changes
// the vendor lists as a vendor write does: the same counter (migration 010) follows them, kept by triggers so every
// path (routes, the portal, a repair by hand) keeps the lists' cache and the work plan's data key current. On
// PostgreSQL one bump per statement is enough for a version; the names are SQLite's (one trigger per event there).
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf } from '../migration.ts';
import { versionTriggers } from './010_vendors_list_version.ts';

export async function up(db: Db, engine: Engine): Promise<void> {
  const t = ddlOf(db, engine);
  for (const table of ['vendor_documents', 'vendor_requirement_waivers']) await t.perEngine(versionTriggers(table, 'STATEMENT'));
}
