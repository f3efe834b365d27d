// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/preact';
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

  const stored = () => JSON.parse(window.localStorage.getItem(VENDOR_USER_KEY) ?? 'null') as { user: VendorPortalUser; expiresAt: number } | null;

  it('login saves the vendor user with its one-hour expiry under vendorUser and keeps the token in memory only', () => {
    renderSession();
    act(() => session.login(vendor, 'secret-token'));
    expect(stored()).toEqual({ user: vendor, expiresAt: Date.now() + VENDOR_SESSION_MS });
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('secret-token');
    expect(screen.getByText(/user:Ravi token:secret-token/)).toBeInTheDocument();
  });

  it('saves every change of the user, keeping the expiry; logout clears both', () => {
    renderSession();
    act(() => session.login(vendor, 'secret-token'));
    const { expiresAt } = stored() ?? { expiresAt: 0 };
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    act(() => session.updateUser({ ...vendor, verification: 1 }));
    expect(stored()).toEqual({ user: { ...vendor, verification: 1 }, expiresAt });
    act(() => session.logout());
    expect(window.localStorage.getItem(VENDOR_USER_KEY)).toBeNull();
    expect(screen.getByText(/user:none token:none/)).toBeInTheDocument();
  });

  it('the hour counts from login: updates do not extend it', () => {
    renderSession();
    act(() => session.login(vendor, 'secret-token'));
    act(() => {
      vi.advanceTimersByTime(VENDOR_SESSION_MS - 60_000);
    });
    act(() => session.updateUser({ ...vendor, name: 'Ravi K' }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText(/path:\/ user:none token:none/)).toBeInTheDocument();
    expect(window.localStorage.getItem(VENDOR_USER_KEY)).toBeNull();
  });

  it('when the hour is up it clears the stored user and the token and navigates to /', () => {
    renderSession();
    act(() => session.login(vendor, 'secret-token'));
    act(() => {
      vi.advanceTimersByTime(VENDOR_SESSION_MS);
    });
    expect(window.localStorage.getItem(VENDOR_USER_KEY)).toBeNull();
    expect(screen.getByText(/path:\/ user:none token:none/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('after a restart the stored expiry still holds: the remaining time, not a fresh hour', () => {
    window.localStorage.setItem(VENDOR_USER_KEY, JSON.stringify({ user: vendor, expiresAt: Date.now() + 5 * 60_000 }));
    renderSession();
    expect(screen.getByText(/user:Ravi token:none/)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(5 * 60_000);
    });
    expect(screen.getByText(/user:none token:none/)).toBeInTheDocument();
    expect(window.localStorage.getItem(VENDOR_USER_KEY)).toBeNull();
  });

  it.each([
    ['malformed JSON', '{"user": {'],
    ['a bare user of the old format (no expiry)', JSON.stringify(vendor)],
    ['an expired session', JSON.stringify({ user: vendor, expiresAt: Date.now() - 1 })],
    ['a user of an unknown kind', JSON.stringify({ user: { ...vendor, kind: 'bakery' }, expiresAt: Date.now() + 60_000 })],
    ['null', 'null'],
  ])('%s in storage is removed and read as logged out, without crashing', (_label, raw) => {
    window.localStorage.setItem(VENDOR_USER_KEY, raw);
    renderSession();
    expect(screen.getByText(/user:none token:none/)).toBeInTheDocument();
    expect(window.localStorage.getItem(VENDOR_USER_KEY)).toBeNull();
  });

  it('follows a login and a logout made in another tab', () => {
    renderSession();
    const otherTab = (value: string | null) => {
      if (value === null) window.localStorage.removeItem(VENDOR_USER_KEY);
      else window.localStorage.setItem(VENDOR_USER_KEY, value);
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: VENDOR_USER_KEY }));
      });
    };
    otherTab(JSON.stringify({ user: vendor, expiresAt: Date.now() + 60_000 }));
    expect(screen.getByText(/user:Ravi token:none/)).toBeInTheDocument();
    otherTab(null);
    expect(screen.getByText(/user:none token:none/)).toBeInTheDocument();
  });
});
