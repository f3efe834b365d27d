import { declareResource } from './types';

export const reasonTemplates = declareResource({
  name: 'reason-templates',
  area: 'admins',
  permissions: { read: 'read', screens: 'manage', write: 'manage' },
  capability: 'reviewDesk',
  texts: { en: { name: 'Reason template |||| Reason templates' }, ta: { name: 'காரண மாதிரி |||| காரண மாதிரிகள்' } },
});
