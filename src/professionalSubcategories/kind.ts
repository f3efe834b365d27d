import type { SubcategoryKind } from '../master/subcategories';
import { professionalSubcategorySchema } from '../master/schemas';

/** Professional subcategories: created with name, parent and image; their screen is a child route of professionalCategories. */
export const professionalSubcategoryKind: SubcategoryKind = {
  resource: 'professionalSubcategories',
  categoryResource: 'professionalCategories',
  categoryNameSource: 'professionalCategory',
  createSchema: professionalSubcategorySchema,
  withImage: true,
};
