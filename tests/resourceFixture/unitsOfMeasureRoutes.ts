/**
 * The server side of the fixture's units of measure, as a route module of server/routes/ would serve them: each
 * route at the declared endpoint, its permission from the declaration. The units are kept in memory (no table):
 * what is proven is who may call the routes.
 */
import { z } from 'zod';
import { accessOf } from '../../src/domain/resources/index.ts';
import type { ApiInstance } from '../../server/openapi.ts';
import { endpointRoute } from '../../server/routes/endpointRoute.ts';
import { unitsOfMeasure } from './unitsOfMeasure.ts';

const unit = z.object({ id: z.number(), unitName: z.string() });
const tags = ['master'];

export async function unitsOfMeasureRoutes(app: ApiInstance) {
  const units: z.infer<typeof unit>[] = [];
  const { endpoints } = unitsOfMeasure.simpleMaster;
  app.route({
    config: { access: accessOf(unitsOfMeasure, 'read') },
    ...endpointRoute(endpoints.list),
    schema: { tags, response: { 200: z.array(unit) } },
    handler: async () => units,
  });
  app.route({
    config: { access: accessOf(unitsOfMeasure, 'write') },
    ...endpointRoute(endpoints.create),
    schema: { tags, body: z.object({ unitName: z.string().trim().min(1) }), response: { 200: unit } },
    handler: async (request) => {
      const created = { id: units.length + 1, unitName: (request.body as { unitName: string }).unitName };
      units.push(created);
      return created;
    },
  });
}
