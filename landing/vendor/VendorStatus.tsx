/**
 * The signed-in vendor's page: one application status (the review state when the server offers the whole
 * application, else the approval flag), the prefilled form after "changes requested", the photos with the poster,
 * and the documents section; refreshed from GET /api/vendor/me and /api/vendor/application.
 */
import { useEffect, useRef, useState } from 'react';
import type { ReviewState } from '../../src/domain/review.ts';
import { VENDOR_KIND_LABELS, type PortalApplication } from '../../src/domain/landing.ts';
import { ApiError, fetchApplication, fetchVendorMe, logoutVendor } from './api.ts';
import { useVendorSession } from '../session/VendorSession.tsx';
import { DocumentsSection } from './DocumentsSection.tsx';
import { ReasonNotice } from './ApplicationFields.tsx';
import { PhotosSection } from './PhotosSection.tsx';
import { ResubmitForm } from './ResubmitForm.tsx';

const STATE_TEXT: Record<ReviewState, string> = {
  applied: 'Awaiting approval',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  rejected: 'Not accepted',
  suspended: 'Suspended',
};

const STATE_HINT: Record<ReviewState, string> = {
  applied: 'Our team reviews new vendors within two working days. You can check back here any time.',
  changes_requested: 'Our team asked for changes: correct your application below and resubmit it.',
  approved: 'Your store is live on the marketplace. Manage it from the vendor app.',
  rejected: 'Your application was not accepted.',
  suspended: 'Your store is suspended for now.',
};

export function VendorStatus() {
  const { vendorUser, token, updateUser, logout } = useVendorSession();
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
        else setFailure(error instanceof Error ? error.message : 'Could not refresh your status.');
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
  const reasonNamesPhotos = application?.reasonFields.includes('photos') ?? false;
  const showReason = application?.reason && (state === 'rejected' || state === 'suspended');
  return (
    <section className="panel" aria-labelledby="status-title">
      <h2 id="status-title" ref={headingRef} tabIndex={-1}>Welcome, {vendorUser.name}</h2>
      <dl className="status">
        <dt>Category</dt>
        <dd>{VENDOR_KIND_LABELS[vendorUser.kind]}</dd>
        <dt>Store</dt>
        <dd>{vendorUser.storename || '—'}</dd>
        <dt>Phone Number</dt>
        <dd>{vendorUser.phoneNumber}</dd>
        <dt>Application status</dt>
        <dd>
          <strong className={state === 'approved' ? 'badge badge--ok' : 'badge'} data-testid="application-status">{STATE_TEXT[state]}</strong>
        </dd>
      </dl>
      <p>{STATE_HINT[state]}</p>
      {showReason && application?.reason && <ReasonNotice reason={application.reason} />}
      {token && application && state === 'changes_requested' && <ResubmitForm key={application.reason} token={token} application={application} onDone={setApplication} />}
      {token && application && (application.images.length > 0 || application.editable) && (
        <PhotosSection
          token={token}
          photos={application}
          editable={application.editable}
          onChange={(photos) => setApplication((current) => (current ? { ...current, ...photos } : current))}
          notice={reasonNamesPhotos && application.reason ? <ReasonNotice reason={application.reason} /> : undefined}
        />
      )}
      {token && <DocumentsSection token={token} />}
      {!token && <p>Log in again to refresh this status.</p>}
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <button type="button" className="button button--ghost" onClick={signOut}>
        Log out
      </button>
    </section>
  );
}
