// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router, useRouter } from '../../landing/router/Router.tsx';
import { VENDOR_USER_KEY, VendorSessionProvider, useVendorSession, type VendorSession } from '../../landing/session/VendorSession.tsx';
import { VENDOR_SESSION_MS } from '../../src/domain/constants.ts';
import type { VendorPortalUser } from '../../src/domain/landing.ts';

const vendor: VendorPortalUser = {
  id: 7,
  kind: 'vegetable',
  name: 'Ravi',
  phoneNumber: '9876543210',
  email: 'ravi@example.com',
  city: 'Dindigul',
  storename: 'Ravi Greens',
  verification: 0,
  created_at: '2025-01-01T00:00:00.000Z',
};

let session: VendorSession;
function Probe() {
  session = useVendorSession();
  const { path } = useRouter();
  return (
    <p>
      path:{path} user:{session.vendorUser?.name ?? 'none'} token:{session.token ?? 'none'}
    </p>
  );
}

function renderSession() {
  return render(
    <Router initialPath="/vendor">
      <VendorSessionProvider>
        <Probe />
      </VendorSessionProvider>
    </Router>,
  );
}

describe('vendor session', () => {
  afterEach(cleanup);
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
    window.history.replaceState(null, '', '/vendor');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('login saves the vendor user under vendorUser and keeps the token in memory only', () => {
    renderSession();
    act(() => session.login(vendor, 'secret-token'));
    expect(JSON.parse(window.localStorage.getItem(VENDOR_USER_KEY) ?? 'null')).toEqual(vendor);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('secret-token');
    expect(screen.getByText(/user:Ravi token:secret-token/)).toBeInTheDocument();
  });

  it('saves every change of the user and logout clears both', () => {
    renderSession();
    act(() => session.login(vendor, 'secret-token'));
    act(() => session.updateUser({ ...vendor, verification: 1 }));
    expect(JSON.parse(window.localStorage.getItem(VENDOR_USER_KEY) ?? 'null')).toMatchObject({ verification: 1 });
    act(() => session.logout());
    expect(window.localStorage.getItem(VENDOR_USER_KEY)).toBeNull();
    expect(screen.getByText(/user:none token:none/)).toBeInTheDocument();
  });

  it('restarts the one-hour timer whenever the user changes', () => {
    renderSession();
    act(() => session.login(vendor, 'secret-token'));
    act(() => vi.advanceTimersByTime(VENDOR_SESSION_MS - 60_000));
    act(() => session.updateUser({ ...vendor, name: 'Ravi K' }));
    // 59 minutes after the change: an unrestarted timer would have fired 58 minutes ago.
    act(() => vi.advanceTimersByTime(VENDOR_SESSION_MS - 60_000));
    expect(screen.getByText(/user:Ravi K token:secret-token/)).toBeInTheDocument();
    expect(window.localStorage.getItem(VENDOR_USER_KEY)).not.toBeNull();
  });

  it('when the hour is up it clears the stored user and the token and navigates to /', () => {
    renderSession();
    act(() => session.login(vendor, 'secret-token'));
    act(() => vi.advanceTimersByTime(VENDOR_SESSION_MS));
    expect(window.localStorage.getItem(VENDOR_USER_KEY)).toBeNull();
    expect(screen.getByText(/path:\/ user:none token:none/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('picks up a stored vendor user after a reload, without a token', () => {
    window.localStorage.setItem(VENDOR_USER_KEY, JSON.stringify(vendor));
    renderSession();
    expect(screen.getByText(/user:Ravi token:none/)).toBeInTheDocument();
  });
});
