/**
 * The admin session: the admin's user object is kept in localStorage under `adminUser` (SPEC section 3),
 * which is what checkAuth and getIdentity read. Our server also keeps an httpOnly cookie and ends it on
 * logout (the `serverLogout` extension); a legacy backend has neither, so logout there is local only.
 */
import type { AuthProvider } from 'react-admin';
import type { Capabilities } from './domain/capabilities';
import { endpointsOf } from './domain/endpoints';
import { createHttpClient, isObject, type HttpClient, type HttpClientOptions } from './dataProvider/http';
import { roleCanAccess, roleOf } from './admins/access';
import { ADMIN_USER_KEY, readStoredAdmin } from './login/session';

export { ADMIN_USER_KEY };

export const authEndpoints = endpointsOf({
  login: 'POST /api/admin/login',
  logout: 'POST /api/admin/logout',
});

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AuthProviderOptions extends HttpClientOptions {
  http?: HttpClient;
  /** Defaults to the browser's localStorage. */
  storage?: KeyValueStorage;
  /** What the backend offers; defaults to a probe over this provider's HTTP client. */
  capabilities?: () => Promise<Capabilities>;
}

/** The login answer's `user`, whatever its shape (a legacy backend may send no `name`, or a string id). */
type StoredAdmin = Record<string, unknown>;

export function createAuthProvider(options: AuthProviderOptions = {}): AuthProvider {
  const http = options.http ?? createHttpClient(options);
  // Loaded on first use (a logout): the standalone login page carries this module, not the probe's parser.
  let probe: Promise<() => Promise<Capabilities>> | undefined;
  const capabilities =
    options.capabilities ??
    (async () => {
      probe ??= import('./dataProvider/capabilities').then(({ createCapabilityProbe }) => createCapabilityProbe(http));
      return (await probe)();
    });
  const storage = (): KeyValueStorage => options.storage ?? globalThis.localStorage;

  const storedAdmin = (): StoredAdmin | null => readStoredAdmin(storage());

  return {
    async login({ username, password }: { username: string; password: string }) {
      const body = await http.call(authEndpoints.login, { json: { email: username, password } });
      const user = isObject(body) ? body.user : undefined;
      // SPEC 7 reads data.user and nothing more: any object will do; a bare 200 still means logged in.
      storage().setItem(ADMIN_USER_KEY, JSON.stringify(isObject(user) ? user : { email: username }));
    },
    async logout() {
      // react-admin also calls logout when it finds no session (opening the admin logged out, the login page
      // after a logout): with no stored admin there is no session to end, so no call that can only fail.
      const hadSession = storedAdmin() !== null;
      storage().removeItem(ADMIN_USER_KEY);
      // Logging out always completes here; ending the server session is a courtesy where one exists.
      if (!hadSession || !(await capabilities()).has('serverLogout')) return;
      try {
        await http.call(authEndpoints.logout);
      } catch (error) {
        console.info('The server did not end the session (it may have expired already).', error);
      }
    },
    async checkAuth() {
      if (!storedAdmin()) throw new Error('Not logged in');
    },
    // Only 401 ends the session. A 403 is a refusal of this one action (the admin's role may not make it): the
    // session stays and the action's own error handling tells the admin it is not allowed. (Rejecting here
    // would make react-admin log out and answer the refused call with empty data, i.e. as a success.)
    async checkError(error: unknown) {
      const status = isObject(error) ? error.status : undefined;
      if (status === 401) {
        storage().removeItem(ADMIN_USER_KEY);
        throw error;
      }
    },
    async getIdentity() {
      const admin = storedAdmin();
      if (!admin) throw new Error('Not logged in');
      return identityOf(admin);
    },
    // The login's `user.role` (reviewDesk); no role means the legacy backend's single all-powerful admin.
    async getPermissions() {
      return roleOf(storedAdmin());
    },
    async canAccess(params: { action: string; resource: string }) {
      return roleCanAccess(roleOf(storedAdmin()), params);
    },
  };
}

const textOf = (value: unknown): string | undefined =>
  (typeof value === 'string' && value.trim()) || (typeof value === 'number' ? String(value) : undefined) || undefined;

/** Shows what the user object has: its name, else its e-mail, else "Admin". */
export function identityOf(admin: StoredAdmin): { id: string | number; fullName: string; email?: string } {
  const email = textOf(admin.email);
  const fullName = textOf(admin.name) ?? email ?? 'Admin';
  const id = typeof admin.id === 'number' || typeof admin.id === 'string' ? admin.id : (email ?? 'admin');
  return email ? { id, fullName, email } : { id, fullName };
}

export const authProvider: AuthProvider = createAuthProvider({
  capabilities: () => import('./dataProvider/capabilities').then(({ sharedCapabilityProbe }) => sharedCapabilityProbe()),
});
