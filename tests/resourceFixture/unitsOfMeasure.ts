import { declareSimpleMaster } from './types';

/** A simple master declared in one file, not shipped: the recipe of docs/extending.md, "Adding a master resource". */
export const unitsOfMeasure = declareSimpleMaster({
  name: 'unitsOfMeasure',
  texts: { en: { name: 'Unit of measure |||| Units of measure' }, ta: { name: 'அளவு அலகு |||| அளவு அலகுகள்' } },
  simpleMaster: {
    nameSource: 'unitName',
    table: 'units_of_measure',
    endpoints: {
      list: 'GET /units',
      create: 'POST /units',
      update: 'PUT /units/{id}',
      setActive: 'PUT /units/{id}/active',
      delete: 'DELETE /units/{id}',
    },
  },
});
