/**
 * JSON (or multipart, given FormData) calls to our own API (same origin). Failures throw ApiError with the server's
 * field errors, which the server writes in the page's language (sent as Accept-Language).
 */
import { LANGUAGES, pageLanguage } from './i18n/index.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export async function call<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const lang = LANGUAGES[pageLanguage()];
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': lang.code };
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: body === undefined ? undefined : form ? body : JSON.stringify(body) });
  } catch {
    throw new ApiError(lang.catalogue.api.unreachable, 0);
  }
  const data = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
  if (!response.ok) {
    const message = response.status === 429 ? lang.catalogue.api.tooMany : data.message && lang.message(data.message);
    throw new ApiError(message || lang.catalogue.api.failed(response.status), response.status, data.errors);
  }
  return data as T;
}

