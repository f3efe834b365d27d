/**
 * Vegetable categories and subcategories (SPEC section 7, "Vegetable categories").
 *
 * The professional master data has the same behaviour at other paths with other field names, so the calls are
 * implemented for any `CategoryArea` (categoryArea.ts, categoryActions.ts, subcategoryActions.ts) and registered
 * here at an area's paths; professionalCategories.ts declares its area.
 */
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';
import { messages } from '../../src/domain/schemas.ts';
import type { ApiInstance } from '../openapi.ts';
import { VEGETABLE_CATEGORY_TABLE } from '../repositories/categories.ts';
import type { CategoryArea } from './categoryArea.ts';
import { categoryActions, categorySchemas } from './categoryActions.ts';
import { subcategoryActions, subcategorySchemas } from './subcategoryActions.ts';

export const VEGETABLE_AREA: CategoryArea = {
  table: VEGETABLE_CATEGORY_TABLE,
  nameField: 'vegcategory',
  categoryFolder: MEDIA_FOLDERS.vegetableCategoryImages,
  subcategoryFolder: MEDIA_FOLDERS.vegetableSubcategoryImages,
  imageRequired: false,
  nameMissingMessage: messages.categoryNameRequired,
  paths: {
    categories: '/api/vegetable/categories',
    addCategory: '/api/vegetable/add/category',
    addSubcategory: '/api/vegetable/add/subcategory',
    replaceCategoryImage: '/vendor/maincategoryImgReplace',
    renameCategory: { url: '/category/updateName', nameKey: 'newName' },
    deleteCategory: '/vegetable/delete/category/:id',
    setCategoryActive: '/admin/vegetable-categories/:id',
    subcategories: '/api/vegetable-subcategories/:categoryId',
    setSubcategoryActive: '/admin/vegetable-subcategories/:id',
    replaceSubcategoryImage: '/vendor/subcategoryImgReplace',
    renameSubcategory: '/subcategory/updateName',
  },
};

/** Registers every call of an area at its paths; answers the category actions (the professional picker lists them). */
export function registerCategoryRoutes(app: ApiInstance, area: CategoryArea): ReturnType<typeof categoryActions> {
  const categories = categoryActions(app, area);
  const subcategories = subcategoryActions(app, area);
  const schema = categorySchemas(area);
  const subSchema = subcategorySchemas(area);
  const { paths } = area;
  const { nameKey } = paths.renameCategory;

  app.get(paths.categories, { schema: schema.list }, async () => categories.list());
  app.post(paths.addCategory, { schema: schema.add }, (request) => categories.add(request));
  app.post(paths.addSubcategory, { schema: subSchema.add }, (request) => subcategories.add(request));
  app.post(paths.replaceCategoryImage, { schema: schema.replaceImage }, (request) => categories.replaceImage(request));
  app.put(paths.renameCategory.url, { schema: schema.rename(nameKey) }, async ({ body }) => categories.rename(body.categoryId, body[nameKey], nameKey));
  app.delete(paths.deleteCategory, { schema: schema.delete }, async ({ params }) => categories.delete(params.id));
  app.put(paths.setCategoryActive, { schema: schema.setActive }, async ({ params, body }) => categories.setActive(params.id, body.active));
  app.get(paths.subcategories, { schema: subSchema.list }, async ({ params }) => subcategories.list(params.categoryId));
  app.put(paths.setSubcategoryActive, { schema: subSchema.setActive }, async ({ params, body }) => subcategories.setActive(params.id, body.active));
  app.post(paths.replaceSubcategoryImage, { schema: subSchema.replaceImage }, (request) => subcategories.replaceImage(request));
  app.put(paths.renameSubcategory, { schema: subSchema.rename }, async ({ body }) => subcategories.rename(body.subcategoryId, body.newName));
  return categories;
}

export async function vegetableCategoryRoutes(app: ApiInstance) {
  registerCategoryRoutes(app, VEGETABLE_AREA);
}
