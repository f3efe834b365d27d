/**
 * Creates vendor accounts with their profile, gallery images and stories. The admin contract never creates
 * vendors; test fixtures and seeds do, through these functions rather than their own SQL.
 */
import { sql } from 'kysely';
import { inTransaction, type Db } from '../db/database.ts';
import { column, profileTable, type VendorTable } from './vendorsTable.ts';

export interface NewVendor {
  name: string;
  phoneNumber: string;
  email?: string;
  city?: string;
  description?: string;
  passwordHash: string;
  verification?: 0 | 1;
  poster?: string | null;
  /** The portal language of an application (`en`, `ta`); absent when an admin enters the vendor. */
  language?: string | null;
  /** Profile columns by column name (not by record field), e.g. { storename: 'Fresh Farm' }. */
  profile?: Record<string, string | number>;
}

/** Inserts the account and its profile row in one transaction; returns the new user_id. */
export async function insertVendor(db: Db, t: VendorTable, vendor: NewVendor): Promise<number> {
  const profile = vendor.profile ?? {};
  const names = ['user_id', ...Object.keys(profile).map((name) => column(`profile.${name}`).name)];
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('vendor_users')
      .values({
        kind: t.kind,
        name: vendor.name,
        phoneNumber: vendor.phoneNumber,
        email: vendor.email ?? '',
        city: vendor.city ?? '',
        description: vendor.description ?? '',
        password_hash: vendor.passwordHash,
        verification: vendor.verification ?? 0,
        poster: vendor.poster ?? null,
        language: vendor.language ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const values = [id, ...Object.values(profile)];
    await sql`INSERT INTO ${profileTable(t)} (${sql.join(names.map((name) => sql.ref(name)))}) VALUES (${sql.join(values)})`.execute(trx);
    return id;
  });
}

export async function addVendorImage(db: Db, userId: number, fileName: string): Promise<void> {
  await inTransaction(db, (trx) => trx.insertInto('vendor_images').values({ user_id: userId, file_name: fileName }).execute());
}

export async function addVendorStory(db: Db, userId: number, fileName: string): Promise<number> {
  const { id } = await inTransaction(db, (trx) =>
    trx.insertInto('vendor_stories').values({ user_id: userId, todaystory: fileName }).returning('id').executeTakeFirstOrThrow(),
  );
  return id;
}
