/**
 * The vendor session (SPEC section 4): login sets the vendor user and a token, logout clears both.
 * The user is written to localStorage under `vendorUser` on every change; the token lives in memory only.
 * A one-hour timer restarts whenever the user changes; when it fires it clears both and navigates to "/".
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { VENDOR_SESSION_MS } from '../../src/domain/constants.ts';
import type { VendorPortalUser } from '../../src/domain/landing.ts';
import { useRouter } from '../router/Router.tsx';

export const VENDOR_USER_KEY = 'vendorUser';

export interface VendorSession {
  vendorUser: VendorPortalUser | null;
  token: string | null;
  login(user: VendorPortalUser, token: string): void;
  /** Replaces the user (e.g. a refreshed status); restarts the expiry timer like any change. */
  updateUser(user: VendorPortalUser): void;
  logout(): void;
}

const VendorSessionContext = createContext<VendorSession | null>(null);

export function useVendorSession(): VendorSession {
  const session = useContext(VendorSessionContext);
  if (!session) throw new Error('useVendorSession must be used inside <VendorSessionProvider>');
  return session;
}

function readStoredUser(): VendorPortalUser | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.localStorage.getItem(VENDOR_USER_KEY);
    return raw ? (JSON.parse(raw) as VendorPortalUser) : null;
  } catch {
    return null;
  }
}

export function VendorSessionProvider({ children }: { children: ReactNode }) {
  const { navigate } = useRouter();
  const [vendorUser, setVendorUser] = useState<VendorPortalUser | null>(readStoredUser);
  const [token, setToken] = useState<string | null>(null);

  useEffect(() => {
    if (vendorUser) window.localStorage.setItem(VENDOR_USER_KEY, JSON.stringify(vendorUser));
    else window.localStorage.removeItem(VENDOR_USER_KEY);
    if (!vendorUser) return;
    const timer = window.setTimeout(() => {
      window.localStorage.removeItem(VENDOR_USER_KEY);
      setVendorUser(null);
      setToken(null);
      navigate('/');
    }, VENDOR_SESSION_MS);
    return () => window.clearTimeout(timer);
  }, [vendorUser, navigate]);

  const login = useCallback((user: VendorPortalUser, newToken: string) => {
    setVendorUser(user);
    setToken(newToken);
  }, []);
  const logout = useCallback(() => {
    setVendorUser(null);
    setToken(null);
  }, []);

  const value = useMemo(
    () => ({ vendorUser, token, login, updateUser: setVendorUser, logout }),
    [vendorUser, token, login, logout],
  );
  return <VendorSessionContext.Provider value={value}>{children}</VendorSessionContext.Provider>;
}
