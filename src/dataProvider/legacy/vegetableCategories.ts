/** Vegetable categories (SPEC section 7 "Vegetable categories"): records are the legacy fields plus `imageUrl`. */
import { MEDIA_FOLDERS, mediaUrl, type VegetableCategory } from '../../domain';
import { endpointsOf, VEGETABLE_CATEGORY_ENDPOINTS } from '../../domain/endpoints';
import type { HttpClient } from '../http';
import type { ResourceAdapter } from '../adapter';
import type { VegetableCategoryRecord } from '../types';
import { fetchArray } from './lists';
import { applyEdits, editEndpoints, fileName, fileOf, oneOrZero, type ImageResourceActions } from './imageActions';
import { findCreated, mustFind } from './masterData';

const endpoints = endpointsOf(VEGETABLE_CATEGORY_ENDPOINTS);

export const vegetableCategoryActions: ImageResourceActions = {
  nameField: 'vegcategory',
  imageField: 'image_name',
  rename: endpoints.rename,
  renameBody: (id, newName) => ({ categoryId: id, newName }),
  renameReportsSuccess: false,
  setActive: endpoints.setActive,
  activeValue: oneOrZero,
  replaceImage: endpoints.replaceImage,
  replaceIdField: 'category_id',
};

export function toVegetableCategoryRecord(legacy: VegetableCategory, origin: string): VegetableCategoryRecord {
  return { ...legacy, imageUrl: mediaUrl(origin, MEDIA_FOLDERS.vegetableCategoryImages, legacy.image_name) };
}

export async function fetchVegetableCategories(http: HttpClient, signal?: AbortSignal): Promise<VegetableCategoryRecord[]> {
  return (await fetchArray<VegetableCategory>(http, endpoints.list, undefined, signal)).map((c) =>
    toVegetableCategoryRecord(c, http.origin),
  );
}

export const vegetableCategories: ResourceAdapter<VegetableCategoryRecord> = {
  endpoints: {
    getList: [endpoints.list],
    create: [endpoints.create, endpoints.list],
    update: [...editEndpoints(vegetableCategoryActions), endpoints.list],
    delete: [endpoints.delete],
  },
  searchFields: ['vegcategory'],
  fetchAll: (http, _filter, signal) => fetchVegetableCategories(http, signal),
  async create(http, data) {
    // JSON as the legacy client sends it; multipart only when the admin also picked an image.
    const image = fileOf(data.image);
    const answer = image
      ? await http.call(endpoints.create, { form: categoryForm(String(data.vegcategory ?? ''), image) })
      : await http.call(endpoints.create, { json: { vegcategory: data.vegcategory } });
    return findCreated(await fetchVegetableCategories(http), answer, 'vegcategory', data.vegcategory, 'vegetable category');
  },
  async update(http, id, data, previous) {
    await applyEdits(http, vegetableCategoryActions, id, data, previous);
    return mustFind(await fetchVegetableCategories(http), id, 'vegetableCategories');
  },
  async remove(http, record) {
    await http.call(endpoints.delete, { params: { id: record.id } });
  },
};

function categoryForm(name: string, image: Blob): FormData {
  const form = new FormData();
  form.append('vegcategory', name);
  form.append('categoryimg', image, fileName(image, 'category-image'));
  return form;
}
