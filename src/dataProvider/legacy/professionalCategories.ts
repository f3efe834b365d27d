/** Professional categories (SPEC section 7 "Professionals"): create is multipart with the image; records carry `imageUrl`. */
import { HttpError } from 'react-admin';
import { MEDIA_FOLDERS, mediaUrl, type ProfessionalCategory } from '../../domain';
import { endpointParts } from '../../domain/vendorKinds';
import { endpointsOf, PROFESSIONAL_CATEGORY_ENDPOINTS, PROFESSIONAL_CATEGORY_OPTIONS } from '../../domain/endpoints';
import type { HttpClient } from '../http';
import type { ResourceAdapter } from '../adapter';
import type { ProfessionalCategoryRecord } from '../types';
import { fetchArray } from './lists';
import { applyEdits, editEndpoints, fileName, fileOf, type ImageResourceActions } from './imageActions';
import { findCreated, mustFind } from './masterData';

const endpoints = endpointsOf(PROFESSIONAL_CATEGORY_ENDPOINTS);

/** The short list (id and name only) the legacy client uses for pickers. */
export const professionalCategoryOptionsEndpoint = endpointParts(PROFESSIONAL_CATEGORY_OPTIONS);

export const professionalCategoryActions: ImageResourceActions = {
  nameField: 'professionalCategory',
  imageField: 'image_name',
  rename: endpoints.rename,
  renameBody: (id, newName) => ({ categoryId: id, professionalCategory: newName }),
  renameReportsSuccess: false,
  setActive: endpoints.setActive,
  activeValue: (active) => active,
  replaceImage: endpoints.replaceImage,
  replaceIdField: 'category_id',
};

export function toProfessionalCategoryRecord(legacy: ProfessionalCategory, origin: string): ProfessionalCategoryRecord {
  return { ...legacy, imageUrl: mediaUrl(origin, MEDIA_FOLDERS.professionalCategoryImages, legacy.image_name) };
}

export async function fetchProfessionalCategories(http: HttpClient, signal?: AbortSignal): Promise<ProfessionalCategoryRecord[]> {
  return (await fetchArray<ProfessionalCategory>(http, endpoints.list, undefined, signal)).map((c) =>
    toProfessionalCategoryRecord(c, http.origin),
  );
}

export const professionalCategories: ResourceAdapter<ProfessionalCategoryRecord> = {
  endpoints: {
    getList: [endpoints.list],
    create: [endpoints.create, endpoints.list],
    update: [...editEndpoints(professionalCategoryActions), endpoints.list],
    delete: [endpoints.delete],
  },
  searchFields: ['professionalCategory'],
  fetchAll: (http, _filter, signal) => fetchProfessionalCategories(http, signal),
  async create(http, data) {
    const image = fileOf(data.image);
    if (!image) {
      const message = 'Please select both category name and image.';
      throw new HttpError(message, 400, { message, errors: { image: message } });
    }
    const form = new FormData();
    form.append('professionalCategory', String(data.professionalCategory ?? ''));
    form.append('categoryimg', image, fileName(image, 'category-image'));
    const answer = await http.call(endpoints.create, { form });
    return findCreated(await fetchProfessionalCategories(http), answer, 'professionalCategory', data.professionalCategory, 'professional category');
  },
  async update(http, id, data, previous) {
    await applyEdits(http, professionalCategoryActions, id, data, previous);
    return mustFind(await fetchProfessionalCategories(http), id, 'professionalCategories');
  },
  async remove(http, record) {
    await http.call(endpoints.delete, { params: { id: record.id } });
  },
};
