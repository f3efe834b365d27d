import { declareResource } from './types';

/**
 * A vendor's document files (the documents panel of the vendor page): opened only by roles that decide on vendors,
 * the permission the server's file route declares (server/routes/compliance/admin.ts).
 */
export const vendorDocuments = declareResource({
  name: 'vendorDocuments',
  area: 'vendors',
  permissions: { read: 'decide', write: 'decide' },
  capability: 'compliance',
  texts: { en: {}, ta: {} },
});
