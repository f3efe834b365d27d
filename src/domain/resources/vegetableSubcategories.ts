import { declareResource, MASTER_PERMISSIONS } from './types';

export const vegetableSubcategories = declareResource({
  name: 'vegetableSubcategories',
  area: 'catalog',
  permissions: MASTER_PERMISSIONS,
  texts: { en: { name: 'Vegetable subcategory |||| Vegetable subcategories' }, ta: { name: 'காய்கறி துணை வகை |||| காய்கறி துணை வகைகள்' } },
});
