/**
 * Professional categories and subcategories (SPEC section 7, "Professionals"): the vegetable master-data
 * actions at the professional paths, with images required on add (SPEC section 5).
 */
import { z } from 'zod';
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';
import { messages } from '../../src/domain/schemas.ts';
import { PROFESSIONAL_CATEGORY_TABLE } from '../repositories/categories.ts';
import type { ApiInstance } from '../openapi.ts';
import { categoryActions, categorySchemas, type CategoryArea } from './vegetableCategories.ts';

export const PROFESSIONAL_AREA: CategoryArea = {
  table: PROFESSIONAL_CATEGORY_TABLE,
  nameField: 'professionalCategory',
  categoryFolder: MEDIA_FOLDERS.professionalCategoryImages,
  subcategoryFolder: MEDIA_FOLDERS.professionalSubcategoryImages,
  imageRequired: true,
  nameMissingMessage: messages.categoryNameAndImage,
};

export async function professionalCategoryRoutes(app: ApiInstance) {
  const actions = categoryActions(app, PROFESSIONAL_AREA);
  const schema = categorySchemas(PROFESSIONAL_AREA);

  // The short list feeds the vendor edit form's category picker.
  const pickerSchema = { tags: ['master'], response: { 200: z.array(z.object({ id: z.number(), professionalCategory: z.string() })) } };
  app.get('/admin/professional/category', { schema: pickerSchema }, async () =>
    actions.listCategories().map((c) => ({ id: c.id, professionalCategory: c.professionalCategory })),
  );
  app.get('/professional/categories', { schema: schema.list }, async () => actions.listCategories());
  app.post('/professional/add/category', { schema: schema.addCategory }, (request) => actions.addCategory(request));
  app.post('/professional/add/subcategory', { schema: schema.addSubcategory }, (request) => actions.addSubcategory(request));
  app.put('/professional/edit/category', { schema: schema.renameCategory('professionalCategory') }, async ({ body }) =>
    actions.renameCategory(body.categoryId, body.professionalCategory, 'professionalCategory'),
  );
  app.post('/vendor/professionalcategoryImgReplace', { schema: schema.replaceCategoryImage }, (request) => actions.replaceCategoryImage(request));
  app.delete('/professional/delete/category/:id', { schema: schema.deleteCategory }, async ({ params }) => actions.deleteCategory(params.id));
  app.put('/admin/professional-categories/:id', { schema: schema.setCategoryActive }, async ({ params, body }) =>
    actions.setCategoryActive(params.id, body.active),
  );
  app.get('/professional-subcategories/:categoryId', { schema: schema.listSubcategories }, async ({ params }) =>
    actions.listSubcategories(params.categoryId),
  );
  app.put('/admin/professional-subcategories/:id', { schema: schema.setSubcategoryActive }, async ({ params, body }) =>
    actions.setSubcategoryActive(params.id, body.active),
  );
  app.post('/vendor/professional/subcategoryImgReplace', { schema: schema.replaceSubcategoryImage }, (request) =>
    actions.replaceSubcategoryImage(request),
  );
  app.put('/professional/master/subcategory/updateName', { schema: schema.renameSubcategory }, async ({ body }) =>
    actions.renameSubcategory(body.subcategoryId, body.newName),
  );
}
