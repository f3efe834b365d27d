/**
 * The routes of a category area: the vegetable and the professional master data have the same behaviour at other
 * paths with other field names, so the calls are implemented for any `CategoryArea` (categoryArea.ts,
 * categoryActions.ts, subcategoryActions.ts) and registered here at the area's declared endpoints
 * (src/domain/endpoints/categories.ts). vegetableCategories.ts and professionalCategories.ts declare the areas.
 */
import { accessOf } from '../../src/domain/resources/index.ts';
import type { ApiInstance } from '../openapi.ts';
import type { CategoryArea } from './categoryArea.ts';
import { endpointRoute } from './endpointRoute.ts';
import { categoryActions } from './categoryActions.ts';
import { categorySchemas, subcategorySchemas } from './categorySchemas.ts';
import { subcategoryActions } from './subcategoryActions.ts';

/** Registers every call of an area at its paths; answers the category actions (the professional picker lists them). */
export function registerCategoryRoutes(app: ApiInstance, area: CategoryArea): ReturnType<typeof categoryActions> {
  const categories = categoryActions(app, area);
  const subcategories = subcategoryActions(app, area);
  const schema = categorySchemas(area);
  const subSchema = subcategorySchemas(area);
  const { endpoints, renameNameKey: nameKey } = area;
  const read = accessOf(area.resources.categories, 'read');
  const write = accessOf(area.resources.categories, 'write');
  const readSub = accessOf(area.resources.subcategories, 'read');
  const writeSub = accessOf(area.resources.subcategories, 'write');

  // In the order of SPEC section 7 (the generated route table of docs/server-routes.md follows it).
  app.route({ config: { access: read }, ...endpointRoute(endpoints.list), schema: schema.list, handler: async () => categories.list() });
  app.route({ config: { access: write }, ...endpointRoute(endpoints.create), schema: schema.add, handler: (request) => categories.add(request) });
  app.route({ config: { access: writeSub }, ...endpointRoute(endpoints.createSubcategory), schema: subSchema.add, handler: (request) => subcategories.add(request) });
  app.route({ config: { access: write }, ...endpointRoute(endpoints.replaceImage), schema: schema.replaceImage, handler: (request) => categories.replaceImage(request) });
  app.route({
    config: { access: write },
    ...endpointRoute(endpoints.rename),
    schema: schema.rename(nameKey),
    handler: async ({ body }) => categories.rename(body.categoryId, body[nameKey], nameKey),
  });
  app.route({ config: { access: write }, ...endpointRoute(endpoints.delete), schema: schema.delete, handler: async ({ params }) => categories.delete(params.id) });
  app.route({ config: { access: write }, ...endpointRoute(endpoints.setActive), schema: schema.setActive, handler: async ({ params, body }) => categories.setActive(params.id, body.active) });
  app.route({ config: { access: readSub }, ...endpointRoute(endpoints.subcategories), schema: subSchema.list, handler: async ({ params }) => subcategories.list(params.categoryId) });
  app.route({
    config: { access: writeSub },
    ...endpointRoute(endpoints.setSubcategoryActive),
    schema: subSchema.setActive,
    handler: async ({ params, body }) => subcategories.setActive(params.id, body.active),
  });
  app.route({ config: { access: writeSub }, ...endpointRoute(endpoints.replaceSubcategoryImage), schema: subSchema.replaceImage, handler: (request) => subcategories.replaceImage(request) });
  app.route({
    config: { access: writeSub },
    ...endpointRoute(endpoints.renameSubcategory),
    schema: subSchema.rename,
    handler: async ({ body }) => subcategories.rename(body.subcategoryId, body.newName),
  });
  return categories;
}
