/** Professional subcategories (SPEC section 7 "Professionals"), listed per parent category; created with an image. */
import { MEDIA_FOLDERS } from '../../domain';
import { PROFESSIONAL_CATEGORY_ENDPOINTS } from '../../domain/endpoints';
import { subcategoriesOfArea } from './subcategoryKind';

const { actions, adapter } = subcategoriesOfArea({
  resource: 'professionalSubcategories',
  categoryEndpoints: PROFESSIONAL_CATEGORY_ENDPOINTS,
  imageRequired: true,
  imageFolder: MEDIA_FOLDERS.professionalSubcategoryImages,
});

export { actions as professionalSubcategoryActions, adapter as professionalSubcategories };
