/**
 * Professional categories and subcategories (SPEC section 7, "Professionals"): the vegetable master-data
 * actions at the professional paths, with images required on add (SPEC section 5).
 */
import { z } from 'zod';
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';
import { messages } from '../../src/domain/schemas.ts';
import { PROFESSIONAL_CATEGORY_TABLE } from '../repositories/categories.ts';
import type { ApiInstance } from '../openapi.ts';
import type { CategoryArea } from './categoryArea.ts';
import { registerCategoryRoutes } from './vegetableCategories.ts';

export const PROFESSIONAL_AREA: CategoryArea = {
  table: PROFESSIONAL_CATEGORY_TABLE,
  nameField: 'professionalCategory',
  categoryFolder: MEDIA_FOLDERS.professionalCategoryImages,
  subcategoryFolder: MEDIA_FOLDERS.professionalSubcategoryImages,
  imageRequired: true,
  nameMissingMessage: messages.categoryNameAndImage,
  paths: {
    categories: '/professional/categories',
    addCategory: '/professional/add/category',
    addSubcategory: '/professional/add/subcategory',
    replaceCategoryImage: '/vendor/professionalcategoryImgReplace',
    renameCategory: { url: '/professional/edit/category', nameKey: 'professionalCategory' },
    deleteCategory: '/professional/delete/category/:id',
    setCategoryActive: '/admin/professional-categories/:id',
    subcategories: '/professional-subcategories/:categoryId',
    setSubcategoryActive: '/admin/professional-subcategories/:id',
    replaceSubcategoryImage: '/vendor/professional/subcategoryImgReplace',
    renameSubcategory: '/professional/master/subcategory/updateName',
  },
};

export async function professionalCategoryRoutes(app: ApiInstance) {
  const actions = registerCategoryRoutes(app, PROFESSIONAL_AREA);
  // The short list feeds the vendor edit form's category picker.
  const pickerSchema = { tags: ['master'], response: { 200: z.array(z.object({ id: z.number(), professionalCategory: z.string() })) } };
  app.get('/admin/professional/category', { schema: pickerSchema }, async () =>
    (await actions.list()).map((c) => ({ id: c.id, professionalCategory: c.professionalCategory })),
  );
}
