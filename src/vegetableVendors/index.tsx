/** The vegetableVendors resource: queues, detail and edit, each screen in its own lazy chunk. */
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import StorefrontIcon from '@mui/icons-material/Storefront';

const Queue = lazy(() => import('./VegetableVendorQueue').then((m) => ({ default: m.VegetableVendorQueue })));
const Show = lazy(() => import('./VegetableVendorShow').then((m) => ({ default: m.VegetableVendorShow })));
const Edit = lazy(() => import('./VegetableVendorEdit').then((m) => ({ default: m.VegetableVendorEdit })));

export const vegetableVendors = {
  name: 'vegetableVendors',
  list: () => <Queue verified={false} />,
  show: Show,
  edit: Edit,
  icon: StorefrontIcon,
  recordRepresentation: 'name',
  children: [
    <Route key="unverified" path="unverified" element={<Queue verified={false} />} />,
    <Route key="verified" path="verified" element={<Queue verified />} />,
  ],
};
