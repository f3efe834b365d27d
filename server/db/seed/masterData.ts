/** Demo master data: categories with subcategories and pictures, vehicle categories, call requests, customers. */
import { MEDIA_FOLDERS, type MediaFolder } from '../../../src/domain/media.ts';
import { inTransaction, type Db } from '../database.ts';
import { PROFESSIONAL_CATEGORY_TABLE, VEGETABLE_CATEGORY_TABLE, insertCategory, type CategoryTable } from '../../repositories/categories.ts';
import { insertSubcategory } from '../../repositories/subcategories.ts';
import { insertTransportCategory } from '../../repositories/transportCategories.ts';
import { insertCallRequest } from '../../repositories/callRequests.ts';
import { insertCustomer } from '../../repositories/customers.ts';
import { gradientPng, hue } from './png.ts';
import { seedAsset, type SeedMedia } from './mediaFiles.ts';
import type { SeededRandom } from './random.ts';
import type { SeedClock } from './clock.ts';
import { CITY_INFO, EMAIL_DOMAINS, FAMILY_NAMES, FIRST_NAMES } from './tamilNadu.ts';

interface CategorySeed {
  name: string;
  active: boolean;
  /** Subcategory names; a trailing "*" marks an inactive one. */
  subcategories: readonly string[];
}

export const VEGETABLE_CATEGORIES: readonly CategorySeed[] = [
  { name: 'Leafy Greens', active: true, subcategories: ['Spinach', 'Arai Keerai', 'Curry Leaves', 'Coriander', 'Drumstick Leaves*'] },
  { name: 'Root Vegetables', active: true, subcategories: ['Carrot', 'Beetroot', 'Radish', 'Potato', 'Small Onion', 'Tapioca*'] },
  { name: 'Gourds', active: true, subcategories: ['Bottle Gourd', 'Bitter Gourd', 'Snake Gourd', 'Ridge Gourd'] },
  { name: 'Fruits', active: true, subcategories: ['Banana', 'Mango', 'Guava', 'Papaya', 'Sapota*'] },
  { name: 'Beans and Pods', active: true, subcategories: ['Broad Beans', 'Cluster Beans', 'Drumstick', 'Green Peas'] },
  { name: 'Herbs', active: true, subcategories: ['Mint', 'Tulsi', 'Lemongrass', 'Ginger'] },
  { name: 'Exotic', active: false, subcategories: ['Broccoli', 'Zucchini', 'Red Bell Pepper', 'Iceberg Lettuce*'] },
  { name: 'Organic Specials', active: false, subcategories: ['Country Tomato', 'Brinjal (Naatu)'] },
];

export const PROFESSIONAL_CATEGORIES: readonly CategorySeed[] = [
  { name: 'Electrician', active: true, subcategories: ['House Wiring', 'Kitchen Equipment Repair', 'Generator Service'] },
  { name: 'Plumber', active: true, subcategories: ['Leak Repair', 'Water Tank Cleaning', 'Drainage Work*'] },
  { name: 'Chef', active: true, subcategories: ['South Indian Cuisine', 'Chettinad Cuisine', 'Bakery and Pastry', 'Tandoor*'] },
  { name: 'Carpenter', active: true, subcategories: ['Furniture Repair', 'Modular Kitchen'] },
  { name: 'AC Technician', active: true, subcategories: ['Split AC Service', 'Cold Room Maintenance'] },
  { name: 'Housekeeping', active: true, subcategories: ['Deep Cleaning', 'Pest Control'] },
  { name: 'Catering Staff', active: false, subcategories: ['Waiters', 'Banquet Helpers*'] },
];

export const TRANSPORT_CATEGORIES = ['Mini Truck', 'Three Wheeler', 'Tempo', 'Refrigerated Van', 'Pickup Van', 'Lorry'] as const;

const activeNames = (seeds: readonly CategorySeed[]) => seeds.filter((s) => s.active).map((s) => s.name);
const SEEDED_NAMES: Record<string, readonly string[]> = {
  vegetableCategories: activeNames(VEGETABLE_CATEGORIES),
  professionalCategories: activeNames(PROFESSIONAL_CATEGORIES),
  transportCategories: TRANSPORT_CATEGORIES,
};

/** What a vendor kind's demo generator may pick from: the active records a master resource is seeded with. */
export function seededMasterNames(resource: string): readonly string[] {
  const names = SEEDED_NAMES[resource];
  if (!names) throw new Error(`The demo seed has no master data for "${resource}"`);
  return names;
}

const COMMITTED_PICTURES = ['produce-green.jpg', 'produce-orange.jpg', 'produce-purple.webp', 'produce-blue.webp'] as const;

const VEGETABLE_FOLDERS = { category: MEDIA_FOLDERS.vegetableCategoryImages, subcategory: MEDIA_FOLDERS.vegetableSubcategoryImages };
const PROFESSIONAL_FOLDERS = { category: MEDIA_FOLDERS.professionalCategoryImages, subcategory: MEDIA_FOLDERS.professionalSubcategoryImages };

/** A picture file for a category or subcategory: mostly generated PNGs, some committed JPEG/WebP assets. */
function placePicture(files: SeedMedia, folder: MediaFolder, baseName: string, index: number): string {
  if (index % 5 === 4) {
    const asset = COMMITTED_PICTURES[Math.floor(index / 5) % COMMITTED_PICTURES.length] ?? COMMITTED_PICTURES[0];
    const ext = asset.slice(asset.lastIndexOf('.'));
    return files.place(folder, `${baseName}${ext}`, `${baseName}${ext}`, () => seedAsset(asset));
  }
  const degrees = (index * 47) % 360;
  return files.place(folder, `${baseName}.png`, `${baseName}.png`, () => gradientPng(96, 96, hue(degrees, 0.35), hue(degrees + 40, 0.7), 3));
}

async function seedCategories(
  db: Db,
  files: SeedMedia,
  table: CategoryTable,
  seeds: readonly CategorySeed[],
  folders: { category: MediaFolder; subcategory: MediaFolder },
  prefix: string,
): Promise<void> {
  let pictureIndex = 0;
  for (const [c, seed] of seeds.entries()) {
    const image = placePicture(files, folders.category, `${prefix}-category-${c + 1}`, pictureIndex++);
    const categoryId = await insertCategory(db, table, seed.name, image, seed.active ? 1 : 0);
    for (const [s, raw] of seed.subcategories.entries()) {
      const inactive = raw.endsWith('*');
      const subImage = placePicture(files, folders.subcategory, `${prefix}-subcategory-${c + 1}-${s + 1}`, pictureIndex++);
      await insertSubcategory(db, table.subTable, { categoryId, name: inactive ? raw.slice(0, -1) : raw, imageName: subImage, active: inactive ? 0 : 1 });
    }
  }
}


const CALL_NOTES = [
  'Wants daily 20 kg tomato and onion supply for a hotel in RS Puram.',
  'Asked about HoReCa credit terms (Net 15). Call back after 4 pm.',
  null,
  'Interested in listing a cold-storage van; send vendor application link.',
  null,
  'Restaurant owner, needs a plumber on weekends.',
  'Wrong number.',
  null,
  'Bulk banana order for a wedding on Friday; share price list.',
  null,
  'Wants to become a vendor in Palani; prefers Tamil speaking staff.',
  null,
  'Follow up on refund for damaged leafy greens (photo received).',
  null,
];

async function seedCallRequests(db: Db, random: SeededRandom, clock: SeedClock): Promise<void> {
  for (const [i, notes] of CALL_NOTES.entries()) {
    const phone = `${random.pick(['9', '8', '7', '6'])}${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
    await insertCallRequest(db, { phone_number: phone, notes, created_at: clock.isoDaysBefore(i * 1.5, random.int(0, 600)) });
  }
}

export const DEMO_CUSTOMERS = 60;

async function seedCustomers(db: Db, random: SeededRandom, clock: SeedClock): Promise<void> {
  for (let i = 0; i < DEMO_CUSTOMERS; i++) {
    const first = FIRST_NAMES[(i * 7) % FIRST_NAMES.length] ?? 'Murugan';
    const family = FAMILY_NAMES[(i * 3) % FAMILY_NAMES.length] ?? 'Subramanian';
    const city = CITY_INFO[i % CITY_INFO.length]?.name ?? 'Dindigul';
    await insertCustomer(db, {
      name: `${first} ${family}`,
      phoneNumber: `${random.pick(['9', '8', '7', '6'])}${String(100_000_000 + ((i * 7_990_271) % 900_000_000)).padStart(9, '0')}`,
      email: `${first.toLowerCase()}.${family.toLowerCase()}${i + 1}@${random.pick(EMAIL_DOMAINS)}`,
      city,
      verified: i % 3 === 2 ? 0 : 1,
      created_at: clock.isoDaysBefore(i * 2.3, random.int(0, 900)),
    });
  }
}

/** In one transaction (the caller's, when `db` is one). */
export async function seedMasterData(db: Db, files: SeedMedia, random: SeededRandom, clock: SeedClock): Promise<void> {
  await inTransaction(db, async (trx) => {
    await seedCategories(trx, files, VEGETABLE_CATEGORY_TABLE, VEGETABLE_CATEGORIES, VEGETABLE_FOLDERS, 'demo-veg');
    await seedCategories(trx, files, PROFESSIONAL_CATEGORY_TABLE, PROFESSIONAL_CATEGORIES, PROFESSIONAL_FOLDERS, 'demo-pro');
    for (const name of TRANSPORT_CATEGORIES) await insertTransportCategory(trx, name);
    await seedCallRequests(trx, random, clock);
    await seedCustomers(trx, random, clock);
  });
}
