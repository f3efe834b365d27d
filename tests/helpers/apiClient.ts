/**
 * A cookie-keeping fetch for Node tests: Node's fetch has no cookie jar, the admin session is a cookie.
 * It also records every request (method and path) so tests can check which endpoints a method called.
 */
export interface RecordedCall {
  method: string;
  path: string;
  /** JSON request bodies as sent; multipart bodies are FormData. */
  body?: string | FormData;
}

export interface CookieFetch {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  calls: RecordedCall[];
  /** Replaces the session cookie (e.g. from TestServer.login()); '' drops it. */
  setCookie(cookie: string): void;
  cookie(): string;
}

export function cookieFetch(initialCookie = ''): CookieFetch {
  let cookie = initialCookie;
  const calls: RecordedCall[] = [];
  return {
    calls,
    setCookie: (value) => {
      cookie = value;
    },
    cookie: () => cookie,
    async fetch(input, init = {}) {
      const url = new URL(input);
      const body = typeof init.body === 'string' || init.body instanceof FormData ? init.body : undefined;
      calls.push({ method: (init.method ?? 'GET').toUpperCase(), path: decodeURIComponent(url.pathname), body });
      const headers = new Headers(init.headers);
      if (cookie) headers.set('Cookie', cookie);
      const response = await globalThis.fetch(input, { ...init, headers });
      const setCookie = response.headers.getSetCookie()[0];
      if (setCookie) {
        const pair = setCookie.split(';')[0] ?? '';
        // A cleared cookie comes back empty with a past expiry.
        cookie = pair.endsWith('=') ? '' : pair;
      }
      return response;
    },
  };
}
