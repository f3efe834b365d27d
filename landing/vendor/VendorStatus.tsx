/**
 * The signed-in vendor's page: one application status (the review state when the server offers the whole
 * application, else the approval flag), the prefilled form after "changes requested" or while an application
 * started on the call desk is incomplete, the photos with the poster,
 * the documents section and the document reminders switch; refreshed from GET /api/vendor/me and /api/vendor/application.
 */
import { useEffect, useRef, useState } from 'react';
import type { ReviewState } from '../../src/domain/review.ts';
import type { PortalApplication } from '../../src/domain/landing.ts';
import { useT } from '../i18n/index.ts';
import { ApiError, fetchApplication, fetchVendorMe, logoutVendor } from './api.ts';
import { useVendorSession } from '../session/VendorSession.tsx';
import { DocumentsSection } from './DocumentsSection.tsx';
import { ReasonNotice } from './ApplicationFields.tsx';
import { kindLabel } from './options.ts';
import { PhotosSection } from './PhotosSection.tsx';
import { StorySection } from './StorySection.tsx';
import { RemindersSection } from './RemindersSection.tsx';
import { YourData } from './YourData.tsx';
import { ResubmitForm, prefill } from './ResubmitForm.tsx';
import { resubmissionSchemaOf } from '../../src/domain/vendorKinds/application.ts';
import { declarationOf } from './applyFields.ts';

/** An application the portal must still complete: what is stored does not pass its kind's own rules. */
const isIncomplete = (application: PortalApplication) => !resubmissionSchemaOf(declarationOf(application.category)).safeParse(prefill(application)).success;

export function VendorStatus() {
  const { vendorUser, token, updateUser, logout } = useVendorSession();
  const { t, lang } = useT();
  const text = t.vendor.status;
  const [application, setApplication] = useState<PortalApplication | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Logging in or applying replaced the form the focus was in: continue from this panel's heading.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    fetchVendorMe(token)
      .then(({ user }) => {
        if (!cancelled) updateUser(user);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 401) logout();
        else setFailure(error instanceof Error ? error.message : text.refreshFailed);
      });
    fetchApplication(token)
      .then((answer) => !cancelled && setApplication(answer))
      // A server without the whole application shows the approval flag only.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // Refresh once per token (a new login), not on every user update.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (!vendorUser) return null;

  const signOut = async () => {
    if (token) await logoutVendor(token).catch(() => undefined);
    logout();
  };

  const state: ReviewState = application?.state ?? (vendorUser.verification === 1 ? 'approved' : 'applied');
  // The team's reason goes beside the status, before the form it asks to correct (and the photos it may name).
  const showReason = application?.reason && (state === 'rejected' || state === 'suspended' || state === 'changes_requested');
  return (
    <section className="panel" aria-labelledby="status-title">
      <h2 id="status-title" ref={headingRef} tabIndex={-1}>{text.welcome(vendorUser.name)}</h2>
      <dl className="status">
        <dt>{text.category}</dt>
        <dd>{kindLabel(lang, vendorUser.kind)}</dd>
        <dt>{text.store}</dt>
        <dd>{vendorUser.storename || '—'}</dd>
        <dt>{text.phoneNumber}</dt>
        <dd>{vendorUser.phoneNumber}</dd>
        <dt>{text.applicationStatus}</dt>
        <dd>
          <strong className={state === 'approved' ? 'badge badge--ok' : 'badge'} data-testid="application-status">{text.states[state]}</strong>
        </dd>
      </dl>
      <p>{text.hints[state]}</p>
      {showReason && application?.reason && <ReasonNotice reason={application.reason} />}
      {token && application && state === 'changes_requested' && <ResubmitForm key={application.reason} token={token} application={application} onDone={setApplication} />}
      {token && application && state === 'applied' && isIncomplete(application) && (
        <ResubmitForm token={token} application={application} onDone={setApplication} purpose="complete" />
      )}
      {token && application && (application.images.length > 0 || application.editable) && (
        <PhotosSection
          token={token}
          photos={application}
          editable={application.editable}
          onChange={(photos) => setApplication((current) => (current ? { ...current, ...photos } : current))}
        />
      )}
      {token && state === 'approved' && <StorySection token={token} />}
      {token && <DocumentsSection token={token} />}
      {token && <RemindersSection token={token} />}
      {token && <YourData token={token} onErased={logout} />}
      {!token && <p>{text.logInAgain}</p>}
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <button type="button" className="button button--ghost" onClick={signOut}>
        {text.logOut}
      </button>
    </section>
  );
}
