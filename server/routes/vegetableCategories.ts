/**
 * Vegetable categories and subcategories (SPEC section 7, "Vegetable categories"): the category area's calls
 * (categoryRoutes.ts) at the vegetable endpoints, an image optional on add.
 */
import { VEGETABLE_CATEGORY_ENDPOINTS } from '../../src/domain/endpoints/categories.ts';
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';
import { vegetableCategories, vegetableSubcategories } from '../../src/domain/resources/index.ts';
import { messages } from '../../src/domain/schemas.ts';
import type { ApiInstance } from '../openapi.ts';
import { VEGETABLE_CATEGORY_TABLE } from '../repositories/categories.ts';
import type { CategoryArea } from './categoryArea.ts';
import { registerCategoryRoutes } from './categoryRoutes.ts';

export const VEGETABLE_AREA: CategoryArea = {
  table: VEGETABLE_CATEGORY_TABLE,
  nameField: 'vegcategory',
  categoryFolder: MEDIA_FOLDERS.vegetableCategoryImages,
  subcategoryFolder: MEDIA_FOLDERS.vegetableSubcategoryImages,
  imageRequired: false,
  nameMissingMessage: messages.categoryNameRequired,
  endpoints: VEGETABLE_CATEGORY_ENDPOINTS,
  renameNameKey: 'newName',
  resources: { categories: vegetableCategories, subcategories: vegetableSubcategories },
};

export async function vegetableCategoryRoutes(app: ApiInstance) {
  registerCategoryRoutes(app, VEGETABLE_AREA);
}
