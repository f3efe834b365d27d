import { declareResource, MASTER_PERMISSIONS } from './types';

export const professionalSubcategories = declareResource({
  name: 'professionalSubcategories',
  area: 'catalog',
  permissions: MASTER_PERMISSIONS,
  texts: { en: { name: 'Professional subcategory |||| Professional subcategories' }, ta: { name: 'தொழில் துணை வகை |||| தொழில் துணை வகைகள்' } },
});
