/**
 * Professional categories and subcategories (SPEC section 7, "Professionals"): the category area's calls
 * (categoryRoutes.ts) at the professional endpoints, with images required on add (SPEC section 5).
 */
import { z } from 'zod';
import { PROFESSIONAL_CATEGORY_ENDPOINTS, PROFESSIONAL_CATEGORY_OPTIONS } from '../../src/domain/endpoints/categories.ts';
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';
import { accessOf, professionalCategories, professionalSubcategories } from '../../src/domain/resources/index.ts';
import { messages } from '../../src/domain/schemas.ts';
import { PROFESSIONAL_CATEGORY_TABLE } from '../repositories/categories.ts';
import type { ApiInstance } from '../openapi.ts';
import type { CategoryArea } from './categoryArea.ts';
import { registerCategoryRoutes } from './categoryRoutes.ts';
import { endpointRoute } from './endpointRoute.ts';

export const PROFESSIONAL_AREA: CategoryArea = {
  table: PROFESSIONAL_CATEGORY_TABLE,
  nameField: 'professionalCategory',
  categoryFolder: MEDIA_FOLDERS.professionalCategoryImages,
  subcategoryFolder: MEDIA_FOLDERS.professionalSubcategoryImages,
  imageRequired: true,
  nameMissingMessage: messages.categoryNameAndImage,
  endpoints: PROFESSIONAL_CATEGORY_ENDPOINTS,
  renameNameKey: 'professionalCategory',
  resources: { categories: professionalCategories, subcategories: professionalSubcategories },
};

export async function professionalCategoryRoutes(app: ApiInstance) {
  const actions = registerCategoryRoutes(app, PROFESSIONAL_AREA);
  // The short list feeds the vendor edit form's category picker.
  const pickerSchema = { tags: ['master'], response: { 200: z.array(z.object({ id: z.number(), professionalCategory: z.string() })) } };
  app.route({
    config: { access: accessOf(professionalCategories, 'read') },
    ...endpointRoute(PROFESSIONAL_CATEGORY_OPTIONS),
    schema: pickerSchema,
    handler: async () => (await actions.list()).map((c) => ({ id: c.id, professionalCategory: c.professionalCategory })),
  });
}
