import { declareResource } from './types';

/** The review desk (capability reviewDesk, docs/review-desk.md): the queue and records are ra-data-simple-rest's. */
export const reviews = declareResource({
  name: 'reviews',
  area: 'vendors',
  permissions: { read: 'read', write: 'decide', decide: 'decide' },
  capability: 'reviewDesk',
  menu: { label: 'resources.reviews.name' },
  texts: { en: { name: 'Review |||| Review desk' }, ta: { name: 'பரிசீலனை |||| பரிசீலனை மேசை' } },
  endpoints: {
    list: 'GET /api/reviews',
    one: 'GET /api/reviews/{id}',
    counts: 'GET /api/reviews/counts',
    decision: 'POST /api/reviews/{id}/decision',
    bulk: 'POST /api/reviews/bulk',
    claim: 'POST /api/reviews/{id}/claim',
    release: 'DELETE /api/reviews/{id}/claim',
    history: 'GET /api/reviews/{id}/history',
  },
});
