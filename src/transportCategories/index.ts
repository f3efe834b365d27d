import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

const TransportCategoryList = lazy(() => import('./TransportCategoryList').then((m) => ({ default: m.TransportCategoryList })));

export const transportCategories: ResourceProps = {
  name: 'transportCategories',
  list: TransportCategoryList,
  icon: LocalShippingIcon,
  recordRepresentation: 'vehicleCategory',
};
