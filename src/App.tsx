/** Wires the admin: providers, resources and custom routes. Screens live in their resource folders. */
import { Admin, CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
// master-data:begin imports (owned by the master-data engineer: `import { masterResources, masterRoutes } from './master';`)
import { Resource as MasterResource } from 'react-admin';
import { masterResources, masterRoutes } from './master';
// master-data:end imports
import { i18nProvider } from './i18n';

export function App() {
  return (
    <Admin basename="/admin" i18nProvider={i18nProvider} requireAuth>
      {/* master-data:begin resources ({masterResources}) */}
      {masterResources.map((resource) => (
        <MasterResource key={resource.name} {...resource} />
      ))}
      {/* master-data:end resources */}
      <CustomRoutes>
        {/* master-data:begin routes ({masterRoutes}) */}
        {masterRoutes}
        {/* master-data:end routes */}
        <Route path="/dashboard" element={<Navigate to="/" replace />} />
      </CustomRoutes>
    </Admin>
  );
}
