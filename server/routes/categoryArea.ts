/**
 * What the vegetable and the professional master data share. Both areas have the same behaviour at other paths
 * with other field names: a `CategoryArea` says what differs, categoryActions.ts and subcategoryActions.ts
 * implement the calls for any area, categoryRoutes.ts registers them at an area's endpoints. This module holds
 * what both halves read requests and store images with.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { activeFlag, id, required } from '../../src/domain/schemas.ts';
import type { CategoryEndpoints } from '../../src/domain/endpoints/categories.ts';
import type { MediaFolder } from '../../src/domain/media.ts';
import type { ResourceDeclaration } from '../../src/domain/resources/index.ts';
import type { Flag } from '../../src/domain/types.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/engines/index.ts';
import type { CategoryTable } from '../repositories/categories.ts';
import { badRequest, parse } from '../errors.ts';
import { documented, formFile } from '../openapi.ts';
import { readMultipart, requireFile, type MultipartBody } from '../media/multipart.ts';
import type { MediaStorage } from '../media/store.ts';
import { saveImageThen } from '../categories/images.ts';

/** What differs between the vegetable and the professional master data. */
export interface CategoryArea {
  table: CategoryTable;
  /** The legacy name field of a category in bodies and responses. */
  nameField: 'vegcategory' | 'professionalCategory';
  categoryFolder: MediaFolder;
  subcategoryFolder: MediaFolder;
  /** Professional adds require an image (SPEC section 5); vegetable adds take one optionally. */
  imageRequired: boolean;
  /** Message when the category name is missing on add. */
  nameMissingMessage: string;
  /** The SPEC section 7 calls of the area (src/domain/endpoints/categories.ts). */
  endpoints: CategoryEndpoints;
  /** The body field of the new name in the category rename call. */
  renameNameKey: 'newName' | 'professionalCategory';
  /** The admin resources these routes serve (src/domain/resources/): their routes' permissions come from there. */
  resources: { categories: ResourceDeclaration; subcategories: ResourceDeclaration };
}

/** A category as the area's calls answer it: its name under the area's legacy field. */
export type CategoryRecord = { id: number; image_name: string | null; active: Flag } & Record<CategoryArea['nameField'], string>;

export const tags = ['master'];
export const JSON_OR_FORM = ['application/json', 'multipart/form-data'];
export const idParams = z.object({ id: id('id') });
export const activeBody = z.object({ active: activeFlag });

export const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** An id field that, when missing, gets `missingMessage` (e.g. "Please fill in all fields."). */
export const requiredId = (label: string, missingMessage: string) =>
  z.preprocess(blankToUndefined, z.union([z.undefined(), id(label)]).refine((v) => v !== undefined, missingMessage));

/** The documented image field of an add: required or optional as the area says. */
export const imageUpload = (area: CategoryArea) =>
  formFile(`JPEG, PNG, WebP or GIF, at most 5 MB${area.imageRequired ? ' (required)' : ' (optional)'}`);

export type ImageField = 'category_id' | 'subcategory_id';

/** The documented form of an image replace call. */
export const replaceForm = (idField: ImageField) =>
  documented(
    z.object({
      [idField]: z.string(),
      selected_image_path: z.string().optional().describe('The current image: its name, static path or URL; empty, "null" or "undefined" when there is none'),
      replace_img: formFile('The new image: JPEG, PNG, WebP or GIF, at most 5 MB'),
    }),
  );

export interface Form {
  fields: Record<string, unknown>;
  files: MultipartBody['files'];
}

/** A JSON body or a multipart form, as the same text fields plus files. */
export async function readForm(request: FastifyRequest): Promise<Form> {
  if (request.isMultipart()) return readMultipart(request);
  const body = request.body;
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw badRequest({ _: 'Body must be a JSON object or a multipart form' });
  }
  return { fields: (body ?? {}) as Record<string, unknown>, files: {} };
}

/**
 * An add call's input: the text fields through `schema` and the upload in `image.field`, which the area may
 * require. Every problem of the request is one 400, each field with its first message.
 */
export async function readAddForm<S extends z.ZodType<Record<string, unknown>>>(
  request: FastifyRequest,
  schema: S,
  image: { field: string; required: boolean; missingMessage: string },
): Promise<{ data: z.output<S>; image: Buffer | undefined }> {
  const form = await readForm(request);
  const result = schema.safeParse(form.fields);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  }
  const bytes = form.files[image.field];
  if (image.required && (!bytes || bytes.length === 0)) errors[image.field] = image.missingMessage;
  if (Object.keys(errors).length || !result.success) throw badRequest(errors);
  return { data: result.data, image: bytes };
}

/** `find` that throws `notFound()` instead of answering nothing. */
export const mustExist =
  <T>(find: (id: number) => Promise<T | undefined>, notFound: () => Error) =>
  async (id: number): Promise<T> => {
    const row = await find(id);
    if (!row) throw notFound();
    return row;
  };

/**
 * The file name the client says it is replacing, as a bare name: the legacy client may send the name, the
 * static path (/folder/name) or the full URL. Anything else, including `../` tricks, never equals a stored name.
 */
function selectedName(selected: string, folder: MediaFolder): string {
  let value = selected.trim();
  const urlPath = /^https?:\/\/[^/]+(\/.*)$/i.exec(value);
  if (urlPath?.[1]) value = urlPath[1];
  const prefix = `/${folder}/`;
  if (value.startsWith(prefix)) value = value.slice(prefix.length);
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const replaceBody = (idField: ImageField) =>
  z.object({
    [idField]: requiredId(idField, required(idField)),
    selected_image_path: z.string({ error: 'selected_image_path must be text' }).max(1000).optional(),
  });

/**
 * Runs a write of a name that must be unique: refused with `taken()` when `isTaken` says so, and also when a
 * request that won the race wrote the same name in between (the unique index answers).
 */
export async function writeUniqueName<T>(isTaken: () => Promise<boolean>, taken: () => Error, write: () => Promise<T>): Promise<T> {
  if (await isTaken()) throw taken();
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? taken() : error;
  }
}

/** Runs `write(imageName, db)` after saving the optional upload (removed again if the write fails). */
export function withOptionalImage<T>(
  media: MediaStorage,
  db: Db,
  upload: { folder: MediaFolder; bytes: Buffer | undefined; field: string },
  write: (imageName: string | null, db: Db) => Promise<T>,
): Promise<T> {
  return upload.bytes ? saveImageThen(media, upload.folder, upload.bytes, upload.field, write) : write(null, db);
}

/**
 * The image replace calls of categories and subcategories: checks that `selected_image_path` names the current
 * image (`current` throws the 404 of a missing record), saves `replace_img` and stores it with `store`, which
 * answers the name it replaced, or undefined when the record is gone by then (`gone` is thrown). The replaced
 * file is removed once the new name has committed. Answers the record's id.
 */
export async function replaceImage(
  media: MediaStorage,
  form: Form,
  target: { idField: ImageField; folder: MediaFolder; gone: () => Error },
  current: (targetId: number) => Promise<string | null>,
  store: (targetId: number, name: string, trx: Db) => Promise<string | null | undefined>,
): Promise<number> {
  const { idField, folder } = target;
  const body = parse(replaceBody(idField), form.fields) as Record<string, unknown>;
  const targetId = body[idField] as number;
  const selected = body.selected_image_path as string | undefined;
  const oldName = await current(targetId);
  // Legacy forms append a missing image name as the text "null" or "undefined": that means "no image yet".
  const claimed = (selected ?? '').trim();
  const saysNone = ['', 'null', 'undefined'].includes(claimed);
  if (!saysNone && selectedName(claimed, folder) !== oldName) {
    throw badRequest({ selected_image_path: 'selected_image_path must name the current image of this record' });
  }
  const bytes = requireFile({ fields: {}, files: form.files }, 'replace_img');
  await saveImageThen(
    media,
    folder,
    bytes,
    'replace_img',
    async (name, trx) => {
      const replaced = await store(targetId, name, trx);
      if (replaced === undefined) throw target.gone();
      return replaced;
    },
    (replaced) => replaced,
  );
  return targetId;
}
