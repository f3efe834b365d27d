import { declareResource } from './types';

/** Story moderation: hiding a story is a decision on the vendor (the server's hide route needs vendors.decide). */
export const stories = declareResource({
  name: 'stories',
  area: 'vendors',
  permissions: { read: 'read', write: 'decide', decide: 'decide' },
  capability: 'storyModeration',
  menu: { label: 'app.menu.stories' },
  texts: { en: {}, ta: {} },
  endpoints: {
    /** The stories queue (ra-data-simple-rest list); filter `window`: 'day' (default) or 'all', `kind`, `user_id`, `hidden`. */
    list: 'GET /api/admin/stories',
    /** Body `{ hidden: true, reason }` hides, `{ hidden: false }` shows it again. */
    moderate: 'PATCH /api/admin/stories/{id}',
    /** The same as `moderate`: react-admin's update (ra-data-simple-rest) sends PUT. */
    update: 'PUT /api/admin/stories/{id}',
  },
});
