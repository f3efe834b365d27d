/**
 * What the admin's HTTP client (./http.ts) and the standalone login page (src/login/loginCall.ts) share, without the
 * client's i18n and react-admin: the configured API origin and credentials and reading a backend's answer.
 */

export function configuredOrigin(): string {
  const value = import.meta.env?.VITE_API_ORIGIN;
  return typeof value === 'string' ? value.replace(/\/+$/, '') : '';
}

/** `include` only when the build says so (a cross-origin backend with a cookie session). */
export function configuredCredentials(): RequestCredentials {
  return import.meta.env?.VITE_API_CREDENTIALS === 'include' ? 'include' : 'same-origin';
}

/**
 * The backend's own words for a failure: `{ error }`, `{ message }` or a short plain text (an HTML error
 * page is not words for the admin). Undefined when it sent none.
 */
export function backendText(answer: unknown): string | undefined {
  if (isObject(answer)) {
    for (const key of ['error', 'message'] as const) {
      const value = answer[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
    return undefined;
  }
  if (typeof answer === 'string') {
    const text = answer.trim();
    if (text && text.length <= 300 && !/^</.test(text)) return text;
  }
  return undefined;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
