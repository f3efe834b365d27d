import { declareResource } from './types';

export const documentsQueue = declareResource({
  name: 'documentsQueue',
  area: 'vendors',
  permissions: { read: 'read', write: 'write' },
  capability: 'documentsQueue',
  menu: { label: 'app.menu.documentsQueue' },
  texts: { en: { name: 'Document to check |||| Documents to check' }, ta: { name: 'சரிபார்க்க வேண்டிய ஆவணம் |||| சரிபார்க்க வேண்டிய ஆவணங்கள்' } },
  endpoints: { list: 'GET /api/admin/documents' },
});
