import { vehicleCategoryRule } from '../vendorKinds/fieldRules';
import { declareSimpleMaster } from './types';

export const transportCategories = declareSimpleMaster({
  name: 'transportCategories',
  texts: { en: { name: 'Transport category |||| Transport categories' }, ta: { name: 'வாகன வகை |||| வாகன வகைகள்' } },
  simpleMaster: {
    nameSource: 'vehicleCategory',
    endpoints: {
      list: 'GET /transport/categories',
      create: 'POST /transport/add/category',
      update: 'PUT /transport/edit/category/{id}',
      delete: 'DELETE /transport/delete/category/{id}',
    },
    nameRule: vehicleCategoryRule,
    screens: 'modal',
  },
  master: { placement: ['home'], label: 'app.master.home.transport' },
});
