import { declareResource } from './types';

/**
 * The personal-data breach register (docs/breaches.md): who may see which people a breach touched and report it to
 * CERT-In and the Data Protection Board is the owner alone (`privacy.manage`), so every use needs `manage`.
 */
export const breaches = declareResource({
  name: 'breaches',
  area: 'privacy',
  permissions: { read: 'manage', write: 'manage' },
  capability: 'breachRegister',
  menu: { label: 'app.menu.breaches' },
  texts: { en: { name: 'Breach |||| Breaches' }, ta: { name: 'தரவு மீறல் |||| தரவு மீறல்கள்' } },
  endpoints: {
    list: 'GET /api/admin/breaches',
    one: 'GET /api/admin/breaches/{id}',
    create: 'POST /api/admin/breaches',
    update: 'PUT /api/admin/breaches/{id}',
    notice: 'GET /api/admin/breaches/{id}/notice',
    notify: 'POST /api/admin/breaches/{id}/notify',
  },
});
