/**
 * Extension `reviewDesk`, the vendor's side (public, vendor bearer session of the portal):
 *   GET  /api/vendor/review     → { state, reason }  the application's review state and the admin's reason
 *   POST /api/vendor/resubmit   { name, email, city, description } corrected details → { state: 'applied' }
 * Resubmitting is allowed only after "changes requested" (409 otherwise), and is recorded as the vendor's action.
 */
import { z } from 'zod';
import { REVIEW_STATES } from '../../src/domain/review.ts';
import { city, email, requiredText } from '../../src/domain/schemas.ts';
import { HttpProblem, parse } from '../errors.ts';
import { VENDOR_SECURITY, documented, type ApiInstance } from '../openapi.ts';
import { runAs } from '../db/actor.ts';
import { findReviewState } from '../repositories/reviews.ts';
import { resubmit } from '../review/decisions.ts';
import { findSessionVendorId } from '../repositories/vendorPortal.ts';
import { bearerToken } from './vendorPortal.ts';
import { conflictAnswer } from './responses.ts';
import { validationText } from '../../src/domain/validationTexts.ts';

const correctedDetails = z.object({
  name: requiredText('name', 200),
  email,
  city,
  description: requiredText('description', 2000),
});

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

const tags = ['vendorPortal'];
const reviewState = z.object({ state: z.enum(REVIEW_STATES), reason: z.string().nullable() });
// The token is checked before the body (401 before 400), so the handler parses the body after it.
const schemas = {
  review: { tags, security: VENDOR_SECURITY, response: { 200: reviewState } },
  resubmit: {
    tags,
    security: VENDOR_SECURITY,
    body: documented(correctedDetails),
    response: { 200: reviewState, ...conflictAnswer('only an application sent back for changes can be resubmitted') },
  },
};

export async function vendorReviewRoutes(app: ApiInstance) {
  const { db } = app;
  const sessionVendor = async (token: string) => {
    const vendorId = await findSessionVendorId(db, token);
    if (vendorId === null) throw new HttpProblem(401, validationText('portal.sessionExpired'));
    return vendorId;
  };

  app.get('/api/vendor/review', { config: perMinute(60), schema: schemas.review }, async (request) => {
    const review = await findReviewState(db, await sessionVendor(bearerToken(request)));
    if (!review) throw new HttpProblem(401, validationText('portal.sessionExpired'));
    return { state: review.state, reason: review.reason };
  });

  app.post('/api/vendor/resubmit', { config: perMinute(10), schema: schemas.resubmit }, async (request) => {
    const vendorId = await sessionVendor(bearerToken(request));
    const details = parse(correctedDetails, request.body);
    const { state, reason } = await runAs({ adminId: null, kind: 'vendor' }, () => resubmit(db, vendorId, details));
    return { state, reason };
  });
}
