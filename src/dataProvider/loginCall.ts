/**
 * The login call (SPEC section 2: POST /api/admin/login, `{ email, password }`; the answer's `user` is kept as the
 * session marker) for the standalone login page, which must not carry the admin's HTTP client: that client's
 * messages come from the i18n catalogue, and the authProvider's role checks from the vendor-kind declarations and
 * their schemas, together about as heavy as the whole page. Inside the admin the same call is authProvider.login.
 * A refusal rejects with `{ status, message }` (the backend's own words), which is all the login form reads.
 */
import { ADMIN_USER_KEY } from '../login/session';
import { backendText, configuredCredentials, configuredOrigin, isObject } from './basics';

/** authProvider's `authEndpoints.login`. */
export const LOGIN_PATH = '/api/admin/login';

export class LoginRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'LoginRefused';
  }
}

export async function logIn({ email, password }: { email: string; password: string }, storage: Pick<Storage, 'setItem'> = globalThis.localStorage): Promise<void> {
  const response = await fetch(`${configuredOrigin()}${LOGIN_PATH}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    credentials: configuredCredentials(),
    body: JSON.stringify({ email, password }),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    body = text;
  }
  if (!response.ok) throw new LoginRefused(backendText(body) ?? `HTTP ${response.status}`, response.status);
  const user = isObject(body) ? body.user : undefined;
  // SPEC 7 reads data.user and nothing more: any object will do; a bare 200 still means logged in.
  storage.setItem(ADMIN_USER_KEY, JSON.stringify(isObject(user) ? user : { email }));
}
