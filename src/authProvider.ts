/**
 * The admin session: the server keeps an httpOnly cookie, the admin's user object is kept in localStorage
 * under `adminUser` (SPEC section 3), which is what checkAuth and getIdentity read.
 */
import { HttpError, type AuthProvider } from 'react-admin';
import type { AdminUser } from './domain';
import { POST } from './dataProvider/endpoint';
import { createHttpClient, isObject, type HttpClient, type HttpClientOptions } from './dataProvider/http';

export const ADMIN_USER_KEY = 'adminUser';

export const authEndpoints = {
  login: POST('/api/admin/login'),
  logout: POST('/api/admin/logout'),
};

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AuthProviderOptions extends HttpClientOptions {
  http?: HttpClient;
  /** Defaults to the browser's localStorage. */
  storage?: KeyValueStorage;
}

export function createAuthProvider(options: AuthProviderOptions = {}): AuthProvider {
  const http = options.http ?? createHttpClient(options);
  const storage = (): KeyValueStorage => options.storage ?? globalThis.localStorage;

  const storedAdmin = (): AdminUser | null => {
    const raw = storage().getItem(ADMIN_USER_KEY);
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isAdminUser(parsed) ? parsed : null;
    } catch {
      return null;
    }
  };

  return {
    async login({ username, password }: { username: string; password: string }) {
      const body = await http.call(authEndpoints.login, { json: { email: username, password } });
      const user = isObject(body) ? body.user : undefined;
      if (!isAdminUser(user)) throw new Error('The login answer did not include the admin user');
      storage().setItem(ADMIN_USER_KEY, JSON.stringify(user));
    },
    async logout() {
      storage().removeItem(ADMIN_USER_KEY);
      try {
        await http.call(authEndpoints.logout);
      } catch (error) {
        // An expired session is already logged out on the server.
        if (!(error instanceof HttpError && error.status === 401)) throw error;
      }
    },
    async checkAuth() {
      if (!storedAdmin()) throw new Error('Not logged in');
    },
    async checkError(error: unknown) {
      const status = isObject(error) ? error.status : undefined;
      if (status === 401 || status === 403) {
        storage().removeItem(ADMIN_USER_KEY);
        throw error;
      }
    },
    async getIdentity() {
      const admin = storedAdmin();
      if (!admin) throw new Error('Not logged in');
      return { id: admin.id, fullName: admin.name, email: admin.email };
    },
  };
}

function isAdminUser(value: unknown): value is AdminUser {
  return isObject(value) && (typeof value.id === 'number' || typeof value.id === 'string') && typeof value.name === 'string';
}

export const authProvider: AuthProvider = createAuthProvider();
