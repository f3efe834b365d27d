import { declareResource, MASTER_PERMISSIONS } from './types';

export const vegetableCategories = declareResource({
  name: 'vegetableCategories',
  area: 'catalog',
  permissions: MASTER_PERMISSIONS,
  master: { placement: ['home'], label: 'app.master.home.vegetables' },
  texts: { en: { name: 'Vegetable category |||| Vegetable categories' }, ta: { name: 'காய்கறி வகை |||| காய்கறி வகைகள்' } },
});
