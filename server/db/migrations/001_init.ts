// Base schema: admins and their sessions, customers, vendors of four kinds, their media, master data, call requests.
// Names that ignore case are SQLite's COLLATE NOCASE and PostgreSQL's citext; times are ISO-8601 text on both.
import { sql, type ColumnDefinitionBuilder } from 'kysely';
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf } from '../migration.ts';

export async function up(db: Db, engine: Engine): Promise<void> {
  const t = ddlOf(db, engine);
  if (t.postgres) await t.both('CREATE EXTENSION IF NOT EXISTS citext');
  const s = db.schema;

  await s
    .createTable('admins')
    .addColumn('id', 'integer', t.id)
    .addColumn('email', t.caselessText, (c) => t.caseless(c.notNull().unique()))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(t.now))
    .execute();

  await s
    .createTable('admin_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(t.now))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  // Retail and HoReCa customers of the consumer app; only counted and listed read-only here.
  await s
    .createTable('customers')
    .addColumn('id', 'integer', t.id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phoneNumber', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0).check(sql`verified IN (0, 1)`))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(t.now))
    .execute();

  // One row per vendor account (the legacy user_id), whatever its kind. Profile fields live in the kind's table.
  await s
    .createTable('vendor_users')
    .addColumn('id', 'integer', t.id)
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('vegetable', 'professional', 'transport', 'hotel')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phoneNumber', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('verification', 'integer', (c) => c.notNull().defaultTo(0).check(sql`verification IN (0, 1)`))
    .addColumn('poster', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(t.now))
    .addUniqueConstraint('vendor_users_kind_phoneNumber_key', ['kind', 'phoneNumber'])
    .execute();
  await s.createIndex('vendor_users_kind_verification').on('vendor_users').columns(['kind', 'verification']).execute();

  const profile = (name: string) =>
    s
      .createTable(name)
      .addColumn('id', 'integer', t.id)
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('vendor_users.id').onDelete('cascade'));
  const blank = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
  const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

  await profile('vegetable_stores')
    .addColumn('storename', 'text', blank)
    .addColumn('address', 'text', blank)
    .addColumn('location', 'text', blank)
    .addColumn('number', 'text', blank)
    .addColumn('reviews', t.real, zero)
    .addColumn('price', 'text', blank)
    .addColumn('serviceDetails', 'text', blank)
    .addColumn('category', 'text', blank)
    .addColumn('direction', 'text', blank)
    .execute();

  await profile('professional_profiles')
    .addColumn('storename', 'text', blank)
    .addColumn('location', 'text', blank)
    .addColumn('reviews', t.real, zero)
    .addColumn('price', 'text', blank)
    .addColumn('serviceDetails', 'text', blank)
    .addColumn('number', 'text', blank)
    .addColumn('professionalcategory', 'text', blank)
    .addColumn('direction', 'text', blank)
    .addColumn('years_of_experience', 'integer', zero)
    .execute();

  await profile('transport_profiles')
    .addColumn('address', 'text', blank)
    .addColumn('vehicle_type', 'text', blank)
    .addColumn('vehicle_model', 'text', blank)
    .addColumn('vehicle_registration_number', 'text', blank)
    .addColumn('years_of_driving_experience', 'integer', zero)
    .addColumn('days_and_hours_available', 'text', blank)
    .addColumn('category', 'text', blank)
    .addColumn('location', 'text', blank)
    .addColumn('reviews', t.real, zero)
    .execute();

  await profile('hotel_profiles')
    .addColumn('business_name', 'text', blank)
    .addColumn('address', 'text', blank)
    .addColumn('business_type', 'text', (c) => c.notNull().defaultTo('Hotel'))
    .addColumn('opening_time', 'text', blank)
    .addColumn('closing_time', 'text', blank)
    .addColumn('delivery_options', 'text', blank)
    .addColumn('max_delivery_distance', 'text', blank)
    .addColumn('location', 'text', blank)
    .execute();

  // Store / service gallery images; file_name is a server-made name inside the kind's image folder.
  for (const [table, column] of [
    ['vendor_images', 'file_name'],
    ['vendor_stories', 'todaystory'],
  ] as const) {
    await s
      .createTable(table)
      .addColumn('id', 'integer', t.id)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('vendor_users.id').onDelete('cascade'))
      .addColumn(column, 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(t.now))
      .execute();
    await s.createIndex(`${table}_user`).on(table).column('user_id').execute();
  }

  const active = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(1).check(sql`active IN (0, 1)`);
  for (const [category, name, sub] of [
    ['vegetable_categories', 'vegcategory', 'vegetable_subcategories'],
    ['professional_categories', 'professionalCategory', 'professional_subcategories'],
  ] as const) {
    await s
      .createTable(category)
      .addColumn('id', 'integer', t.id)
      .addColumn(name, t.caselessText, (c) => t.caseless(c.notNull().unique()))
      .addColumn('image_name', 'text')
      .addColumn('active', 'integer', active)
      .execute();
    await s
      .createTable(sub)
      .addColumn('id', 'integer', t.id)
      .addColumn('category_id', 'integer', (c) => c.notNull().references(`${category}.id`).onDelete('cascade'))
      .addColumn('subcategoryName', t.caselessText, (c) => t.caseless(c.notNull()))
      .addColumn('subcategoryImage', 'text')
      .addColumn('active', 'integer', active)
      .addUniqueConstraint(`${sub}_category_id_subcategoryName_key`, ['category_id', 'subcategoryName'])
      .execute();
  }

  await s
    .createTable('transport_categories')
    .addColumn('id', 'integer', t.id)
    .addColumn('vehicleCategory', t.caselessText, (c) => t.caseless(c.notNull().unique()))
    .execute();

  await s
    .createTable('call_requests')
    .addColumn('id', 'integer', t.id)
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(t.now))
    .execute();
}
