import { declareResource } from './types';

/**
 * A vendor's documents (capability compliance: the documents panel of the vendor page, server/routes/compliance/admin.ts):
 * every role reads the requirement statuses; the files are opened (`screens`) and decided on only by roles that
 * decide on vendors. Waiving a requirement changes the rules (`manage`: vendors.manage, owners).
 */
export const vendorDocuments = declareResource({
  name: 'vendorDocuments',
  area: 'vendors',
  permissions: { read: 'read', screens: 'decide', write: 'decide', decide: 'decide', manage: 'manage' },
  capability: 'compliance',
  texts: { en: {}, ta: {} },
  endpoints: {
    /** Every requirement of the vendor's kind with its current document: `{ requirements: RequirementStatus[] }`. */
    documents: 'GET /api/admin/vendors/{user_id}/documents',
    /** The document's file, for <img>/<iframe> (session cookie; never a public path). */
    file: 'GET /api/admin/documents/{id}/file',
    decision: 'PUT /api/admin/documents/{id}/decision',
    waiver: 'PUT /api/admin/vendors/{user_id}/requirements/{requirement}/waiver',
  },
});
