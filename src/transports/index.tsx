/** The transports resource: queues, detail and edit, each screen in its own lazy chunk. */
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

const Queue = lazy(() => import('./TransportQueue').then((m) => ({ default: m.TransportQueue })));
const Show = lazy(() => import('./TransportShow').then((m) => ({ default: m.TransportShow })));
const Edit = lazy(() => import('./TransportEdit').then((m) => ({ default: m.TransportEdit })));

export const transports = {
  name: 'transports',
  list: () => <Queue verified={false} />,
  show: Show,
  edit: Edit,
  icon: LocalShippingIcon,
  recordRepresentation: 'name',
  children: [
    <Route key="unverified" path="unverified" element={<Queue verified={false} />} />,
    <Route key="verified" path="verified" element={<Queue verified />} />,
  ],
};
