import type { ResourceProps } from 'react-admin';

/** Registered for its name and cache; its screen is a child route of professionalCategories. */
export const professionalSubcategories: ResourceProps = {
  name: 'professionalSubcategories',
  recordRepresentation: 'subcategoryName',
};
