/**
 * Prepared inserts for bulk-loading vendors (the demo seed and benchmarks). Statements are prepared once and
 * run many times inside the caller's transaction, which is what keeps 40,000 vendors within seconds.
 */
import type { DB } from '../db/open.ts';
import type { VendorKind } from '../../src/domain/constants.ts';
import type { Flag } from '../../src/domain/types.ts';

export interface VendorUserInsert {
  kind: VendorKind;
  name: string;
  phoneNumber: string;
  email: string;
  city: string;
  description: string;
  password_hash: string;
  verification: Flag;
  poster: string | null;
  created_at: string;
}

export interface VegetableStoreInsert {
  storename: string;
  address: string;
  location: string;
  number: string;
  reviews: number;
  price: string;
  serviceDetails: string;
  category: string;
  direction: string;
}

export interface ProfessionalInsert {
  storename: string;
  location: string;
  reviews: number;
  price: string;
  serviceDetails: string;
  number: string;
  professionalcategory: string;
  direction: string;
  years_of_experience: number;
}

export interface TransportInsert {
  address: string;
  vehicle_type: string;
  vehicle_model: string;
  vehicle_registration_number: string;
  years_of_driving_experience: number;
  days_and_hours_available: string;
  category: string;
  location: string;
  reviews: number;
}

export interface HotelInsert {
  business_name: string;
  address: string;
  business_type: string;
  opening_time: string;
  closing_time: string;
  delivery_options: string;
  max_delivery_distance: string;
  location: string;
}

export function prepareVendorInserts(db: DB) {
  const user = db.prepare(
    `INSERT INTO vendor_users (kind, name, phoneNumber, email, city, description, password_hash, verification, poster, created_at)
     VALUES (@kind, @name, @phoneNumber, @email, @city, @description, @password_hash, @verification, @poster, @created_at)`,
  );
  const vegetable = db.prepare(
    `INSERT INTO vegetable_stores (user_id, storename, address, location, number, reviews, price, serviceDetails, category, direction)
     VALUES (@user_id, @storename, @address, @location, @number, @reviews, @price, @serviceDetails, @category, @direction)`,
  );
  const professional = db.prepare(
    `INSERT INTO professional_profiles (user_id, storename, location, reviews, price, serviceDetails, number, professionalcategory, direction, years_of_experience)
     VALUES (@user_id, @storename, @location, @reviews, @price, @serviceDetails, @number, @professionalcategory, @direction, @years_of_experience)`,
  );
  const transport = db.prepare(
    `INSERT INTO transport_profiles (user_id, address, vehicle_type, vehicle_model, vehicle_registration_number, years_of_driving_experience,
       days_and_hours_available, category, location, reviews)
     VALUES (@user_id, @address, @vehicle_type, @vehicle_model, @vehicle_registration_number, @years_of_driving_experience,
       @days_and_hours_available, @category, @location, @reviews)`,
  );
  const hotel = db.prepare(
    `INSERT INTO hotel_profiles (user_id, business_name, address, business_type, opening_time, closing_time, delivery_options, max_delivery_distance, location)
     VALUES (@user_id, @business_name, @address, @business_type, @opening_time, @closing_time, @delivery_options, @max_delivery_distance, @location)`,
  );
  const image = db.prepare('INSERT INTO vendor_images (user_id, file_name, created_at) VALUES (?, ?, ?)');
  const story = db.prepare('INSERT INTO vendor_stories (user_id, todaystory, created_at) VALUES (?, ?, ?)');

  return {
    user: (values: VendorUserInsert): number => Number(user.run(values).lastInsertRowid),
    vegetable: (userId: number, values: VegetableStoreInsert) => vegetable.run({ user_id: userId, ...values }),
    professional: (userId: number, values: ProfessionalInsert) => professional.run({ user_id: userId, ...values }),
    transport: (userId: number, values: TransportInsert) => transport.run({ user_id: userId, ...values }),
    hotel: (userId: number, values: HotelInsert) => hotel.run({ user_id: userId, ...values }),
    image: (userId: number, fileName: string, createdAt: string) => image.run(userId, fileName, createdAt),
    story: (userId: number, fileName: string, createdAt: string) => story.run(userId, fileName, createdAt),
  };
}

export type VendorInserts = ReturnType<typeof prepareVendorInserts>;
