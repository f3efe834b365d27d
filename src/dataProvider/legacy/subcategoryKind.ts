/**
 * One generic adapter for vegetable and professional subcategories. The legacy lists are per parent category,
 * so `categoryId` (a filter, a getManyReference target or a hint) picks the endpoint; without it every
 * category's list is read.
 */
import { HttpError, type Identifier } from 'react-admin';
import { mediaUrl, type MediaFolder, type Subcategory } from '../../domain';
import { endpointsOf, type CategoryEndpoints } from '../../domain/endpoints';
import type { Endpoint } from '../endpoint';
import type { HttpClient } from '../http';
import type { Data, ResourceAdapter } from '../resourceAdapter';
import type { SubcategoryRecord } from '../records';
import { fetchArray } from './lists';
import { applyEdits, editEndpoints, fileName, fileOf, oneOrZero, type ImageResourceActions } from './imageActions';
import { findCreated, mustFind } from './masterData';

export interface SubcategoryKindConfig {
  resource: string;
  list: Endpoint;
  /** The parent categories' list, read when no categoryId is given. */
  parentList: Endpoint;
  create: Endpoint;
  /** Professional subcategories need an image at creation; vegetable ones take JSON unless an image is given. */
  imageRequired: boolean;
  imageFolder: MediaFolder;
  actions: ImageResourceActions;
}

/** Rename, active flag and image replace of an area's subcategories (the same fields in both areas). */
export function subcategoryActionsOf(endpoints: Record<keyof CategoryEndpoints, Endpoint>): ImageResourceActions {
  return {
    nameField: 'subcategoryName',
    imageField: 'subcategoryImage',
    rename: endpoints.renameSubcategory,
    renameBody: (id, newName) => ({ subcategoryId: id, newName }),
    renameReportsSuccess: true,
    setActive: endpoints.setSubcategoryActive,
    activeValue: oneOrZero,
    replaceImage: endpoints.replaceSubcategoryImage,
    replaceIdField: 'subcategory_id',
  };
}

/** What sets one area's subcategories apart; the rest follows from the area's category endpoints (SPEC section 7). */
export interface SubcategoryArea extends Pick<SubcategoryKindConfig, 'resource' | 'imageRequired' | 'imageFolder'> {
  categoryEndpoints: CategoryEndpoints;
}

/** An area's subcategory adapter, and its edit actions (which the image screens use too). */
export function subcategoriesOfArea({ categoryEndpoints, ...area }: SubcategoryArea) {
  const endpoints = endpointsOf<keyof CategoryEndpoints>(categoryEndpoints);
  const actions = subcategoryActionsOf(endpoints);
  const adapter = subcategoryAdapter({
    ...area,
    list: endpoints.subcategories,
    parentList: endpoints.list,
    create: endpoints.createSubcategory,
    actions,
  });
  return { actions, adapter };
}

export function toSubcategoryRecord(legacy: Subcategory, categoryId: number, folder: MediaFolder, origin: string): SubcategoryRecord {
  return {
    ...legacy,
    categoryId: Number(legacy.categoryId ?? categoryId),
    imageUrl: mediaUrl(origin, folder, legacy.subcategoryImage),
  };
}

export function categoryIdOf(source: Data): number | undefined {
  const value = source.categoryId;
  if (value === undefined || value === null || value === '') return undefined;
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new Error(`categoryId must be a positive whole number, got "${String(value)}"`);
  return id;
}

export function subcategoryAdapter(config: SubcategoryKindConfig): ResourceAdapter<SubcategoryRecord> {
  const { actions } = config;

  const fetchOne = async (http: HttpClient, categoryId: number, signal?: AbortSignal) =>
    (await fetchArray<Subcategory>(http, config.list, { categoryId }, signal)).map((s) =>
      toSubcategoryRecord(s, categoryId, config.imageFolder, http.origin),
    );

  async function fetchAll(http: HttpClient, filter: Data, signal?: AbortSignal): Promise<SubcategoryRecord[]> {
    const categoryId = categoryIdOf(filter);
    if (categoryId !== undefined) return fetchOne(http, categoryId, signal);
    const parents = await fetchArray<{ id: number }>(http, config.parentList, undefined, signal);
    const lists = await Promise.all(parents.map((parent) => fetchOne(http, parent.id, signal)));
    return lists.flat();
  }

  return {
    endpoints: {
      getList: [config.list, config.parentList],
      create: [config.create, config.list],
      update: [...editEndpoints(actions), config.list],
    },
    searchFields: ['subcategoryName'],
    fetchAll,
    async findOne(http, id: Identifier, hint) {
      return (await fetchAll(http, { categoryId: hint.categoryId })).find((s) => String(s.id) === String(id));
    },
    async create(http, data) {
      const categoryId = categoryIdOf(data);
      if (categoryId === undefined) throw fillAllFields('categoryId');
      const image = fileOf(data.image);
      if (config.imageRequired && !image) throw fillAllFields('image');
      const answer = image
        ? await http.call(config.create, { form: subcategoryForm(String(data.subcategoryName ?? ''), categoryId, image) })
        : await http.call(config.create, { json: { subcategoryName: data.subcategoryName, categoryId } });
      return findCreated(await fetchOne(http, categoryId), answer, 'subcategoryName', data.subcategoryName, config.resource);
    },
    async update(http, id, data, previous) {
      await applyEdits(http, actions, id, data, previous);
      return mustFind(await fetchAll(http, { categoryId: previous.categoryId }), id, config.resource);
    },
  };
}

function fillAllFields(field: string): HttpError {
  const message = 'Please fill in all fields.';
  return new HttpError(message, 400, { message, errors: { [field]: message } });
}

function subcategoryForm(name: string, categoryId: number, image: Blob): FormData {
  const form = new FormData();
  form.append('subcategoryName', name);
  form.append('categoryId', String(categoryId));
  form.append('subcategoryImage', image, fileName(image, 'subcategory-image'));
  return form;
}
