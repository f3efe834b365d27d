// Base schema: admins and their sessions, customers, vendors of four kinds, their media, master data, call requests.
// Names that ignore case are SQLite's COLLATE NOCASE and PostgreSQL's citext; times are ISO-8601 text on both.
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder } from 'kysely';
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

  // Each kind's profile: its vendor's id, then its columns, all NOT NULL with a default: '' for text (or the text
  // given), 0 for numbers.
  const profile = async (name: string, columns: Record<string, 'text' | 'integer' | 'real' | { text: string }>) => {
    let table: CreateTableBuilder<string, string> = s
      .createTable(name)
      .addColumn('id', 'integer', t.id)
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('vendor_users.id').onDelete('cascade'));
    for (const [column, value] of Object.entries(columns)) {
      if (value === 'real' || value === 'integer') table = table.addColumn(column, value === 'real' ? t.real : 'integer', (c) => c.notNull().defaultTo(0));
      else table = table.addColumn(column, 'text', (c) => c.notNull().defaultTo(value === 'text' ? '' : value.text));
    }
    await table.execute();
  };

  await profile('vegetable_stores', {
    storename: 'text',
    address: 'text',
    location: 'text',
    number: 'text',
    reviews: 'real',
    price: 'text',
    serviceDetails: 'text',
    category: 'text',
    direction: 'text',
  });

  await profile('professional_profiles', {
    storename: 'text',
    location: 'text',
    reviews: 'real',
    price: 'text',
    serviceDetails: 'text',
    number: 'text',
    professionalcategory: 'text',
    direction: 'text',
    years_of_experience: 'integer',
  });

  await profile('transport_profiles', {
    address: 'text',
    vehicle_type: 'text',
    vehicle_model: 'text',
    vehicle_registration_number: 'text',
    years_of_driving_experience: 'integer',
    days_and_hours_available: 'text',
    category: 'text',
    location: 'text',
    reviews: 'real',
  });

  await profile('hotel_profiles', {
    business_name: 'text',
    address: 'text',
    business_type: { text: 'Hotel' },
    opening_time: 'text',
    closing_time: 'text',
    delivery_options: 'text',
    max_delivery_distance: 'text',
    location: 'text',
  });

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
