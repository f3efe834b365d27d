import { declareResource, MASTER_PERMISSIONS } from './types';

export const professionalCategories = declareResource({
  name: 'professionalCategories',
  area: 'catalog',
  permissions: MASTER_PERMISSIONS,
  master: { placement: ['home'], label: 'app.master.home.professionals' },
  texts: { en: { name: 'Professional category |||| Professional categories' }, ta: { name: 'தொழில் வகை |||| தொழில் வகைகள்' } },
});
