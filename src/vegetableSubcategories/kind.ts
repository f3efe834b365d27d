import type { SubcategoryKind } from '../master/subcategories';
import { vegetableSubcategorySchema } from '../master/schemas';

/** Vegetable subcategories: created by name and parent; their screen is a child route of vegetableCategories. */
export const vegetableSubcategoryKind: SubcategoryKind = {
  resource: 'vegetableSubcategories',
  categoryResource: 'vegetableCategories',
  categoryNameSource: 'vegcategory',
  createSchema: vegetableSubcategorySchema,
  withImage: false,
};
