/** The hotels resource (hotels, restaurants and cafes): queues, detail and edit, each in its own lazy chunk. */
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import HotelIcon from '@mui/icons-material/Hotel';

const Queue = lazy(() => import('./HotelQueue').then((m) => ({ default: m.HotelQueue })));
const Show = lazy(() => import('./HotelShow').then((m) => ({ default: m.HotelShow })));
const Edit = lazy(() => import('./HotelEdit').then((m) => ({ default: m.HotelEdit })));

export const hotels = {
  name: 'hotels',
  list: () => <Queue verified={false} />,
  show: Show,
  edit: Edit,
  icon: HotelIcon,
  recordRepresentation: 'name',
  children: [
    <Route key="unverified" path="unverified" element={<Queue verified={false} />} />,
    <Route key="verified" path="verified" element={<Queue verified />} />,
    <Route key="unverified-restaurants" path="unverified/restaurants" element={<Queue verified={false} restaurants />} />,
    <Route key="verified-restaurants" path="verified/restaurants" element={<Queue verified restaurants />} />,
  ],
};
