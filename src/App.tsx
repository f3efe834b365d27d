/** Wires the admin: providers, layout, resources and custom routes. Screens live in their resource folders. */
import { useEffect } from 'react';
import { AdminContext, AuthCallback, AuthenticationError, CoreAdminUI, CustomRoutes, Error as ErrorPage, LoadingPage, Resource } from 'react-admin';
import { CssBaseline } from '@mui/material';
import { masterRoutes } from './master';
import { authProvider } from './authProvider';
// Not lazy: the screen every login lands on. A lazy first screen suspends, and React reveals suspended
// content at most every 300 ms, which a login would wait for.
import { Dashboard } from './dashboard/Dashboard';
import { i18nProvider } from './i18n';
import { storeKeepingLanguage } from './i18n/languageStore';
import { AppLayout } from './layout/AppLayout';
import { AppTitle } from './layout/AppTitle';
import { AppNotification } from './layout/AppNotification';
import { AccessDenied, NotFound } from './layout/StatusScreens';
import { lazyDataProvider } from './layout/lazyDataProvider';
import { createQueryClient } from './layout/queryClient';
import { theme } from './layout/theme';
import { LoginPage } from './login/LoginPage';
import { queueRoutes } from './queues/queueRoutes';
import { preloadVendorScreens, vendorResources } from './vendorKinds/resources';
import { whenIdle } from './layout/preloadableLazy';
import { VENDOR_KIND_DECLARATIONS } from './domain/vendorKinds';
import { ownPasswordRoute } from './admins';
import { registeredResources } from './resourceScreens';

const dataProvider = lazyDataProvider(() => import('./dataProvider').then((m) => m.dataProvider));
const queryClient = createQueryClient();
const store = storeKeepingLanguage();
const resources = registeredResources();

export function App() {
  // The vendor queues are where an admin goes next; a failed preload is retried when the screen is opened.
  useEffect(() => whenIdle(() => void preloadVendorScreens().catch(() => undefined)), []);
  // What react-admin's <Admin> renders (AdminContext, then AdminUI: CssBaseline, CoreAdminUI, the notification),
  // with every screen named: AdminUI's default login page (react-admin's login form, its inputs and
  // react-hook-form) would otherwise be bundled into the first screen although ours replaces it (issue 41).
  return (
    <AdminContext
      basename="/admin"
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          // An element, not a string: react-admin shows it as given where a screen names none, so a string would
          // keep the language the admin started in.
          title={<AppTitle />}
          loginPage={LoginPage}
          layout={AppLayout}
          dashboard={Dashboard}
          catchAll={NotFound}
          accessDenied={AccessDenied}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          error={ErrorPage}
          loading={LoadingPage}
          requireAuth
          disableTelemetry
        >
          {vendorResources(VENDOR_KIND_DECLARATIONS).map((resource) => (
            <Resource key={resource.name} {...resource} />
          ))}
          {resources.map((resource) => (
            <Resource key={resource.name} {...resource} />
          ))}
          <CustomRoutes>
            {masterRoutes}
            {queueRoutes}
            {ownPasswordRoute}
          </CustomRoutes>
        </CoreAdminUI>
        <AppNotification />
      </CssBaseline>
    </AdminContext>
  );
}
