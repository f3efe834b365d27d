/** Vegetable subcategories (SPEC section 7 "Vegetable categories"), listed per parent category; the image is optional. */
import { MEDIA_FOLDERS } from '../../domain';
import { VEGETABLE_CATEGORY_ENDPOINTS } from '../../domain/endpoints';
import { subcategoriesOfArea } from './subcategoryKind';

const { actions, adapter } = subcategoriesOfArea({
  resource: 'vegetableSubcategories',
  categoryEndpoints: VEGETABLE_CATEGORY_ENDPOINTS,
  imageRequired: false,
  imageFolder: MEDIA_FOLDERS.vegetableSubcategoryImages,
});

export { actions as vegetableSubcategoryActions, adapter as vegetableSubcategories };
