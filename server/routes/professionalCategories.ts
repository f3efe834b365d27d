/**
 * Professional categories and subcategories (SPEC section 7, "Professionals"): the vegetable master-data
 * actions at the professional paths, with images required on add (SPEC section 5).
 */
import type { FastifyInstance } from 'fastify';
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';
import { messages } from '../../src/domain/schemas.ts';
import { PROFESSIONAL_CATEGORY_TABLE } from '../repositories/categories.ts';
import { categoryActions, type CategoryArea } from './vegetableCategories.ts';

export const PROFESSIONAL_AREA: CategoryArea = {
  table: PROFESSIONAL_CATEGORY_TABLE,
  nameField: 'professionalCategory',
  categoryFolder: MEDIA_FOLDERS.professionalCategoryImages,
  subcategoryFolder: MEDIA_FOLDERS.professionalSubcategoryImages,
  imageRequired: true,
  nameMissingMessage: messages.categoryNameAndImage,
};

export async function professionalCategoryRoutes(app: FastifyInstance) {
  const actions = categoryActions(app, PROFESSIONAL_AREA);

  // The short list feeds the vendor edit form's category picker.
  app.get('/admin/professional/category', async () =>
    actions.listCategories().map((c) => ({ id: c.id, professionalCategory: c.professionalCategory })),
  );
  app.get('/professional/categories', async () => actions.listCategories());
  app.post('/professional/add/category', (request) => actions.addCategory(request));
  app.post('/professional/add/subcategory', (request) => actions.addSubcategory(request));
  app.put('/professional/edit/category', async (request) => actions.renameCategory(request.body, 'professionalCategory'));
  app.post('/vendor/professionalcategoryImgReplace', (request) => actions.replaceCategoryImage(request));
  app.delete('/professional/delete/category/:id', async (request) => actions.deleteCategory(request.params));
  app.put('/admin/professional-categories/:id', async (request) => actions.setCategoryActive(request.params, request.body));
  app.get('/professional-subcategories/:categoryId', async (request) => actions.listSubcategories(request.params));
  app.put('/admin/professional-subcategories/:id', async (request) => actions.setSubcategoryActive(request.params, request.body));
  app.post('/vendor/professional/subcategoryImgReplace', (request) => actions.replaceSubcategoryImage(request));
  app.put('/professional/master/subcategory/updateName', async (request) => actions.renameSubcategory(request.body));
}
