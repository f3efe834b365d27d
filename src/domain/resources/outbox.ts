import { declareResource } from './types';

/**
 * The outbox (extension outbox, server/routes/adminOutbox.ts): the automatic messages to vendors with their delivery
 * per channel. Area `vendors`, not `operations`: a message is the vendor's (its text, phone and language; it shows on
 * the vendor's history) and the people who decide on vendors and record messages by hand (vendors.write: the owner
 * and the reviewers) are the ones who retry one that failed; every role reads the list. A message is never created,
 * edited or deleted here (decisions queue them).
 */
export const outbox = declareResource({
  name: 'outbox',
  area: 'vendors',
  permissions: { read: 'read', write: 'write' },
  capability: 'outbox',
  menu: { label: 'app.menu.outbox' },
  texts: { en: { name: 'Outbox message |||| Outbox' }, ta: { name: 'அனுப்பும் செய்தி |||| அனுப்பும் பெட்டி' } },
  endpoints: { list: 'GET /api/admin/outbox', retry: 'POST /api/admin/outbox/{id}/retry' },
});
