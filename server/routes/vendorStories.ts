/**
 * Extension `storyModeration`, the vendor portal's side:
 *   POST /api/vendor/stories  multipart `file` (JPEG, PNG, WebP, GIF or MP4, checked by content) → { id, todaystory, created_at }
 * The vendor's bearer token, of an approved vendor (403 otherwise); the file is written under a server-made name (temp file, then renamed) and its row
 * added in the same step, so a failure leaves neither. The story is public for a day (src/domain/stories.ts).
 */
import { z } from 'zod';
import { STORY_ENDPOINTS } from '../../src/domain/stories.ts';
import { HttpProblem } from '../errors.ts';
import { readMultipart, requireFile } from '../media/multipart.ts';
import { VENDOR_SECURITY, documented, formFile, type ApiInstance } from '../openapi.ts';
import { postVendorStory } from '../vendors/media.ts';
import { findSessionVendorId } from '../repositories/vendorPortal.ts';
import { vendorAccountOf } from '../repositories/vendorsTable.ts';
import { runAs } from '../db/actor.ts';
import { endpointRoute } from './endpointRoute.ts';
import { errorAnswer } from './responses.ts';
import { bearerToken } from './vendorPortal.ts';
import { configOfKind } from './vendors/kinds.ts';
import { validationText } from '../../src/domain/validationTexts.ts';

const storyForm = documented(z.object({ file: formFile('JPEG, PNG, WebP, GIF or MP4') }));
const posted = z.object({ id: z.number(), todaystory: z.string(), created_at: z.string() });

export async function vendorStoryRoutes(app: ApiInstance) {
  const schema = { tags: ['vendorPortal'], security: VENDOR_SECURITY, consumes: ['multipart/form-data'], body: storyForm, response: { 200: posted, 403: errorAnswer('The vendor is not approved yet') } };
  app.post(endpointRoute(STORY_ENDPOINTS.post).url, { config: { rateLimit: { max: 20, timeWindow: '1 minute' } }, schema }, async (request) => {
    const vendorId = await findSessionVendorId(app.db, bearerToken(request));
    const account = vendorId === null ? null : await vendorAccountOf(app.db, vendorId);
    if (vendorId === null || !account) throw new HttpProblem(401, validationText('portal.sessionExpired'));
    // Buyers see only approved vendors: an applicant's story would wait in the moderation queue for nobody.
    if (!account.approved) throw new HttpProblem(403, validationText('portal.storiesAfterApproval'));
    const folder = configOfKind(app, account.kind).media.stories;
    const bytes = requireFile(await readMultipart(request), 'file');
    return runAs({ adminId: null, kind: 'vendor' }, () => postVendorStory(app.media, vendorId, bytes, folder));
  });
}
