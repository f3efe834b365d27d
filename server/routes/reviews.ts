/**
 * Extension `reviewDesk` (docs/review-desk.md), behind the admin session; writes are in the `vendors` area
 * (owner, reviewer) by server/review/permissions.ts.
 *   GET    /api/reviews                  the queue, ra-data-simple-rest conventions (filter state, kind, city, q, created_after, created_until)
 *   GET    /api/reviews/counts           { applied, changes_requested, approved, rejected, suspended }
 *   GET    /api/reviews/:id              one vendor's review
 *   POST   /api/reviews/:id/decision     { action, reason? } → the review after it (409 impossible, 400 reason/poster)
 *   POST   /api/reviews/bulk             { ids, action, reason? } → { results: [{ id, ok, state | error }] }
 *   POST   /api/reviews/:id/claim        claim for REVIEW_CLAIM_MS (409 while another admin holds it)
 *   DELETE /api/reviews/:id/claim        release
 *   GET    /api/reviews/:id/history      the vendor's timeline (decisions and writes, who and when)
 *   GET    /api/audit                    the audit log, ra-data-simple-rest conventions (filter admin_id, action, vendor_id, from, to)
 */
import { z } from 'zod';
import { REVIEW_STATES, bulkDecisionSchema, decisionSchema } from '../../src/domain/review.ts';
import { id } from '../../src/domain/schemas.ts';
import { createdRangeFilter } from '../../src/domain/workPlanFilters.ts';
import { HttpProblem, notFound } from '../errors.ts';
import { documented, type ApiInstance } from '../openapi.ts';
import { conflictAnswer, recordWith, simpleRestQuery } from './responses.ts';
import { sessionAdmin } from '../auth/requireAdmin.ts';
import { decide, decideMany } from '../review/decisions.ts';
import {
  AUDIT_SORT_FIELDS,
  REVIEW_SORT_FIELDS,
  claimReview,
  countReviewStates,
  findReview,
  queryAudit,
  queryReviews,
  releaseReview,
  vendorHistory,
} from '../repositories/reviews.ts';
import { MAX_PAGE, parseListQuery, sendPage } from './simpleRest.ts';
import { endpointRoute } from './endpointRoute.ts';
import { accessOf, audit, reviews } from '../../src/domain/resources/index.ts';

const idParams = z.object({ id: id('id') });
const ids = z.union([id('id'), z.array(id('id')).max(MAX_PAGE)]);

const reviewFilter = z.strictObject({
  state: z.enum(REVIEW_STATES).optional(),
  kind: z.string().trim().max(50).optional(),
  city: z.string().trim().max(100).optional(),
  q: z.string().trim().max(200).optional(),
  id: ids.optional(),
  ...createdRangeFilter,
});

const auditFilter = z.strictObject({
  admin_id: id('admin_id').optional(),
  action: z.string().trim().max(100).optional(),
  vendor_id: id('vendor_id').optional(),
  entity: z.string().trim().max(100).optional(),
  from: z.string().trim().max(40).optional(),
  to: z.string().trim().max(40).optional(),
});

const countsQuery = z.object({ kind: z.string().trim().max(50).optional() });

const tags = ['reviews'];
const review = recordWith({ id: z.number(), state: z.enum(REVIEW_STATES) }, 'A vendor\'s review (src/domain/review.ts ReviewRecord)');
const listQuery = documented(simpleRestQuery);
const schemas = {
  list: { tags, querystring: listQuery, response: { 200: z.array(review) } },
  counts: { tags, querystring: countsQuery, response: { 200: z.record(z.enum(REVIEW_STATES), z.number()) } },
  one: { tags, params: idParams, response: { 200: review } },
  decision: { tags, params: idParams, body: decisionSchema, response: { 200: review, ...conflictAnswer('the review state does not allow this decision') } },
  bulk: { tags, body: bulkDecisionSchema, response: { 200: z.object({ results: z.array(recordWith({ id: z.number(), ok: z.boolean() })) }) } },
  claim: { tags, params: idParams, response: { 200: review, ...conflictAnswer('another admin is reviewing this vendor') } },
  history: { tags, params: idParams, response: { 200: z.array(recordWith({}, 'A decision or a write, who and when')) } },
  audit: { tags, querystring: listQuery, response: { 200: z.array(recordWith({ id: z.number() }, 'An audit entry (src/domain/review.ts AuditEntry)')) } },
};

export async function reviewRoutes(app: ApiInstance) {
  const { db } = app;
  const reviewOf = async (userId: number) => {
    const review = await findReview(db, userId);
    if (!review) throw notFound('Vendor');
    return review;
  };

  app.route({ ...endpointRoute(reviews.endpoints.list), config: { access: accessOf(reviews, 'read') }, schema: schemas.list, handler: async (request, reply) => {
    const query = parseListQuery(request.query, { sortFields: REVIEW_SORT_FIELDS, defaultSort: ['created_at', 'ASC'], filter: reviewFilter });
    return sendPage(reply, 'reviews', query.range.start, await queryReviews(db, query));
  } });

  app.route({ ...endpointRoute(reviews.endpoints.counts), config: { access: accessOf(reviews, 'read') }, schema: schemas.counts, handler: async (request) => countReviewStates(db, request.query.kind || undefined) });

  app.route({ ...endpointRoute(reviews.endpoints.one), config: { access: accessOf(reviews, 'read') }, schema: schemas.one, handler: async (request) => reviewOf(request.params.id) });

  app.route({ ...endpointRoute(reviews.endpoints.decision), config: { access: accessOf(reviews, 'decide') }, schema: schemas.decision, handler: async (request) => {
    const { id: userId } = request.params;
    const { action, reason } = request.body;
    await decide(db, userId, action, reason, app.decisionNotifier);
    return reviewOf(userId);
  } });

  app.route({ ...endpointRoute(reviews.endpoints.bulk), config: { access: accessOf(reviews, 'decide') }, schema: schemas.bulk, handler: async (request) => {
    const { ids: chosen, action, reason } = request.body;
    return { results: await decideMany(db, chosen, action, reason, app.decisionNotifier) };
  } });

  app.route({ ...endpointRoute(reviews.endpoints.claim), config: { access: accessOf(reviews, 'decide') }, schema: schemas.claim, handler: async (request) => {
    const { id: userId } = request.params;
    const admin = sessionAdmin(request);
    const result = await claimReview(db, userId, admin.id);
    if (result === 'missing') throw notFound('Vendor');
    if (result === 'held-by-other') {
      const holder = await findReview(db, userId);
      throw new HttpProblem(409, `${holder?.claimed_by_name ?? 'Another admin'} is reviewing this vendor`);
    }
    return reviewOf(userId);
  } });

  app.route({ ...endpointRoute(reviews.endpoints.release), config: { access: accessOf(reviews, 'decide') }, schema: schemas.claim, handler: async (request) => {
    const { id: userId } = request.params;
    const admin = sessionAdmin(request);
    await releaseReview(db, userId, admin.id, admin.role === 'owner');
    return reviewOf(userId);
  } });

  app.route({ ...endpointRoute(reviews.endpoints.history), config: { access: accessOf(reviews, 'read') }, schema: schemas.history, handler: async (request) => {
    return vendorHistory(db, request.params.id);
  } });

  app.route({ ...endpointRoute(audit.endpoints.list), config: { access: accessOf(audit, 'read') }, schema: schemas.audit, handler: async (request, reply) => {
    const query = parseListQuery(request.query, { sortFields: AUDIT_SORT_FIELDS, defaultSort: ['id', 'DESC'], filter: auditFilter });
    return sendPage(reply, 'audit', query.range.start, await queryAudit(db, query));
  } });
}
