/**
 * What the shell wires for master data and call requests besides their <Resource>s (src/resourceScreens.ts): the
 * custom routes (the master home and a redirect from every SPEC path of this area).
 */
import { lazyScreen } from '../layout/lazyResource';
import { Route } from 'react-router-dom';
import { AdminRedirect } from '../layout/AdminRedirect';
import { adminPaths } from '../layout/adminPaths';
import { SubcategoryRedirect } from './SubcategoryRedirect';

const MasterHome = lazyScreen(() => import('./MasterHome').then((m) => m.MasterHome));


/** SPEC admin paths of this area and where they lead now. */
const legacyPaths: [string, string][] = [
  ['/master', adminPaths.master],
  ['/master/vegetable/addcategory', adminPaths.vegetableCategories],
  ['/master/professional/create', adminPaths.professionalCategories],
  ['/master/transport', adminPaths.transportCategories],
  ['/master/transport/create', adminPaths.transportCategories],
  ['/callrequest', adminPaths.callRequests],
];

export const masterRoutes = [
  <Route key="master" path={adminPaths.master} element={<MasterHome />} />,
  ...legacyPaths.map(([from, to]) => <Route key={from} path={from} element={<AdminRedirect to={to} />} />),
  <Route key="vegetable-sub" path="/master/vegetable/subcategory" element={<SubcategoryRedirect categoryResource="vegetableCategories" />} />,
  <Route
    key="professional-sub"
    path="/master/professional/subcategory/create"
    element={<SubcategoryRedirect categoryResource="professionalCategories" />}
  />,
];
