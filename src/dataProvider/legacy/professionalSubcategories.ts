/** Professional subcategories (SPEC section 7 "Professionals"), listed per parent category; created with an image. */
import { MEDIA_FOLDERS } from '../../domain';
import { endpointsOf, PROFESSIONAL_CATEGORY_ENDPOINTS } from '../../domain/endpoints';
import { subcategoryActionsOf, subcategoryAdapter } from './subcategoryKind';

const endpoints = endpointsOf(PROFESSIONAL_CATEGORY_ENDPOINTS);

export const professionalSubcategoryActions = subcategoryActionsOf(endpoints);

export const professionalSubcategories = subcategoryAdapter({
  resource: 'professionalSubcategories',
  list: endpoints.subcategories,
  parentList: endpoints.list,
  create: endpoints.createSubcategory,
  imageRequired: true,
  imageFolder: MEDIA_FOLDERS.professionalSubcategoryImages,
  actions: professionalSubcategoryActions,
});
