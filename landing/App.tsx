/** The landing app: router, vendor session, header and the current route, all under the error boundary. */
import { Suspense, useEffect } from 'react';
import { Router, useRouter } from './router/Router.tsx';
import { VendorSessionProvider } from './session/VendorSession.tsx';
import { ErrorBoundary } from './layout/ErrorBoundary.tsx';
import { Header } from './layout/Header.tsx';
import { NotFound } from './layout/NotFound.tsx';
import { findRoute } from './routes.tsx';
import { LANGUAGES, languageOfPath, useT } from './i18n/index.ts';
import { PageMain } from './layout/PageMain.tsx';
import { HydrateLater } from './layout/HydrateLater.tsx';
import { Footer } from './sections/Footer.tsx';

export const NOT_FOUND_TITLE = LANGUAGES.en.catalogue.pages.notFound.title;

function CurrentPage() {
  const { path } = useRouter();
  const route = findRoute(path);
  useEffect(() => {
    document.title = route?.title ?? LANGUAGES[languageOfPath(path)].catalogue.pages.notFound.title;
  }, [route, path]);
  if (!route) return <NotFound />;
  return (
    <Suspense fallback={<PageLoading />}>
      {route.render()}
      {route.footer && (
        <HydrateLater>
          <Footer />
        </HydrateLater>
      )}
    </Suspense>
  );
}

function PageLoading() {
  const { t } = useT();
  return (
    <PageMain layout="page">
      <p role="status">{t.site.loading}</p>
    </PageMain>
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
