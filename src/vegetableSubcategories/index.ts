import type { ResourceProps } from 'react-admin';

/** The resource only: its screens' kind (with the create form's schema) is ./kind.ts, loaded with the category screens. */
export const vegetableSubcategories: ResourceProps = { name: 'vegetableSubcategories', recordRepresentation: 'subcategoryName' };
