/** The stories queue resource (capability `storyModeration`). */
import { lazy } from 'react';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';

const StoriesQueue = lazy(() => import('./StoriesQueue').then((m) => ({ default: m.StoriesQueue })));

export const stories = {
  name: 'stories',
  list: () => <StoriesQueue />,
  icon: AutoStoriesIcon,
  recordRepresentation: 'vendor_name',
};
