/** The landing app: router, vendor session, header and the current route, all under the error boundary. */
import { Suspense, useEffect } from 'react';
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
  if (!route) return <NotFound />;
  return <Suspense fallback={<PageLoading />}>{route.render()}</Suspense>;
}

function PageLoading() {
  return (
    <main id="main" className="page">
      <p role="status">Loading…</p>
    </main>
  );
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
