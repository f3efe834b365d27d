/**
 * Vendor documents (capability `compliance`): the named methods of the documents panel. The expiry queue is the
 * extension resource `expiringDocuments` (ra-data-simple-rest, see extensionResources.ts).
 */
import type { DocumentDecision, RequirementStatus, VendorRequirements } from '../domain/compliance/documents';
import { endpointsOf } from '../domain/endpoints';
import { vendorDocuments } from '../domain/resources';
import { fillPath } from './endpoint';
import { configuredOrigin, type HttpClient } from './http';

const endpoints = endpointsOf(vendorDocuments.endpoints);

/**
 * Where the admin's browser reads a document's file (session cookie; never a public path), for <img>/<iframe>.
 * Not a data provider method: react-admin expects those to return promises.
 */
export const documentFileUrl = (id: number, origin = configuredOrigin()): string => origin + fillPath(endpoints.file.path, { id });

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
