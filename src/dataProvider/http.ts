/**
 * The one HTTP client of the admin: API origin from configuration, cookie session (`credentials: 'include'`),
 * JSON or multipart bodies, and every non-2xx answer turned into react-admin's HttpError.
 *
 * The origin comes from `VITE_API_ORIGIN` at build time ('' = same origin, the default), e.g.
 * `VITE_API_ORIGIN=https://api.example.com npm run build:admin`. Tests inject `origin` and `fetch`.
 */
import { HttpError } from 'react-admin';
import { describeEndpoint, fillPath, type Endpoint, type PathParams } from './endpoint';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface HttpClientOptions {
  /** API origin without trailing slash; '' means the admin's own origin. */
  origin?: string;
  fetch?: FetchLike;
  /** How long GET answers are reused (see readCache.ts); 0 turns the cache off. */
  readCacheMs?: number;
}

export interface CallOptions {
  params?: PathParams;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  form?: FormData;
  signal?: AbortSignal;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export interface HttpClient {
  readonly origin: string;
  /** Calls a contract endpoint and returns the parsed JSON body (undefined when the body is not JSON). */
  call(endpoint: Endpoint, options?: CallOptions): Promise<unknown>;
  /** Low-level request to an absolute URL; used by ra-data-simple-rest for the extension resources. */
  request(url: string, init?: RequestInit): Promise<RawResponse>;
}

/** Field errors of a 400 as react-admin's forms read them: `{ field: message, root: { serverError } }`. */
export type FormErrors = Record<string, string | { serverError: string }>;

export interface HttpErrorBody {
  message: string;
  errors?: FormErrors;
}

export function configuredOrigin(): string {
  const value = import.meta.env?.VITE_API_ORIGIN;
  return typeof value === 'string' ? value.replace(/\/+$/, '') : '';
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const origin = (options.origin ?? configuredOrigin()).replace(/\/+$/, '');
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request(url: string, init: RequestInit = {}): Promise<RawResponse> {
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    // String bodies are JSON (ours and ra-data-simple-rest's); FormData gets its multipart boundary from fetch.
    if (typeof init.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    const response = await doFetch(url, { ...init, headers, credentials: 'include' });
    const body = await response.text();
    const json = parseJson(body);
    if (!response.ok) throw toHttpError(response.status, response.statusText, json, `${init.method ?? 'GET'} ${url}`);
    return { status: response.status, headers: response.headers, body, json };
  }

  return {
    origin,
    request,
    async call(endpoint, { params, json, form, signal } = {}) {
      const init: RequestInit = { method: endpoint.method, signal };
      if (form) init.body = form;
      else if (json !== undefined) init.body = JSON.stringify(json);
      try {
        return (await request(origin + fillPath(endpoint.path, params), init)).json;
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // Network failures (server down, CORS) get a message that says which call failed.
        throw new HttpError(`${describeEndpoint(endpoint)} failed: ${(error as Error).message}`, 0, null);
      }
    },
  };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The server's `{ message, errors }` becomes HttpError(message, status, { message, errors }). */
export function toHttpError(status: number, statusText: string, json: unknown, what: string): HttpError {
  const body = isObject(json) ? json : {};
  const message =
    typeof body.message === 'string' && body.message ? body.message : `${what} failed: ${status} ${statusText}`.trim();
  const errors = isObject(body.errors) ? toFormErrors(body.errors) : undefined;
  const errorBody: HttpErrorBody = errors ? { message, errors } : { message };
  return new HttpError(message, status, errorBody);
}

/** The server names non-field problems `_`; react-admin shows `root.serverError` as the form's message. */
export function toFormErrors(errors: Record<string, unknown>, rename: Record<string, string> = {}): FormErrors {
  const out: FormErrors = {};
  for (const [field, text] of Object.entries(errors)) {
    if (field === 'root' && isObject(text) && typeof text.serverError === 'string') out.root = { serverError: text.serverError };
    else if (field === '_' || field === 'root') out.root = { serverError: String(text) };
    else out[rename[field] ?? field] = String(text);
  }
  return out;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
