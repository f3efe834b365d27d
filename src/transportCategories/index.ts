import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { ResourceProps } from 'react-admin';
import { TransportCategoryList } from './TransportCategoryList';

export const transportCategories: ResourceProps = {
  name: 'transportCategories',
  list: TransportCategoryList,
  icon: LocalShippingIcon,
  recordRepresentation: 'vehicleCategory',
};
