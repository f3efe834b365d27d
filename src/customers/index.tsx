/** The read-only customers resource behind the Users menu and the user counts. */
import { Route } from 'react-router-dom';
import PeopleIcon from '@mui/icons-material/People';
import { lazyScreen } from '../layout/lazyResource';

const CustomerList = lazyScreen(() => import('./CustomerList').then((m) => m.CustomerList));

export const customers = {
  name: 'customers',
  list: CustomerList,
  icon: PeopleIcon,
  recordRepresentation: 'name',
  children: [
    <Route key="verified" path="verified" element={<CustomerList verified />} />,
    <Route key="unverified" path="unverified" element={<CustomerList verified={false} />} />,
  ],
};
