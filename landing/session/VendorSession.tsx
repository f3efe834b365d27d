/**
 * The vendor session (SPEC section 4): login sets the vendor user and a token, logout clears both.
 * localStorage["vendorUser"] holds `{ user, expiresAt }`: the one-hour expiry is fixed at login and stored
 * with the user, so it holds across tabs and browser restarts. Anything unreadable or expired there is
 * removed and treated as logged out. The token lives in memory only. Other tabs follow through `storage` events.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { VENDOR_KINDS, VENDOR_SESSION_MS } from '../../src/domain/constants.ts';
import type { VendorPortalUser } from '../../src/domain/landing.ts';
import { useRouter } from '../router/Router.tsx';

export const VENDOR_USER_KEY = 'vendorUser';

export interface StoredVendorSession {
  user: VendorPortalUser;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface VendorSession {
  vendorUser: VendorPortalUser | null;
  token: string | null;
  login(user: VendorPortalUser, token: string): void;
  /** Replaces the user (e.g. a refreshed status); the expiry stays where login put it. */
  updateUser(user: VendorPortalUser): void;
  logout(): void;
}

const VendorSessionContext = createContext<VendorSession | null>(null);

export function useVendorSession(): VendorSession {
  const session = useContext(VendorSessionContext);
  if (!session) throw new Error('useVendorSession must be used inside <VendorSessionProvider>');
  return session;
}

function isVendorUser(value: unknown): value is VendorPortalUser {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  return (
    typeof u.id === 'number' &&
    typeof u.name === 'string' &&
    typeof u.phoneNumber === 'string' &&
    (VENDOR_KINDS as readonly unknown[]).includes(u.kind) &&
    (u.verification === 0 || u.verification === 1)
  );
}

/** The stored session if it is well-formed and unexpired; otherwise removes whatever is there and returns null. */
export function readStoredSession(now = Date.now()): StoredVendorSession | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.localStorage.getItem(VENDOR_USER_KEY);
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as Partial<StoredVendorSession> | null;
    if (parsed && isVendorUser(parsed.user) && typeof parsed.expiresAt === 'number' && parsed.expiresAt > now) {
      return { user: parsed.user, expiresAt: parsed.expiresAt };
    }
  } catch {
    // malformed JSON or storage refused: fall through
  }
  try {
    window.localStorage.removeItem(VENDOR_USER_KEY);
  } catch {
    // storage unavailable: nothing to clean
  }
  return null;
}

function writeStoredSession(session: StoredVendorSession | null): void {
  try {
    if (session) window.localStorage.setItem(VENDOR_USER_KEY, JSON.stringify(session));
    else window.localStorage.removeItem(VENDOR_USER_KEY);
  } catch {
    // storage full or refused: the session still works in this tab
  }
}

export function VendorSessionProvider({ children }: { children: ReactNode }) {
  const { navigate } = useRouter();
  const [stored, setStored] = useState<StoredVendorSession | null>(() => readStoredSession());
  const [token, setToken] = useState<string | null>(null);

  const change = useCallback((next: StoredVendorSession | null) => {
    writeStoredSession(next);
    setStored(next);
    if (!next) setToken(null);
  }, []);

  // Expiry: at the stored time, whenever this tab was opened.
  useEffect(() => {
    if (!stored) return;
    const timer = window.setTimeout(() => {
      change(null);
      navigate('/');
    }, Math.max(0, stored.expiresAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [stored, change, navigate]);

  // Another tab logged in, out, or refreshed the user.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== VENDOR_USER_KEY && event.key !== null) return;
      const next = readStoredSession();
      setStored(next);
      if (!next) setToken(null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const login = useCallback(
    (user: VendorPortalUser, newToken: string) => {
      change({ user, expiresAt: Date.now() + VENDOR_SESSION_MS });
      setToken(newToken);
    },
    [change],
  );
  const updateUser = useCallback((user: VendorPortalUser) => {
    setStored((current) => {
      if (!current) return current;
      const next = { user, expiresAt: current.expiresAt };
      writeStoredSession(next);
      return next;
    });
  }, []);
  const logout = useCallback(() => change(null), [change]);

  const value = useMemo(
    () => ({ vendorUser: stored?.user ?? null, token, login, updateUser, logout }),
    [stored, token, login, updateUser, logout],
  );
  return <VendorSessionContext.Provider value={value}>{children}</VendorSessionContext.Provider>;
}
