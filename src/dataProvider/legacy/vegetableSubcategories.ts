/** Vegetable subcategories (SPEC section 7 "Vegetable categories"), listed per parent category. */
import { MEDIA_FOLDERS } from '../../domain';
import { endpointsOf, VEGETABLE_CATEGORY_ENDPOINTS } from '../../domain/endpoints';
import { oneOrZero, type ImageResourceActions } from './imageActions';
import { subcategoryAdapter } from './subcategoryKind';

const endpoints = endpointsOf(VEGETABLE_CATEGORY_ENDPOINTS);

export const vegetableSubcategoryActions: ImageResourceActions = {
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

export const vegetableSubcategories = subcategoryAdapter({
  resource: 'vegetableSubcategories',
  list: endpoints.subcategories,
  parentList: endpoints.list,
  create: endpoints.createSubcategory,
  imageRequired: false,
  imageFolder: MEDIA_FOLDERS.vegetableSubcategoryImages,
  actions: vegetableSubcategoryActions,
});
