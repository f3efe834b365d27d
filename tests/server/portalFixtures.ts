/** Master data the portal's choices come from (tests start with none). */
import { PROFESSIONAL_CATEGORY_TABLE, VEGETABLE_CATEGORY_TABLE, insertCategory } from '../../server/repositories/categories.ts';
import { insertTransportCategory } from '../../server/repositories/transportCategories.ts';
import type { Db } from '../../server/db/database.ts';

/** An inactive category is not offered. */
export async function seedMasterData(db: Db): Promise<void> {
  await insertCategory(db, PROFESSIONAL_CATEGORY_TABLE, 'Chef', null);
  await insertCategory(db, PROFESSIONAL_CATEGORY_TABLE, 'Plumber', null);
  await insertCategory(db, PROFESSIONAL_CATEGORY_TABLE, 'Catering Staff', null, 0);
  await insertCategory(db, VEGETABLE_CATEGORY_TABLE, 'Leafy Greens', null);
  await insertTransportCategory(db, 'Mini truck');
}

export const STORE_PASSWORD = 'secret-123';
/** Every apply field of a vegetable store. */
export const VEGETABLE_STORE_APPLICATION = {
  category: 'vegetable',
  name: 'Kavitha Raman',
  phoneNumber: '9840011122',
  email: 'kavitha@example.com',
  city: 'Dindigul',
  description: 'Fresh greens every morning',
  password: STORE_PASSWORD,
  acceptTerms: true,
  storename: 'Kavitha Greens',
  location: '12 Big Bazaar Street',
  business_category: 'Leafy Greens',
  price: '30 per bunch',
  serviceDetails: 'Door delivery before 7 am',
};
