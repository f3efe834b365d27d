/**
 * Extension `compliance`, the admin's side (admin session):
 *   GET /api/admin/vendors/{user_id}/documents                      → { requirements: RequirementStatus[] }
 *   GET /api/admin/documents/{id}/file                              → the file (roles that may review; 403 otherwise)
 *   PUT /api/admin/documents/{id}/decision                          { decision, reason? } → RequirementStatus (audited)
 *   PUT /api/admin/vendors/{user_id}/requirements/{requirement}/waiver  { reason } → RequirementStatus (owner only; audited)
 */
import { z } from 'zod';
import { errorAnswer } from '../responses.ts';
import { complianceMessages } from '../../../src/domain/compliance/documents.ts';
import { accessOf, vendorDocuments } from '../../../src/domain/resources/index.ts';
import { findRequirement } from '../../../src/domain/compliance/requirements.ts';
import { cleanText, id } from '../../../src/domain/schemas.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { ApiInstance } from '../../openapi.ts';
import { findDocument, requirementStatus, requirementStatuses, requirementsOfKind, waiveRequirement } from '../../repositories/vendorDocuments.ts';
import { vendorKindOf } from '../../repositories/vendorsTable.ts';
import { decisionTags, documentFileAnswer, fileTags, requirementStatusAnswer, requirementsAnswer, sendDocumentFile, tags } from './shared.ts';
import { decideDocumentWithNotice } from '../../delivery/events.ts';
import { endpointRoute } from '../endpointRoute.ts';

/** A role that may not see or decide vendor documents. */
const refusal = errorAnswer('Forbidden: the role may not review vendor documents');
const userParams = z.object({ user_id: id('user_id') });
const documentParams = z.object({ id: id('id') });
const reasonText = cleanText('Reason', 500, 'Reason must be text');
const decisionBody = z.object({
  decision: z.enum(['accepted', 'rejected'], { error: 'decision must be accepted or rejected' }),
  reason: reasonText.optional(),
});
const waiverBody = z.object({ reason: reasonText });

const schemas = {
  list: { tags, params: userParams, response: { 200: requirementsAnswer } },
  file: { tags: fileTags, params: documentParams, response: { 200: documentFileAnswer, 403: refusal } },
  decision: { tags: decisionTags, params: documentParams, body: decisionBody, response: { 200: requirementStatusAnswer } },
  waiver: {
    tags,
    params: userParams.extend({ requirement: z.string().max(60) }),
    body: waiverBody,
    response: { 200: requirementStatusAnswer, 403: refusal },
  },
};

export async function complianceAdminRoutes(app: ApiInstance) {
  const { endpoints } = vendorDocuments;

  app.route({ ...endpointRoute(endpoints.documents), config: { access: accessOf(vendorDocuments, 'read') }, schema: schemas.list, handler: async (request) => {
    const requirements = await requirementStatuses(app.db, request.params.user_id);
    if (!requirements) throw notFound('Vendor');
    return { requirements };
  } });

  app.route({ ...endpointRoute(endpoints.file), config: { access: accessOf(vendorDocuments, 'screens') }, schema: schemas.file, handler: async (request, reply) => {
    const document = await findDocument(app.db, request.params.id);
    if (!document) throw notFound('Document');
    return sendDocumentFile(reply, app.media, document);
  } });

  app.route({ ...endpointRoute(endpoints.decision), config: { access: accessOf(vendorDocuments, 'decide') }, schema: schemas.decision, handler: async (request) => {
    const { decision, reason } = request.body;
    const text = reason?.trim() || null;
    if (decision === 'rejected' && !text) throw badRequest({ reason: complianceMessages.rejectReason });
    const document = await decideDocumentWithNotice(app.db, app.messageNotifier, request.params.id, decision, text);
    if (!document) throw notFound('Document');
    const status = await requirementStatus(app.db, document.user_id, document.requirement);
    if (!status) throw notFound('Requirement');
    return status;
  } });

  // Waiving a requirement changes the rules: the declaration's `manage` (vendors.manage, owners).
  app.route({ ...endpointRoute(endpoints.waiver), config: { access: accessOf(vendorDocuments, 'manage') }, schema: schemas.waiver, handler: async (request) => {
    const { user_id, requirement } = request.params;
    const kind = await vendorKindOf(app.db, user_id);
    if (kind === null) throw notFound('Vendor');
    if (!findRequirement(requirementsOfKind(app.db, kind), requirement)) throw notFound('Requirement');
    const reason = request.body.reason.trim();
    if (!reason) throw badRequest({ reason: complianceMessages.waiverReason });
    await waiveRequirement(app.db, user_id, requirement, reason);
    const status = await requirementStatus(app.db, user_id, requirement);
    if (!status) throw notFound('Requirement');
    return status;
  } });
}
