/** Admin accounts (capability reviewDesk, owner only) and every admin's own password screen. */
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';

const AdminList = lazy(() => import('./AdminScreens').then((m) => ({ default: m.AdminList })));
const AdminCreate = lazy(() => import('./AdminScreens').then((m) => ({ default: m.AdminCreate })));
const AdminEdit = lazy(() => import('./AdminScreens').then((m) => ({ default: m.AdminEdit })));
const OwnPassword = lazy(() => import('./OwnPassword').then((m) => ({ default: m.OwnPassword })));

export const admins = {
  name: 'admins',
  list: () => <AdminList />,
  create: () => <AdminCreate />,
  edit: () => <AdminEdit />,
  icon: ManageAccountsIcon,
  recordRepresentation: 'name',
};

export const OWN_PASSWORD_PATH = '/password';

export const ownPasswordRoute = <Route key="password" path={OWN_PASSWORD_PATH} element={<OwnPassword />} />;
