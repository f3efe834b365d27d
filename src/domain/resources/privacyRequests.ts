import { declareResource } from './types';

/**
 * Data principal requests (docs/privacy.md): access, correction, erasure with their 90-day clock. In the area
 * `grievances`: the grievance officer answers them (the DPDP Rules make the same contact the one data principals
 * write to), so the roles that read the grievance desk read these, and those who work it complete a correction;
 * no new area for every role to be given.
 */
export const privacyRequests = declareResource({
  name: 'privacyRequests',
  area: 'grievances',
  permissions: { read: 'read', write: 'write' },
  capability: 'privacy',
  menu: { label: 'app.menu.privacyRequests' },
  texts: { en: { name: 'Data request |||| Data requests' }, ta: { name: 'தரவுக் கோரிக்கை |||| தரவுக் கோரிக்கைகள்' } },
  endpoints: {
    list: 'GET /api/admin/privacy-requests',
    /** Any open request's answer (src/domain/privacy.ts privacyAnswerSchema). */
    complete: 'POST /api/admin/privacy-requests/{id}/complete',
  },
});
