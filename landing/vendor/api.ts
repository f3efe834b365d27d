/** The vendor portal calls (extension endpoints, same origin). Failures throw ApiError with the server's field errors. */
import type { VendorApplication, VendorLogin } from '../../src/domain/schemas.ts';
import type { VendorLoginResponse, VendorPortalUser } from '../../src/domain/landing.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

async function call<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError('Cannot reach the server. Check your connection and try again.', 0);
  }
  const data = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
  if (!response.ok) {
    const message = response.status === 429 ? 'Too many attempts. Please wait a minute and try again.' : data.message;
    throw new ApiError(message || `Request failed (${response.status})`, response.status, data.errors);
  }
  return data as T;
}

export const applyAsVendor = (application: VendorApplication) =>
  call<{ user: VendorPortalUser }>('POST', '/api/vendor/apply', application);
export const loginVendor = (credentials: VendorLogin) => call<VendorLoginResponse>('POST', '/api/vendor/login', credentials);
export const fetchVendorMe = (token: string) => call<{ user: VendorPortalUser }>('GET', '/api/vendor/me', undefined, token);
export const logoutVendor = (token: string) => call<{ success: true }>('POST', '/api/vendor/logout', {}, token);
