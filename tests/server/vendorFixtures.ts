/**
 * Vendor fixtures for the server tests, written through the vendor repositories and the real media store
 * (no mocks), plus a snapshot of everything a vendor request may touch, to prove a failed request changed nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { hashPassword } from '../../server/auth/passwords.ts';
import { VENDOR_KIND_CONFIGS } from '../../server/routes/vendors/kinds.ts';
import { addVendorImage, addVendorStory, insertVendor } from '../../server/repositories/vendorsCreate.ts';
import { insertDocument, requirementsOfKind } from '../../server/repositories/vendorDocuments.ts';
import { PROFESSIONAL_CATEGORY_TABLE, VEGETABLE_CATEGORY_TABLE, categoryNameTaken, insertCategory } from '../../server/repositories/categories.ts';
import { insertTransportCategory, transportCategoryTaken } from '../../server/repositories/transportCategories.ts';
import { samples, type TestServer } from '../helpers/server.ts';
import type { Schema } from '../../server/db/schema.ts';

export const FIXTURE_PASSWORD = 'vendor-pass-1';
let passwordHash: Promise<string> | null = null;

/** The kinds SPEC section 3 describes, whose contract these fixtures exercise (a declared fifth kind has its own). */
export type SpecKind = 'vegetable' | 'professional' | 'transport' | 'hotel';

const PROFILES: Record<SpecKind, Record<string, string | number>> = {
  vegetable: {
    storename: 'Green Basket',
    address: '12 Market Road',
    location: 'Gandhi Market',
    number: '9876500000',
    reviews: 4.5,
    price: '40/kg',
    serviceDetails: 'Daily fresh vegetables',
    category: 'Leafy',
    direction: 'Gandhi Market Dindigul',
  },
  professional: {
    storename: 'Cool Fix',
    location: 'RS Puram',
    reviews: 4,
    price: '500',
    serviceDetails: 'Cold room servicing',
    number: '9876500001',
    professionalcategory: 'Refrigeration',
    direction: 'RS Puram Coimbatore',
    years_of_experience: 7,
  },
  transport: {
    address: '3 Bus Stand Road',
    vehicle_type: 'Mini Truck',
    vehicle_model: 'Tata Ace',
    vehicle_registration_number: 'TN57AB1234',
    years_of_driving_experience: 9,
    days_and_hours_available: 'Mon-Sat 6-18',
    category: 'Goods',
    location: 'Palani Bus Stand',
    reviews: 3.5,
  },
  hotel: {
    business_name: 'Hotel Annapoorna',
    address: '7 Temple Street',
    business_type: 'Hotel',
    opening_time: '06:00',
    closing_time: '22:00',
    delivery_options: 'Delivery',
    max_delivery_distance: '5 km',
    location: 'Temple Street Pollachi',
  },
};

/**
 * The master-data entries the fixtures' categories and vehicle types name (PROFILES and validEdit): an edit may
 * only set a category the list has.
 */
const MASTER_CHOICES = { vegetable: ['Leafy', 'Roots'], professional: ['Refrigeration', 'Electrician'], transport: ['Mini Truck', 'Lorry'] };

export async function ensureMasterChoices(server: TestServer): Promise<void> {
  const db = server.app.db;
  for (const [table, names] of [[VEGETABLE_CATEGORY_TABLE, MASTER_CHOICES.vegetable], [PROFESSIONAL_CATEGORY_TABLE, MASTER_CHOICES.professional]] as const) {
    for (const name of names) if (!(await categoryNameTaken(db, table, name))) await insertCategory(db, table, name, null);
  }
  for (const name of MASTER_CHOICES.transport) if (!(await transportCategoryTaken(db, name))) await insertTransportCategory(db, name);
}

let phoneCounter = 0;
export const nextPhone = () => String(9000000000 + ++phoneCounter);

export interface FixtureVendor {
  userId: number;
  phoneNumber: string;
}

export async function createVendor(
  server: TestServer,
  kind: SpecKind,
  options: { verification?: 0 | 1; poster?: string | null; name?: string; /** false: no documents (default: every required one accepted). */ documents?: boolean } = {},
): Promise<FixtureVendor> {
  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  await ensureMasterChoices(server);
  const phoneNumber = nextPhone();
  const userId = await insertVendor(server.app.db, VENDOR_KIND_CONFIGS[kind], {
    name: options.name ?? `${kind} vendor ${phoneNumber}`,
    phoneNumber,
    email: `v${phoneNumber}@example.com`,
    city: 'Dindigul',
    description: `A ${kind} vendor`,
    passwordHash: await passwordHash,
    verification: options.verification ?? 0,
    poster: options.poster ?? null,
    profile: PROFILES[kind],
  });
  if (options.documents !== false) await acceptRequiredDocuments(server, kind, userId);
  return { userId, phoneNumber };
}

/** Records an accepted, unexpired document (no file) for each requirement the kind needs for approval. */
export async function acceptRequiredDocuments(server: TestServer, kind: string, userId: number): Promise<void> {
  for (const requirement of requirementsOfKind(server.app.db, kind)) {
    if (!requirement.requiredForApproval) continue;
    await insertDocument(server.app.db, {
      userId,
      requirement: requirement.id,
      number: null,
      licenceType: requirement.licenceTypes?.[0] ?? null,
      expiresOn: requirement.expiry ? '2099-12-31' : null,
      file: null,
      fileType: null,
      status: 'accepted',
    });
  }
}

/** Saves a real PNG in the kind's image folder and records it as a gallery image. */
export async function addImage(server: TestServer, kind: SpecKind, userId: number): Promise<string> {
  const name = server.media.save(VENDOR_KIND_CONFIGS[kind].media.images, samples.png, 'image');
  await addVendorImage(server.app.db, userId, name);
  return name;
}

export async function addStory(server: TestServer, kind: SpecKind, userId: number): Promise<{ id: number; todaystory: string }> {
  const todaystory = server.media.save(VENDOR_KIND_CONFIGS[kind].media.stories, samples.gif, 'story');
  return { id: await addVendorStory(server.app.db, userId, todaystory), todaystory };
}

export function mediaFileExists(server: TestServer, folder: string, name: string): boolean {
  return fs.existsSync(path.join(server.media.root, folder, name));
}

/** A valid whole edit payload for a vendor of the kind. */
export function validEdit(kind: SpecKind, userId: number, phoneNumber: string): Record<string, unknown> {
  const identity = { user_id: userId, name: 'Edited Name', phoneNumber, email: 'edited@example.com', password: '' };
  switch (kind) {
    case 'vegetable':
      return {
        ...identity,
        storename: 'Edited Store',
        storeName: 'Edited Store',
        location: 'New Market',
        description: 'Edited description',
        reviews: '3',
        price: '55/kg',
        serviceDetails: 'Door delivery',
        number: '9123456789',
        verification: 0,
        category: 'Roots',
        direction: 'New Market Palani',
        city: 'Palani',
      };
    case 'professional':
      return {
        ...identity,
        storename: 'Edited Studio',
        location: 'Town Hall',
        description: 'Edited description',
        reviews: 2,
        price: '900',
        serviceDetails: 'Electrical work',
        number: '9123456780',
        professionalcategory: 'Electrician',
        direction: 'Town Hall Coimbatore',
        city: 'Coimbatore',
        years_of_experience: '12',
      };
    case 'transport':
      return {
        ...identity,
        address: '9 Lorry Stand',
        description: 'Edited description',
        city: 'Pollachi',
        vehicleType: 'Lorry',
        vehicleModel: 'Ashok Leyland',
        vehicleNo: 'TN41XY9876',
        experience: 15,
        days_and_hours_available: 'All days',
        category: 'Heavy goods',
        direction: 'Lorry Stand Pollachi',
        reviews: 5,
      };
    case 'hotel':
      return {
        ...identity,
        business_name: 'Cafe Kaveri',
        address: '1 Lake Road',
        business_type: 'Cafe',
        opening_time: '07:00',
        closing_time: '23:00',
        delivery_options: 'Pickup',
        max_delivery_distance: '3 km',
        location: 'Lake Road Dindigul',
        city: 'Dindigul',
      };
  }
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Every vendor row, profile, image, story and media file: equal snapshots mean a request changed nothing. */
export async function snapshot(server: TestServer): Promise<unknown> {
  const db = server.app.db;
  const all = (table: keyof Schema) => db.selectFrom(table).selectAll().orderBy('id').execute();
  return {
    users: await all('vendor_users'),
    vegetable: await all('vegetable_stores'),
    professional: await all('professional_profiles'),
    transport: await all('transport_profiles'),
    hotel: await all('hotel_profiles'),
    images: await all('vendor_images'),
    stories: await all('vendor_stories'),
    files: listFiles(server.media.root),
  };
}
