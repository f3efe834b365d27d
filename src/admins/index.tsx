/** Admin accounts (capability reviewDesk, owner only) and every admin's own password screen. */
import { Route } from 'react-router-dom';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazyResource, lazyScreen } from '../layout/lazyResource';

const screens = () => import('./AdminScreens');
const OwnPassword = lazyScreen(() => import('./OwnPassword').then((m) => m.OwnPassword));

export const admins = lazyResource(
  { name: 'admins', icon: ManageAccountsIcon, recordRepresentation: 'name' },
  { list: () => screens().then((m) => m.AdminList), create: () => screens().then((m) => m.AdminCreate), edit: () => screens().then((m) => m.AdminEdit) },
);

export const OWN_PASSWORD_PATH = '/password';

export const ownPasswordRoute = <Route key="password" path={OWN_PASSWORD_PATH} element={<OwnPassword />} />;
