/**
 * The subcategories of both areas (SPEC section 7 "Vegetable categories", "Professionals"), listed per parent
 * category; they differ only in their endpoints, their media folder and whether the image is required at creation.
 */
import { MEDIA_FOLDERS } from '../../domain';
import { PROFESSIONAL_CATEGORY_ENDPOINTS, VEGETABLE_CATEGORY_ENDPOINTS } from '../../domain/endpoints';
import { subcategoriesOfArea } from './subcategoryKind';

const vegetable = subcategoriesOfArea({ resource: 'vegetableSubcategories', categoryEndpoints: VEGETABLE_CATEGORY_ENDPOINTS, imageRequired: false, imageFolder: MEDIA_FOLDERS.vegetableSubcategoryImages });
const professional = subcategoriesOfArea({ resource: 'professionalSubcategories', categoryEndpoints: PROFESSIONAL_CATEGORY_ENDPOINTS, imageRequired: true, imageFolder: MEDIA_FOLDERS.professionalSubcategoryImages });

export const { adapter: vegetableSubcategories, actions: vegetableSubcategoryActions } = vegetable;
export const { adapter: professionalSubcategories, actions: professionalSubcategoryActions } = professional;
