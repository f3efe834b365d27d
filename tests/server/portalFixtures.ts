/** Master data the portal's choices come from (tests start with none). */
import type { Db } from '../../server/db/database.ts';

/** An inactive category is not offered. */
export async function seedMasterData(db: Db): Promise<void> {
  await db
    .insertInto('professional_categories')
    .values([
      { professionalCategory: 'Chef', image_name: null, active: 1 },
      { professionalCategory: 'Plumber', image_name: null, active: 1 },
      { professionalCategory: 'Catering Staff', image_name: null, active: 0 },
    ])
    .execute();
  await db.insertInto('vegetable_categories').values({ vegcategory: 'Leafy Greens', image_name: null }).execute();
  await db.insertInto('transport_categories').values({ vehicleCategory: 'Mini truck' }).execute();
}
