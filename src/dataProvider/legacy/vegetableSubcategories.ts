/** Vegetable subcategories (SPEC section 7 "Vegetable categories"), listed per parent category. */
import { MEDIA_FOLDERS } from '../../domain';
import { endpointsOf, VEGETABLE_CATEGORY_ENDPOINTS } from '../../domain/endpoints';
import { subcategoryActionsOf, subcategoryAdapter } from './subcategoryKind';

const endpoints = endpointsOf(VEGETABLE_CATEGORY_ENDPOINTS);

export const vegetableSubcategoryActions = subcategoryActionsOf(endpoints);

export const vegetableSubcategories = subcategoryAdapter({
  resource: 'vegetableSubcategories',
  list: endpoints.subcategories,
  parentList: endpoints.list,
  create: endpoints.createSubcategory,
  imageRequired: false,
  imageFolder: MEDIA_FOLDERS.vegetableSubcategoryImages,
  actions: vegetableSubcategoryActions,
});
