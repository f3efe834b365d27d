/**
 * The one HTTP client of the admin: API origin and credentials from configuration, JSON or multipart bodies,
 * and every non-2xx answer turned into react-admin's HttpError whose message an admin understands.
 *
 * Build-time settings: `VITE_API_ORIGIN` ('' = same origin, the default) and `VITE_API_CREDENTIALS`
 * (`include` sends cookies to a cross-origin backend that needs them; otherwise `same-origin`).
 * Tests inject `origin`, `credentials` and `fetch`.
 */
import { HttpError } from 'react-admin';
import { i18nProvider } from '../i18n';
import { backendText, configuredCredentials, configuredOrigin, isObject } from './basics';
import { describeEndpoint, fillPath, type Endpoint, type PathParams } from './endpoint';

export { backendText, configuredCredentials, configuredOrigin, isObject };

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface HttpClientOptions {
  /** API origin without trailing slash; '' means the admin's own origin. */
  origin?: string;
  fetch?: FetchLike;
  /** How long GET answers are reused (see readCache.ts); 0 turns the cache off. */
  readCacheMs?: number;
  credentials?: RequestCredentials;
  /**
   * Puts a catalogue key (`what`, the provider's own phrases) into the admin's words; default: the admin's i18n
   * provider, so a failure reads in the language chosen when it happened.
   */
  translate?: Say;
}

/** A catalogue key with its placeholders, in words. */
export type Say = (key: string, args?: Record<string, unknown>) => string;

/** In the admin's language at the moment of the failure. */
const translateNow: Say = (key, args) => i18nProvider.translate(key, args);

export interface CallOptions {
  params?: PathParams;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  form?: FormData;
  signal?: AbortSignal;
  /** What the call does, as a catalogue key (`app.provider.approveVendor`); in the admin's words, it heads the error. */
  what?: string;
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

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const origin = (options.origin ?? configuredOrigin()).replace(/\/+$/, '');
  const credentials = options.credentials ?? configuredCredentials();
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const say: Say = options.translate ?? translateNow;

  async function send(url: string, init: RequestInit, what?: string): Promise<RawResponse> {
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    // String bodies are JSON (ours and ra-data-simple-rest's); FormData gets its multipart boundary from fetch.
    if (typeof init.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    const response = await doFetch(url, { ...init, headers, credentials });
    const body = await response.text();
    const json = parseJson(body);
    if (!response.ok) {
      console.error(`${init.method ?? 'GET'} ${url} answered ${response.status}`, json ?? body);
      throw toHttpError(response.status, json ?? body, what, say);
    }
    return { status: response.status, headers: response.headers, body, json };
  }

  return {
    origin,
    request: (url, init = {}) => send(url, init),
    async call(endpoint, { params, json, form, signal, what: key } = {}) {
      const what = key ? say(key) : undefined;
      const init: RequestInit = { method: endpoint.method, signal };
      if (form) init.body = form;
      else if (json !== undefined) init.body = JSON.stringify(json);
      const url = origin + fillPath(endpoint.path, params);
      try {
        return (await send(url, init, what)).json;
      } catch (error) {
        if (error instanceof HttpError || (error as Error).name === 'AbortError') throw error;
        // Network failures (server down, CORS): the admin reads what failed, the console gets the call.
        console.error(`${describeEndpoint(endpoint)} (${url}) failed`, error);
        throw new HttpError(say('app.provider.unreachable', { what: what ?? say('app.provider.requestFailed') }), 0, null);
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

/**
 * A failed answer as HttpError(message, status, { message, errors }): the message is `what` (in words) and the
 * backend's own text; a form's 400 keeps the backend's text alone (it is shown next to the fields).
 */
export function toHttpError(status: number, answer: unknown, what?: string, say: Say = translateNow): HttpError {
  const body = isObject(answer) ? answer : {};
  const text = status === 403 ? notAllowedText(backendText(answer), say) : backendText(answer);
  const errors = isObject(body.errors) ? toFormErrors(body.errors) : undefined;
  const fallback = say('app.provider.serverFailed', { status });
  const message = errors && text ? text : what ? (text ? `${what}: ${text}` : say('app.provider.withStatus', { what, status })) : (text ?? fallback);
  const errorBody: HttpErrorBody = errors ? { message, errors } : { message };
  return new HttpError(message, status, errorBody);
}

/**
 * A 403 refuses one action to this admin (our server: the role may not make this change); it says so in plain
 * words, with the backend's reason when it gave one. It never ends the session (authProvider.checkError).
 */
function notAllowedText(reason: string | undefined, say: Say): string {
  return reason ? say('app.provider.notAllowed', { reason }) : say('app.provider.notAllowedAtAll');
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
