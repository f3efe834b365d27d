/** The stories queue resource (capability `storyModeration`). */
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import { lazyResource } from '../layout/lazyResource';

export const stories = lazyResource(
  { name: 'stories', icon: AutoStoriesIcon, recordRepresentation: 'vendor_name' },
  { list: () => import('./StoriesQueue').then((m) => m.StoriesQueue) },
);
