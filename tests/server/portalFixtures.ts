/** Master data the portal's choices come from (tests start with none). */
import { PROFESSIONAL_CATEGORY_TABLE, VEGETABLE_CATEGORY_TABLE, insertCategory } from '../../server/repositories/categories.ts';
import { insertTransportCategory } from '../../server/repositories/transportCategories.ts';
import type { SqliteHandle } from '../../server/db/open.ts';

/** An inactive category is not offered. */
export function seedMasterData(db: SqliteHandle): void {
  insertCategory(db, PROFESSIONAL_CATEGORY_TABLE, 'Chef', null);
  insertCategory(db, PROFESSIONAL_CATEGORY_TABLE, 'Plumber', null);
  insertCategory(db, PROFESSIONAL_CATEGORY_TABLE, 'Catering Staff', null, 0);
  insertCategory(db, VEGETABLE_CATEGORY_TABLE, 'Leafy Greens', null);
  insertTransportCategory(db, 'Mini truck');
}
