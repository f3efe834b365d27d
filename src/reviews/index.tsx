/** The review desk resource (capability reviewDesk): the queue; a review opens the vendor page (ReviewShow redirects there). */
import { lazy } from 'react';
import FactCheckIcon from '@mui/icons-material/FactCheck';

const ReviewList = lazy(() => import('./ReviewList').then((m) => ({ default: m.ReviewList })));
const ReviewShow = lazy(() => import('./ReviewShow').then((m) => ({ default: m.ReviewShow })));

export const reviews = {
  name: 'reviews',
  list: () => <ReviewList />,
  show: () => <ReviewShow />,
  icon: FactCheckIcon,
  recordRepresentation: 'name',
};
