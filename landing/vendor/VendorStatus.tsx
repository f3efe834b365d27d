/** The logged-in vendor's application status, refreshed from GET /api/vendor/me, with logout. */
import { useEffect, useRef, useState } from 'react';
import { VENDOR_KIND_LABELS } from '../../src/domain/landing.ts';
import { ApiError, fetchVendorMe, logoutVendor } from './api.ts';
import { useVendorSession } from '../session/VendorSession.tsx';
import { ReviewNotice } from './ReviewNotice.tsx';
import { DocumentsSection } from './DocumentsSection.tsx';

export function VendorStatus() {
  const { vendorUser, token, updateUser, logout } = useVendorSession();
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

  const approved = vendorUser.verification === 1;
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
          <strong className={approved ? 'badge badge--ok' : 'badge'}>{approved ? 'Approved' : 'Awaiting approval'}</strong>
        </dd>
      </dl>
      <p>
        {approved
          ? 'Your store is live on the marketplace. Manage it from the vendor app.'
          : 'Our team reviews new vendors within two working days. You can check back here any time.'}
      </p>
      {token && <ReviewNotice token={token} user={vendorUser} />}
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
