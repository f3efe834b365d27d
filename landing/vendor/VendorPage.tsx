/**
 * /vendor: prerendered intro; the forms (and zod) load only in the browser after hydration, because they need
 * the stored vendor session and the API. So the page asks the entry loader to hydrate it right after its first paint
 * (`data-hydrate-at-once`, landing/entryLoader.ts) instead of on the visitor's first interaction.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadChunk } from '../chunks/loadChunk.ts';

const VendorPortal = lazy(() => loadChunk(() => import('./VendorPortal.tsx')));

export function VendorPage() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <main id="main" className="page" data-hydrate-at-once="">
      <h1>Sell on HoReCa Market Place</h1>
      <p className="section__intro">
        Vegetable stores, professionals, transport providers, hotels, restaurants and cafes: apply here, and log in to
        follow your application.
      </p>
      {mounted ? (
        <Suspense fallback={<p role="status">Loading the vendor forms…</p>}>
          <VendorPortal />
        </Suspense>
      ) : (
        <noscript>
          <p>The vendor forms need JavaScript. Please enable it, or use the vendor app.</p>
        </noscript>
      )}
    </main>
  );
}
