/** The landing app: router, vendor session, header and the current route, all under the error boundary. */
import { useEffect } from 'react';
import { Router, useRouter } from './router/Router.tsx';
import { VendorSessionProvider } from './session/VendorSession.tsx';
import { ErrorBoundary } from './layout/ErrorBoundary.tsx';
import { Header } from './layout/Header.tsx';
import { NotFound } from './layout/NotFound.tsx';
import { findRoute } from './routes.tsx';

export const NOT_FOUND_TITLE = 'Page not found | HoReCa Market Place';

function CurrentPage() {
  const { path } = useRouter();
  const route = findRoute(path);
  useEffect(() => {
    document.title = route?.title ?? NOT_FOUND_TITLE;
  }, [route]);
  return route ? route.render() : <NotFound />;
}

export function App({ path }: { path: string }) {
  return (
    <ErrorBoundary>
      <Router initialPath={path}>
        <VendorSessionProvider>
          <Header />
          <CurrentPage />
        </VendorSessionProvider>
      </Router>
    </ErrorBoundary>
  );
}
