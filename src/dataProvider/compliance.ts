/**
 * Vendor documents (capability `compliance`): the named methods of the documents panel. The expiry queue is the
 * extension resource `expiringDocuments` (ra-data-simple-rest, see extensionResources.ts).
 */
import { COMPLIANCE_PATHS, type DocumentDecision, type RequirementStatus, type VendorRequirements } from '../domain/compliance/documents';
import { endpointsOf } from '../domain/endpoints';
import { configuredOrigin, type HttpClient } from './http';

const endpoints = endpointsOf({
  documents: `GET ${COMPLIANCE_PATHS.adminVendorDocuments('{user_id}')}`,
  decision: `PUT ${COMPLIANCE_PATHS.documentDecision('{id}')}`,
  waiver: 'PUT /api/admin/vendors/{user_id}/requirements/{requirement}/waiver',
});

/**
 * Where the admin's browser reads a document's file (session cookie; never a public path), for <img>/<iframe>.
 * Not a data provider method: react-admin expects those to return promises.
 */
export const documentFileUrl = (id: number, origin = configuredOrigin()): string => origin + COMPLIANCE_PATHS.adminDocumentFile(id);

export function createComplianceMethods(http: HttpClient) {
  return {
    /** Every requirement of the vendor's kind with its current document. */
    async vendorDocuments(userId: number): Promise<RequirementStatus[]> {
      const body = (await http.call(endpoints.documents, { params: { user_id: userId }, what: 'app.provider.loadDocuments' })) as VendorRequirements;
      return body.requirements;
    },
    async decideDocument(id: number, decision: DocumentDecision, reason?: string): Promise<RequirementStatus> {
      const what = decision === 'accepted' ? 'app.provider.acceptDocument' : 'app.provider.rejectDocument';
      return (await http.call(endpoints.decision, { params: { id }, json: { decision, ...(reason ? { reason } : {}) }, what })) as RequirementStatus;
    },
    /** Owners only: the requirement no longer blocks approval. */
    async waiveRequirement(userId: number, requirement: string, reason: string): Promise<RequirementStatus> {
      return (await http.call(endpoints.waiver, { params: { user_id: userId, requirement }, json: { reason }, what: 'app.provider.waiveRequirement' })) as RequirementStatus;
    },
  };
}
