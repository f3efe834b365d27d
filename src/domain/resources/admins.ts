import { declareResource } from './types';

export const admins = declareResource({
  name: 'admins',
  area: 'admins',
  permissions: { read: 'read', screens: 'manage', write: 'manage' },
  capability: 'reviewDesk',
  texts: { en: { name: 'Admin |||| Admins' }, ta: { name: 'நிர்வாகி |||| நிர்வாகிகள்' } },
});
