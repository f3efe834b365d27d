/**
 * Extension `compliance`, the vendor's side (public routes, the portal's bearer session):
 *   GET  /api/vendor/documents            → { requirements: RequirementStatus[] } (the vendor's kind)
 *   POST /api/vendor/documents            multipart requirement, number?, expires_on?, licence_type?, file → RequirementStatus
 *   GET  /api/vendor/documents/{id}/file  → the vendor's own file (404 for anyone else's)
 */
import { z } from 'zod';
import { COMPLIANCE_PATHS, type RequirementStatus } from '../../../src/domain/compliance/documents.ts';
import { identifierMessages } from '../../../src/domain/compliance/identifiers.ts';
import { id } from '../../../src/domain/schemas.ts';
import { HttpProblem, notFound } from '../../errors.ts';
import { readMultipart } from '../../media/multipart.ts';
import { VENDOR_SECURITY, documented, formFile, type ApiInstance } from '../../openapi.ts';
import { findSessionVendorId } from '../../repositories/vendorPortal.ts';
import { bindRequirements, complianceToday, findDocument, requirementStatus, requirementStatuses } from '../../repositories/vendorDocuments.ts';
import { runAs } from '../../db/actor.ts';
import { bearerToken } from '../vendorPortal.ts';
import { acceptUpload, documentFileAnswer, fileTags, requirementStatusAnswer, requirementsAnswer, sendDocumentFile, tags } from './shared.ts';
import { renderText, validationText, type Language } from '../../../src/domain/validationTexts.ts';
import { requestLanguage } from '../../i18n/language.ts';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

const uploadForm = documented(
  z.object({
    requirement: z.string().describe("A requirement id of the vendor's kind, e.g. fssai"),
    number: z.string().optional().describe('The number on the document, checked offline (GSTIN, PAN, FSSAI, vehicle, licence)'),
    expires_on: z.string().optional().describe('YYYY-MM-DD; required when the requirement has an expiry'),
    licence_type: z.string().optional().describe("One of the requirement's licenceTypes"),
    file: formFile('JPEG, PNG, WebP or PDF, checked by content'),
  }),
);

const schemas = {
  list: { tags, security: VENDOR_SECURITY, response: { 200: requirementsAnswer } },
  upload: { tags, security: VENDOR_SECURITY, consumes: ['multipart/form-data'], body: uploadForm, response: { 200: requirementStatusAnswer } },
  file: { tags: fileTags, security: VENDOR_SECURITY, params: z.object({ id: id('id') }), response: { 200: documentFileAnswer } },
};

/**
 * Another vendor's use of the same number is for the reviewers: the vendor is not told about other vendors. The
 * statuses were read in the vendor's language (`language`).
 */
const forTheVendor = (language: Language) => (status: RequirementStatus): RequirementStatus => ({
  ...status,
  warnings: status.warnings.filter((w) => w !== renderText(identifierMessages.takenByOther, language)),
});

export async function complianceVendorRoutes(app: ApiInstance) {
  bindRequirements(app.db, app.vendorKinds);
  const signedIn = async (authorization: string) => {
    const vendorId = await findSessionVendorId(app.db, authorization);
    if (vendorId === null) throw new HttpProblem(401, validationText('portal.sessionExpired'));
    return vendorId;
  };

  app.get(COMPLIANCE_PATHS.vendorDocuments, { config: perMinute(60), schema: schemas.list }, async (request) => {
    const vendorId = await signedIn(bearerToken(request));
    const language = requestLanguage(request);
    return { requirements: ((await requirementStatuses(app.db, vendorId, undefined, language)) ?? []).map(forTheVendor(language)) };
  });

  app.post(COMPLIANCE_PATHS.vendorDocuments, { config: perMinute(30), schema: schemas.upload }, async (request) => {
    const vendorId = await signedIn(bearerToken(request));
    const body = await readMultipart(request);
    const documentId = await runAs({ adminId: null, kind: 'vendor' }, () => acceptUpload(app.db, app.media, vendorId, body, complianceToday(app.db)));
    const document = await findDocument(app.db, documentId);
    const language = requestLanguage(request);
    const status = document && (await requirementStatus(app.db, vendorId, document.requirement, language));
    if (!status) throw notFound('Document');
    return forTheVendor(language)(status);
  });

  app.get(COMPLIANCE_PATHS.vendorDocumentFile(':id'), { config: perMinute(60), schema: schemas.file }, async (request, reply) => {
    const vendorId = await signedIn(bearerToken(request));
    const document = await findDocument(app.db, request.params.id);
    // Someone else's document does not exist for this vendor.
    return sendDocumentFile(reply, app.media, document?.user_id === vendorId ? document : null);
  });
}
