/**
 * Vegetable categories and subcategories (SPEC section 7, "Vegetable categories").
 *
 * The professional master data has the same behaviour at other paths with other field names, so the actions,
 * schemas and routes live here, generated from a `CategoryArea`; professionalCategories.ts declares its area.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MEDIA_FOLDERS, type MediaFolder } from '../../src/domain/media.ts';
import { activeFlag, cleanText, id, messages, required, subcategoryName, vegetableCategoryName } from '../../src/domain/schemas.ts';
import type { Flag, Subcategory } from '../../src/domain/types.ts';
import { badRequest, conflict, HttpProblem, parse } from '../errors.ts';
import { documented, formFile, type ApiInstance } from '../openapi.ts';
import { readMultipart, requireFile, type MultipartBody } from '../media/multipart.ts';
import {
  VEGETABLE_CATEGORY_TABLE,
  categoryNameTaken,
  deleteCategory,
  findCategory,
  insertCategory,
  listCategories,
  renameCategory,
  setCategoryActive,
  setCategoryImage,
  type CategoryRow,
  type CategoryTable,
} from '../repositories/categories.ts';
import {
  findSubcategory,
  insertSubcategory,
  listSubcategories,
  renameSubcategory,
  setSubcategoryActive,
  setSubcategoryImage,
  subcategoryNameTaken,
} from '../repositories/subcategories.ts';
import { conflictAnswer, deletedAnswer, flag, subcategoryRecord, successAnswer } from './responses.ts';
import { assertCategoryUnused } from './categoriesInUse.ts';

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
  /** The SPEC section 7 paths of the area's calls. */
  paths: {
    categories: string;
    addCategory: string;
    addSubcategory: string;
    replaceCategoryImage: string;
    /** The rename call and the body field of the new name (newName, or professionalCategory). */
    renameCategory: { url: string; nameKey: 'newName' | 'professionalCategory' };
    deleteCategory: string;
    setCategoryActive: string;
    subcategories: string;
    setSubcategoryActive: string;
    replaceSubcategoryImage: string;
    renameSubcategory: string;
  };
}

export type CategoryRecord = { id: number; image_name: string | null; active: Flag } & Record<CategoryArea['nameField'], string>;

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** An id field that, when missing, gets `missingMessage` (e.g. "Please fill in all fields."). */
const requiredId = (label: string, missingMessage: string) =>
  z.preprocess(blankToUndefined, z.union([z.undefined(), id(label)]).refine((v) => v !== undefined, missingMessage));

const idParams = z.object({ id: id('id') });
const categoryIdParams = z.object({ categoryId: id('categoryId') });
const activeBody = z.object({ active: activeFlag });
const tags = ['master'];
const JSON_OR_FORM = ['application/json', 'multipart/form-data'];

/** A JSON body or a multipart form, as the same text fields plus files. */
async function readForm(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; files: MultipartBody['files'] }> {
  if (request.isMultipart()) return readMultipart(request);
  const body = request.body;
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw badRequest({ _: 'Body must be a JSON object or a multipart form' });
  }
  return { fields: (body ?? {}) as Record<string, unknown>, files: {} };
}

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

const replaceBody = (idField: 'category_id' | 'subcategory_id') =>
  z.object({
    [idField]: requiredId(idField, required(idField)),
    selected_image_path: z.string({ error: 'selected_image_path must be text' }).max(1000).optional(),
  });

/**
 * The route schemas of an area. The add and image-replace calls take a JSON body or a multipart form: their
 * schemas document the fields, and the handler reads the parts, checks the bytes and validates both encodings
 * with one set of rules (a missing name and a missing image are reported together).
 */
export function categorySchemas(area: CategoryArea) {
  const category = z.object({
    id: z.number(),
    [area.nameField]: z.string(),
    image_name: z.string().nullable(),
    active: flag,
  }) as unknown as z.ZodType<CategoryRecord>;
  const categoryImage = formFile(`JPEG, PNG, WebP or GIF, at most 5 MB${area.imageRequired ? ' (required)' : ' (optional)'}`);
  const replaceForm = (idField: 'category_id' | 'subcategory_id') =>
    documented(
      z.object({
        [idField]: z.string(),
        selected_image_path: z.string().optional().describe('The current image: its name, static path or URL; empty, "null" or "undefined" when there is none'),
        replace_img: formFile('The new image: JPEG, PNG, WebP or GIF, at most 5 MB'),
      }),
    );
  const active = { tags, params: idParams, body: activeBody };
  return {
    list: { tags, response: { 200: z.array(category) } },
    addCategory: {
      tags,
      consumes: JSON_OR_FORM,
      body: documented(z.object({ [area.nameField]: z.string(), categoryimg: categoryImage.optional() })),
      response: { 200: category, ...conflictAnswer('a category of this name already exists') },
    },
    addSubcategory: {
      tags,
      consumes: JSON_OR_FORM,
      body: documented(z.object({ subcategoryName: z.string(), categoryId: z.union([z.number(), z.string()]), subcategoryImage: categoryImage.optional() })),
      response: { 200: subcategoryRecord, ...conflictAnswer('the category already has a subcategory of this name') },
    },
    /** `nameKey` is the body field of the new name: newName (vegetable) or professionalCategory (professional). */
    renameCategory: <K extends string>(nameKey: K) => ({
      tags,
      body: z.object({ categoryId: requiredId('categoryId', required('categoryId')) }).extend({ [nameKey]: vegetableCategoryName } as Record<K, typeof vegetableCategoryName>),
      response: { 200: category, ...conflictAnswer('a category of this name already exists') },
    }),
    replaceCategoryImage: { tags, consumes: ['multipart/form-data'], body: replaceForm('category_id'), response: { 200: category } },
    replaceSubcategoryImage: { tags, consumes: ['multipart/form-data'], body: replaceForm('subcategory_id'), response: { 200: subcategoryRecord } },
    deleteCategory: { tags, params: idParams, response: { 200: deletedAnswer(), ...conflictAnswer('vendors use the category; move them first') } },
    setCategoryActive: { ...active, response: { 200: category } },
    listSubcategories: { tags, params: categoryIdParams, response: { 200: z.array(subcategoryRecord) } },
    setSubcategoryActive: { ...active, response: { 200: subcategoryRecord } },
    renameSubcategory: {
      tags,
      body: z.object({
        subcategoryId: requiredId('subcategoryId', required('subcategoryId')),
        newName: z.preprocess(blankToUndefined, cleanText('newName', 100)),
      }),
      response: { 200: successAnswer.extend(subcategoryRecord.shape), ...conflictAnswer('the category already has a subcategory of this name') },
    },
  };
}

export function categoryActions(app: ApiInstance, area: CategoryArea) {
  const { sqlite: db, media } = app;
  const subTable = area.table.subTable;

  const toRecord = (row: CategoryRow): CategoryRecord =>
    ({ id: row.id, [area.nameField]: row.name, image_name: row.image_name, active: row.active }) as CategoryRecord;

  const mustFindCategory = (categoryId: number, field?: string): CategoryRow => {
    const row = findCategory(db, area.table, categoryId);
    if (!row) throw new HttpProblem(404, 'Category not found', field ? { [field]: 'Category not found' } : undefined);
    return row;
  };
  const mustFindSubcategory = (subcategoryId: number, field?: string): Subcategory => {
    const row = findSubcategory(db, subTable, subcategoryId);
    if (!row) throw new HttpProblem(404, 'Subcategory not found', field ? { [field]: 'Subcategory not found' } : undefined);
    return row;
  };

  const assertCategoryNameFree = (field: string, name: string, exceptId = 0) => {
    if (categoryNameTaken(db, area.table, name, exceptId)) throw conflict(field, `A category named "${name}" already exists`);
  };
  const assertSubcategoryNameFree = (field: string, categoryId: number, name: string, exceptId = 0) => {
    if (subcategoryNameTaken(db, subTable, categoryId, name, exceptId)) {
      throw conflict(field, `This category already has a subcategory named "${name}"`);
    }
  };

  /** Runs `write(imageName)` in a transaction, after saving the optional upload (removed again if it fails). */
  const withOptionalImage = async <T>(folder: MediaFolder, bytes: Buffer | undefined, field: string, write: (name: string | null) => T): Promise<T> =>
    bytes ? media.saveThen(folder, bytes, field, (name) => db.transaction(() => write(name))()) : db.transaction(() => write(null))();

  /** Shared by the category and subcategory image replace calls. */
  const replaceImage = async (
    form: { fields: Record<string, unknown>; files: MultipartBody['files'] },
    idField: 'category_id' | 'subcategory_id',
    folder: MediaFolder,
    current: (targetId: number) => string | null,
    store: (targetId: number, name: string) => void,
  ): Promise<number> => {
    const body = parse(replaceBody(idField), form.fields) as Record<string, unknown>;
    const targetId = body[idField] as number;
    const selected = body.selected_image_path as string | undefined;
    const oldName = current(targetId);
    // Legacy forms append a missing image name as the text "null" or "undefined": that means "no image yet".
    const claimed = (selected ?? '').trim();
    const saysNone = ['', 'null', 'undefined'].includes(claimed);
    if (!saysNone && selectedName(claimed, folder) !== oldName) {
      throw badRequest({ selected_image_path: 'selected_image_path must name the current image of this record' });
    }
    const bytes = requireFile({ fields: {}, files: form.files }, 'replace_img');
    await media.saveThen(folder, bytes, 'replace_img', (name) => db.transaction(() => store(targetId, name))(), { replaced: () => oldName });
    return targetId;
  };

  return {
    listCategories: (): CategoryRecord[] => listCategories(db, area.table).map(toRecord),

    async addCategory(request: FastifyRequest): Promise<CategoryRecord> {
      const form = await readForm(request);
      const missing = area.imageRequired ? messages.categoryNameAndImage : area.nameMissingMessage;
      const nameSchema = z.preprocess(blankToUndefined, cleanText('Name', 100, missing));
      const parsed = nameSchema.safeParse(form.fields[area.nameField]);
      const errors: Record<string, string> = {};
      if (!parsed.success) errors[area.nameField] = parsed.error.issues[0]?.message ?? missing;
      const image = form.files.categoryimg;
      if (area.imageRequired && (!image || image.length === 0)) errors.categoryimg = messages.categoryNameAndImage;
      if (Object.keys(errors).length || !parsed.success) throw badRequest(errors);
      const name = parsed.data;
      assertCategoryNameFree(area.nameField, name);
      const newId = await withOptionalImage(area.categoryFolder, image, 'categoryimg', (imageName) => {
        assertCategoryNameFree(area.nameField, name);
        return insertCategory(db, area.table, name, imageName);
      });
      return toRecord(mustFindCategory(newId));
    },

    /** `nameKey` is the body field of the new name, for the 409. */
    renameCategory(categoryId: number, name: string, nameKey: string): CategoryRecord {
      mustFindCategory(categoryId);
      db.transaction(() => {
        assertCategoryNameFree(nameKey, name, categoryId);
        renameCategory(db, area.table, categoryId, name);
      })();
      return toRecord(mustFindCategory(categoryId));
    },

    async replaceCategoryImage(request: FastifyRequest): Promise<CategoryRecord> {
      const form = await readForm(request);
      const categoryId = await replaceImage(
        form,
        'category_id',
        area.categoryFolder,
        (targetId) => mustFindCategory(targetId).image_name,
        (targetId, name) => setCategoryImage(db, area.table, targetId, name),
      );
      return toRecord(mustFindCategory(categoryId));
    },

    async deleteCategory(categoryId: number): Promise<{ success: true; id: number }> {
      mustFindCategory(categoryId);
      // Rows first, then files, through the media journal: a crash or a failed removal in between leaves the
      // files listed for the next start, never a row pointing at nothing. A category vendors use is refused (409).
      await media.changeThenRemove((drop) => {
        assertCategoryUnused(app, area.table.table, mustFindCategory(categoryId).name);
        const removed = deleteCategory(db, area.table, categoryId);
        drop(area.categoryFolder, removed.categoryImage);
        for (const name of removed.subcategoryImages) drop(area.subcategoryFolder, name);
      });
      return { success: true, id: categoryId };
    },

    setCategoryActive(categoryId: number, active: Flag): CategoryRecord {
      mustFindCategory(categoryId);
      db.transaction(() => setCategoryActive(db, area.table, categoryId, active))();
      return toRecord(mustFindCategory(categoryId));
    },

    listSubcategories(categoryId: number): Subcategory[] {
      mustFindCategory(categoryId);
      return listSubcategories(db, subTable, categoryId);
    },

    async addSubcategory(request: FastifyRequest): Promise<Subcategory> {
      const form = await readForm(request);
      const schema = z.object({
        subcategoryName,
        categoryId: requiredId('categoryId', messages.fillAllFields),
      });
      const result = schema.safeParse(form.fields);
      const errors: Record<string, string> = {};
      if (!result.success) {
        for (const issue of result.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
      }
      const image = form.files.subcategoryImage;
      if (area.imageRequired && (!image || image.length === 0)) errors.subcategoryImage = messages.fillAllFields;
      if (Object.keys(errors).length || !result.success) throw badRequest(errors);
      const { subcategoryName: name, categoryId } = result.data;
      mustFindCategory(categoryId, 'categoryId');
      assertSubcategoryNameFree('subcategoryName', categoryId, name);
      const newId = await withOptionalImage(area.subcategoryFolder, image, 'subcategoryImage', (imageName) => {
        assertSubcategoryNameFree('subcategoryName', categoryId, name);
        return insertSubcategory(db, subTable, { categoryId, name, imageName });
      });
      return mustFindSubcategory(newId);
    },

    setSubcategoryActive(subcategoryId: number, active: Flag): Subcategory {
      mustFindSubcategory(subcategoryId);
      db.transaction(() => setSubcategoryActive(db, subTable, subcategoryId, active))();
      return mustFindSubcategory(subcategoryId);
    },

    async replaceSubcategoryImage(request: FastifyRequest): Promise<Subcategory> {
      const form = await readForm(request);
      const subcategoryId = await replaceImage(
        form,
        'subcategory_id',
        area.subcategoryFolder,
        (targetId) => mustFindSubcategory(targetId).subcategoryImage,
        (targetId, name) => setSubcategoryImage(db, subTable, targetId, name),
      );
      return mustFindSubcategory(subcategoryId);
    },

    /** Answers `{ success: true }` (the legacy client reads data.success) plus the renamed record. */
    renameSubcategory(subcategoryId: number, newName: string): Subcategory & { success: true } {
      const current = mustFindSubcategory(subcategoryId);
      db.transaction(() => {
        assertSubcategoryNameFree('newName', current.categoryId, newName, subcategoryId);
        renameSubcategory(db, subTable, subcategoryId, newName);
      })();
      return { success: true, ...mustFindSubcategory(subcategoryId) };
    },
  };
}

export const VEGETABLE_AREA: CategoryArea = {
  table: VEGETABLE_CATEGORY_TABLE,
  nameField: 'vegcategory',
  categoryFolder: MEDIA_FOLDERS.vegetableCategoryImages,
  subcategoryFolder: MEDIA_FOLDERS.vegetableSubcategoryImages,
  imageRequired: false,
  nameMissingMessage: messages.categoryNameRequired,
  paths: {
    categories: '/api/vegetable/categories',
    addCategory: '/api/vegetable/add/category',
    addSubcategory: '/api/vegetable/add/subcategory',
    replaceCategoryImage: '/vendor/maincategoryImgReplace',
    renameCategory: { url: '/category/updateName', nameKey: 'newName' },
    deleteCategory: '/vegetable/delete/category/:id',
    setCategoryActive: '/admin/vegetable-categories/:id',
    subcategories: '/api/vegetable-subcategories/:categoryId',
    setSubcategoryActive: '/admin/vegetable-subcategories/:id',
    replaceSubcategoryImage: '/vendor/subcategoryImgReplace',
    renameSubcategory: '/subcategory/updateName',
  },
};

/** Registers every call of an area at its paths. */
export function registerCategoryRoutes(app: ApiInstance, area: CategoryArea): ReturnType<typeof categoryActions> {
  const actions = categoryActions(app, area);
  const schema = categorySchemas(area);
  const { paths } = area;
  const { nameKey } = paths.renameCategory;

  app.get(paths.categories, { schema: schema.list }, async () => actions.listCategories());
  app.post(paths.addCategory, { schema: schema.addCategory }, (request) => actions.addCategory(request));
  app.post(paths.addSubcategory, { schema: schema.addSubcategory }, (request) => actions.addSubcategory(request));
  app.post(paths.replaceCategoryImage, { schema: schema.replaceCategoryImage }, (request) => actions.replaceCategoryImage(request));
  app.put(paths.renameCategory.url, { schema: schema.renameCategory(nameKey) }, async ({ body }) =>
    actions.renameCategory(body.categoryId, body[nameKey], nameKey),
  );
  app.delete(paths.deleteCategory, { schema: schema.deleteCategory }, async ({ params }) => actions.deleteCategory(params.id));
  app.put(paths.setCategoryActive, { schema: schema.setCategoryActive }, async ({ params, body }) =>
    actions.setCategoryActive(params.id, body.active),
  );
  app.get(paths.subcategories, { schema: schema.listSubcategories }, async ({ params }) => actions.listSubcategories(params.categoryId));
  app.put(paths.setSubcategoryActive, { schema: schema.setSubcategoryActive }, async ({ params, body }) =>
    actions.setSubcategoryActive(params.id, body.active),
  );
  app.post(paths.replaceSubcategoryImage, { schema: schema.replaceSubcategoryImage }, (request) => actions.replaceSubcategoryImage(request));
  app.put(paths.renameSubcategory, { schema: schema.renameSubcategory }, async ({ body }) =>
    actions.renameSubcategory(body.subcategoryId, body.newName),
  );
  return actions;
}

export async function vegetableCategoryRoutes(app: ApiInstance) {
  registerCategoryRoutes(app, VEGETABLE_AREA);
}
