/**
 * The category and subcategory calls of the vegetable and the professional master data (SPEC section 7,
 * "Vegetable categories" and "Professionals"), declared once: the admin's adapters call them
 * (src/dataProvider/legacy/*Categories.ts) and the server registers its routes at them (server/routes/*Categories.ts).
 */
import type { EndpointSpec } from '../vendorKinds/types';

/** Both areas have the same calls at different paths. */
export interface CategoryEndpoints {
  list: EndpointSpec;
  create: EndpointSpec;
  /** Renames; its body names the new name `newName` (vegetable) or `professionalCategory` (professional). */
  rename: EndpointSpec;
  replaceImage: EndpointSpec;
  setActive: EndpointSpec;
  delete: EndpointSpec;
  /** One category's subcategories. */
  subcategories: EndpointSpec;
  createSubcategory: EndpointSpec;
  renameSubcategory: EndpointSpec;
  replaceSubcategoryImage: EndpointSpec;
  setSubcategoryActive: EndpointSpec;
}

export const VEGETABLE_CATEGORY_ENDPOINTS = {
  list: 'GET /api/vegetable/categories',
  create: 'POST /api/vegetable/add/category',
  rename: 'PUT /category/updateName',
  replaceImage: 'POST /vendor/maincategoryImgReplace',
  setActive: 'PUT /admin/vegetable-categories/{id}',
  delete: 'DELETE /vegetable/delete/category/{id}',
  subcategories: 'GET /api/vegetable-subcategories/{categoryId}',
  createSubcategory: 'POST /api/vegetable/add/subcategory',
  renameSubcategory: 'PUT /subcategory/updateName',
  replaceSubcategoryImage: 'POST /vendor/subcategoryImgReplace',
  setSubcategoryActive: 'PUT /admin/vegetable-subcategories/{id}',
} as const satisfies CategoryEndpoints;

export const PROFESSIONAL_CATEGORY_ENDPOINTS = {
  list: 'GET /professional/categories',
  create: 'POST /professional/add/category',
  rename: 'PUT /professional/edit/category',
  replaceImage: 'POST /vendor/professionalcategoryImgReplace',
  setActive: 'PUT /admin/professional-categories/{id}',
  delete: 'DELETE /professional/delete/category/{id}',
  subcategories: 'GET /professional-subcategories/{categoryId}',
  createSubcategory: 'POST /professional/add/subcategory',
  renameSubcategory: 'PUT /professional/master/subcategory/updateName',
  replaceSubcategoryImage: 'POST /vendor/professional/subcategoryImgReplace',
  setSubcategoryActive: 'PUT /admin/professional-subcategories/{id}',
} as const satisfies CategoryEndpoints;

/** The short list (id and name only) of professional categories, for the vendor edit form's picker. */
export const PROFESSIONAL_CATEGORY_OPTIONS: EndpointSpec = 'GET /admin/professional/category';
