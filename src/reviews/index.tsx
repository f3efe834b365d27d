/** The review desk resource (capability reviewDesk): the queue; a review opens the vendor page (ReviewShow redirects there). */
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazyResource } from '../layout/lazyResource';

export const reviews = lazyResource(
  { name: 'reviews', icon: FactCheckIcon, recordRepresentation: 'name' },
  { list: () => import('./ReviewList').then((m) => m.ReviewList), show: () => import('./ReviewShow').then((m) => m.ReviewShow) },
);
