/**
 * SQL of the vendor portal extension: applications (an unverified vendor with the apply fields its kind declares),
 * look-ups for login, bearer-token sessions stored as SHA-256 hashes, and the applicant's photos.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { count, inTransaction, type Db } from '../db/database.ts';
import type { VendorKind, VendorPortalUser } from '../../src/domain/index.ts';
import { VENDOR_KIND_DECLARATIONS, payloadNames, type VendorKindDeclaration, type VendorKindRegistry } from '../../src/domain/vendorKinds/index.ts';
import { applyFieldsOf, applyNameOf } from '../../src/domain/vendorKinds/application.ts';
import { badRequest } from '../errors.ts';
import { insertVendor } from './vendorsCreate.ts';
import { recordConsents } from './consents.ts';
import type { ConsentPurpose, ConsentSource, PrivacyLanguage } from '../../src/domain/privacy.ts';
import { findVendor, updateVendor } from './vendors.ts';
import { deleteImage } from './vendorsMedia.ts';
import { column, type VendorTable } from './vendorsTable.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A kind's storage with its declaration (a ServedVendorKind of the vendor routes is one). */
export type PortalKind = VendorTable & { declaration: VendorKindDeclaration };

/** The column shown as the vendor's "store": the kind's first apply field stored on its profile. */
function storeColumnOf(declaration: VendorKindDeclaration): string | null {
  const field = applyFieldsOf(declaration).find((f) => f.column?.startsWith('profile.'));
  return field?.column ? column(field.column).name : null;
}

/** Inserts the unverified account and its profile (one transaction, via the vendor repository); returns its id. */
export async function insertApplication(db: Db, kind: PortalKind, application: Record<string, unknown>, passwordHash: string, language: string | null = null): Promise<number> {
  const user: Record<string, string> = {};
  const profile: Record<string, string | number> = {};
  for (const field of applyFieldsOf(kind.declaration)) {
    const value = application[applyNameOf(field)];
    if (!field.column || value === undefined || value === null) continue;
    const { alias, name } = column(field.column);
    if (alias === 'u') user[name] = String(value);
    else profile[name] = value as string | number;
  }
  return insertVendor(db, kind, {
    name: user.name ?? '',
    phoneNumber: user.phoneNumber ?? '',
    email: user.email,
    city: user.city,
    description: user.description,
    passwordHash,
    verification: 0,
    language,
    profile,
  });
}

/** What a new vendor consented to, and where (docs/privacy.md): recorded in the application's own transaction. */
export interface ApplicationConsent {
  purposes: readonly ConsentPurpose[];
  language: PrivacyLanguage;
  source: ConsentSource;
  at: string;
}

/** insertApplication and the consents its sending gave, together. */
export async function insertApplicationWithConsent(
  db: Db,
  kind: PortalKind,
  application: Record<string, unknown>,
  passwordHash: string,
  language: string | null,
  consent: ApplicationConsent,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const id = await insertApplication(trx, kind, application, passwordHash, language);
    await recordVendorConsents(trx, id, consent);
    return id;
  });
}

export async function recordVendorConsents(db: Db, vendorId: number, consent: ApplicationConsent): Promise<void> {
  const vendor = await db.selectFrom('vendor_users').select('phoneNumber').where('id', '=', vendorId).executeTakeFirstOrThrow();
  await recordConsents(db, { subject: 'vendor', subjectId: vendorId, phoneNumber: vendor.phoneNumber, ...consent });
}

/**
 * The portal language of the vendor's latest save; unchanged rows are not written, so a save in the same language
 * adds no audit entry. Called inside the portal's own transaction.
 */
export async function recordVendorLanguage(db: Db, userId: number, language: string): Promise<void> {
  await db
    .updateTable('vendor_users')
    .set({ language })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('language', 'is', null), eb('language', '<>', language)]))
    .execute();
}

/** Every apply field's stored value by application name (the password is never read). */
export async function findApplicationValues(db: Db, kind: PortalKind, userId: number): Promise<Record<string, string | number | null> | null> {
  const record = (await findVendor(db, kind, userId)) as Record<string, unknown> | null;
  if (!record) return null;
  return Object.fromEntries(
    applyFieldsOf(kind.declaration)
      .filter((field) => field.column)
      .map((field) => [applyNameOf(field), (record[field.name] ?? null) as string | number | null]),
  );
}

/** Writes a resubmitted application's fields (the account's phone and password stay); one transaction. */
export async function updateApplication(db: Db, kind: PortalKind, userId: number, values: Record<string, unknown>): Promise<void> {
  // The vendor repository writes edit payloads: each value under the field's first payload name.
  const payload = Object.fromEntries(
    applyFieldsOf(kind.declaration).flatMap((field) => {
      const [payloadName] = payloadNames(field);
      return payloadName && values[applyNameOf(field)] !== undefined ? [[payloadName, values[applyNameOf(field)]]] : [];
    }),
  );
  await updateVendor(db, kind, userId, payload, null);
}

export async function findVendorUser(db: Db, id: number, registry: VendorKindRegistry = VENDOR_KIND_DECLARATIONS): Promise<VendorPortalUser | null> {
  const kindRow = await db.selectFrom('vendor_users').select('kind').where('id', '=', id).executeTakeFirst();
  const declaration = kindRow && registry.find((d) => d.kind === kindRow.kind);
  if (!declaration) return null;
  const storeColumn = storeColumnOf(declaration);
  const row = await db
    .selectFrom('vendor_users as u')
    .leftJoin(sql.table(declaration.table).as('p'), (join) => join.on(sql.ref('p.user_id'), '=', sql.ref('u.id')))
    .select([
      'u.id',
      'u.kind',
      'u.name',
      'u.phoneNumber',
      'u.email',
      'u.city',
      (storeColumn ? sql<string>`coalesce(${sql.ref(`p.${storeColumn}`)}, '')` : sql<string>`''`).as('storename'),
      'u.verification',
      'u.created_at',
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, kind: row.kind as VendorKind, verification: row.verification as VendorPortalUser['verification'] } : null;
}

/** A vendor's gallery images with their thumbnails (portal uploads have one; others show the image itself). */
export function listPhotos(db: Db, userId: number): Promise<{ name: string; thumb: string | null }[]> {
  return db.selectFrom('vendor_images').select(['file_name as name', 'thumb']).where('user_id', '=', userId).orderBy('id').execute();
}

export async function findPoster(db: Db, userId: number): Promise<string | null> {
  return (await db.selectFrom('vendor_users').select('poster').where('id', '=', userId).executeTakeFirst())?.poster ?? null;
}

/**
 * Records a portal photo and its thumbnail as a gallery image; the first photo becomes the poster when there is
 * none, so an applicant can be approved as they applied. Refuses (400) beyond MAX_PORTAL_PHOTOS.
 */
export async function addPhoto(db: Db, userId: number, folder: string, name: string, thumb: string, max: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const photos = await trx.selectFrom('vendor_images').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirst();
    if (count(photos?.n) >= max) throw badRequest({ file: `At most ${max} photos: remove one first` });
    await trx.insertInto('vendor_images').values({ user_id: userId, file_name: name, thumb, thumb_folder: folder }).execute();
    await trx.updateTable('vendor_users').set({ poster: name }).where('id', '=', userId).where('poster', 'is', null).execute();
  });
}

/** Deletes a gallery row (the poster cleared if it was this image); its files, or null when it is not the vendor's. */
export async function removePhoto(db: Db, userId: number, name: string): Promise<{ thumb: string | null } | null> {
  return inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('vendor_images').select('thumb').where('user_id', '=', userId).where('file_name', '=', name).executeTakeFirst();
    if (!row) return null;
    await deleteImage(trx, userId, name);
    return row;
  });
}

export async function findLoginCandidate(db: Db, kind: string, phoneNumber: string): Promise<{ id: number; password_hash: string } | null> {
  const row = await db.selectFrom('vendor_users').select(['id', 'password_hash']).where('kind', '=', kind).where('phoneNumber', '=', phoneNumber).executeTakeFirst();
  return row ?? null;
}

/** Stores a new session (expired ones are pruned on the way). */
export async function insertVendorSession(db: Db, vendorId: number, token: string, expires: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('vendor_sessions').where('expires_at', '<', new Date().toISOString()).execute();
    await trx.insertInto('vendor_sessions').values({ token_hash: hashToken(token), vendor_id: vendorId, expires_at: expires.toISOString() }).execute();
  });
}

/** The vendor a live session token belongs to. */
export function findSessionVendorId(db: Db, token: string): Promise<number | null> {
  return db
    .selectFrom('vendor_sessions')
    .select('vendor_id')
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst()
    .then((row) => row?.vendor_id ?? null);
}

export async function deleteVendorSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('vendor_sessions').where('token_hash', '=', hashToken(token)).execute();
}
