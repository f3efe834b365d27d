import { declareResource } from './types';

/** Story moderation: hiding a story is a decision on the vendor (the server's hide route needs vendors.decide). */
export const stories = declareResource({
  name: 'stories',
  area: 'vendors',
  permissions: { read: 'read', write: 'decide', decide: 'decide' },
  capability: 'storyModeration',
  menu: { label: 'app.menu.stories' },
  texts: { en: {}, ta: {} },
});
