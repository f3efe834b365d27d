/**
 * /vendor/invite?token=…: a converted caller sets their password. Prerendered intro; the form (and zod) loads in
 * the browser only, like the portal's, because it reads the link's token and starts the vendor session.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadChunk } from '../chunks/loadChunk.ts';
import { useT } from '../i18n/index.ts';
import { PageMain } from '../layout/PageMain.tsx';

const InvitationForm = lazy(() => loadChunk(() => import('./InvitationForm.tsx')));

export function InvitationPage() {
  const { t } = useT();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <PageMain layout="page" hydrateAtOnce>
      <h1>{t.vendor.invite.heading}</h1>
      <p className="section__intro">{t.vendor.invite.intro}</p>
      {mounted ? (
        <Suspense fallback={<p role="status">{t.vendor.loadingForms}</p>}>
          <InvitationForm />
        </Suspense>
      ) : (
        <noscript>
          <p>{t.vendor.needsJs}</p>
        </noscript>
      )}
    </PageMain>
  );
}
