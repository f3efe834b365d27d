import { declareResource } from './types';

export const reviews = declareResource({
  name: 'reviews',
  area: 'vendors',
  permissions: { read: 'read', write: 'decide', decide: 'decide' },
  capability: 'reviewDesk',
  texts: { en: { name: 'Review |||| Review desk' }, ta: { name: 'பரிசீலனை |||| பரிசீலனை மேசை' } },
});
