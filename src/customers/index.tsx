/** The read-only customers resource behind the Users menu and the user counts. */
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import PeopleIcon from '@mui/icons-material/People';

const CustomerList = lazy(() => import('./CustomerList').then((m) => ({ default: m.CustomerList })));

export const customers = {
  name: 'customers',
  list: () => <CustomerList />,
  icon: PeopleIcon,
  recordRepresentation: 'name',
  children: [
    <Route key="verified" path="verified" element={<CustomerList verified />} />,
    <Route key="unverified" path="unverified" element={<CustomerList verified={false} />} />,
  ],
};
