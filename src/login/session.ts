/**
 * The session marker the admin keeps in localStorage (SPEC section 3: the login's user object under `adminUser`),
 * read at boot (src/main.tsx) without loading the auth provider: no marker, no session, so the light login page
 * shows first wherever the admin was opened. Kept free of imports: the boot script carries it.
 */
export const ADMIN_USER_KEY = 'adminUser';

/** The stored admin, if the marker holds an object (what the auth provider's checkAuth accepts). */
export function readStoredAdmin(storage: Pick<Storage, 'getItem'>): Record<string, unknown> | null {
  const raw = storage.getItem(ADMIN_USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** False where the browser refuses storage too: the admin could not keep a session there either. */
export function hasStoredSession(): boolean {
  try {
    return readStoredAdmin(window.localStorage) !== null;
  } catch {
    return false;
  }
}
