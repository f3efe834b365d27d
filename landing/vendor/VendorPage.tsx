/**
 * /vendor: prerendered intro; the forms (and zod) load only in the browser after hydration, because they need
 * the stored vendor session and the API. So the page asks the entry loader to hydrate it right after its first paint
 * (`data-hydrate-at-once`, landing/entryLoader.ts) instead of on the visitor's first interaction.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadChunk } from '../chunks/loadChunk.ts';
import { useT } from '../i18n/index.ts';
import { PageMain } from '../layout/PageMain.tsx';

const VendorPortal = lazy(() => loadChunk(() => import('./VendorPortal.tsx')));

export function VendorPage() {
  const { t } = useT();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <PageMain layout="page" hydrateAtOnce>
      <h1>{t.vendor.heading}</h1>
      <p className="section__intro">{t.vendor.intro}</p>
      {mounted ? (
        <Suspense fallback={<p role="status">{t.vendor.loadingForms}</p>}>
          <VendorPortal />
        </Suspense>
      ) : (
        <noscript>
          <p>{t.vendor.needsJs}</p>
        </noscript>
      )}
    </PageMain>
  );
}
