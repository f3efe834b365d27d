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
  return answerOf<T>(await send(method, url, body, token));
}

/**
 * The same call where a success may answer a file of `fileType` (e.g. a ZIP download) instead of JSON: the file
 * with the name the server gave it (Content-Disposition), or the JSON answer.
 */
export async function callForFile<T>(method: string, url: string, body: unknown, fileType: string): Promise<{ file: Blob; fileName: string | null } | { json: T }> {
  const response = await send(method, url, body);
  if (response.ok && (response.headers.get('content-type') ?? '').startsWith(fileType)) {
    return { file: await response.blob(), fileName: /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null };
  }
  return { json: await answerOf<T>(response) };
}

async function send(method: string, url: string, body?: unknown, token?: string): Promise<Response> {
  const lang = LANGUAGES[pageLanguage()];
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': lang.code };
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(url, { method, headers, body: body === undefined ? undefined : form ? body : JSON.stringify(body) });
  } catch {
    throw new ApiError(lang.catalogue.api.unreachable, 0);
  }
}

async function answerOf<T>(response: Response): Promise<T> {
  const lang = LANGUAGES[pageLanguage()];
  const data = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
  if (!response.ok) {
    const message = response.status === 429 ? lang.catalogue.api.tooMany : data.message && lang.message(data.message);
    throw new ApiError(message || lang.catalogue.api.failed(response.status), response.status, data.errors);
  }
  return data as T;
}
