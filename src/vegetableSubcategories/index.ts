import type { ResourceProps } from 'react-admin';

/** Registered for its name and cache; its screen is a child route of vegetableCategories. */
export const vegetableSubcategories: ResourceProps = {
  name: 'vegetableSubcategories',
  recordRepresentation: 'subcategoryName',
};
