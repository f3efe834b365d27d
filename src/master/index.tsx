/**
 * What the shell wires for master data and call requests: the <Resource> props, the custom routes
 * (the master home and redirects from every SPEC path of this area) and the English messages.
 */
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import { callRequests } from '../callRequests';
import { professionalCategories } from '../professionalCategories';
import { professionalSubcategories } from '../professionalSubcategories';
import { transportCategories } from '../transportCategories';
import { vegetableCategories } from '../vegetableCategories';
import { vegetableSubcategories } from '../vegetableSubcategories';
import { RedirectTo, SubcategoryRedirect } from './LegacyRedirects';

const MasterHome = lazy(() => import('./MasterHome').then((m) => ({ default: m.MasterHome })));
import { masterPaths } from './paths';

export { masterMessages } from './messages';
export { masterPaths } from './paths';

export const masterResources: ResourceProps[] = [
  vegetableCategories,
  vegetableSubcategories,
  professionalCategories,
  professionalSubcategories,
  transportCategories,
  callRequests,
];

export const masterRoutes = (
  <>
    <Route path={masterPaths.home} element={<MasterHome />} />
    <Route path="/master" element={<RedirectTo to={masterPaths.home} />} />
    <Route path="/master/vegetable/addcategory" element={<RedirectTo to={masterPaths.vegetableCategories} />} />
    <Route
      path="/master/vegetable/subcategory"
      element={
        <SubcategoryRedirect listPath={masterPaths.vegetableCategories} subcategoryPath={masterPaths.vegetableSubcategories} />
      }
    />
    <Route path="/master/professional/create" element={<RedirectTo to={masterPaths.professionalCategories} />} />
    <Route
      path="/master/professional/subcategory/create"
      element={
        <SubcategoryRedirect
          listPath={masterPaths.professionalCategories}
          subcategoryPath={masterPaths.professionalSubcategories}
        />
      }
    />
    <Route path="/master/transport" element={<RedirectTo to={masterPaths.transportCategories} />} />
    <Route path="/master/transport/create" element={<RedirectTo to={masterPaths.transportCategories} />} />
    <Route path="/callrequest" element={<RedirectTo to={masterPaths.callRequests} />} />
  </>
);
