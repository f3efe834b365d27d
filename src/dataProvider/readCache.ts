/**
 * A short-lived read cache in front of the HTTP client. The legacy lists have no paging, so every page change,
 * sort or search in the admin would otherwise download the whole list again (megabytes at 10,000 vendors).
 * Each GET is answered from memory for `ttlMs`, concurrent identical GETs share one request, and any write
 * through the client empties the cache, so the admin always sees its own changes at once; changes made by
 * others show up within `ttlMs`, or on the next page load.
 */
import { fillPath, type Endpoint } from './endpoint';
import type { CallOptions, HttpClient } from './http';

export const READ_CACHE_TTL_MS = 10_000;

interface Entry {
  at: number;
  value: Promise<unknown>;
}

export function withReadCache(http: HttpClient, ttlMs = READ_CACHE_TTL_MS, now: () => number = Date.now): HttpClient {
  const entries = new Map<string, Entry>();

  async function write(endpoint: Endpoint, options: CallOptions | undefined): Promise<unknown> {
    entries.clear();
    try {
      return await http.call(endpoint, options);
    } finally {
      // A read that started while the write ran may hold the old state.
      entries.clear();
    }
  }

  function read(endpoint: Endpoint, options: CallOptions = {}): Promise<unknown> {
    const key = fillPath(endpoint.path, options.params);
    const cached = entries.get(key);
    if (cached && now() - cached.at < ttlMs) return cached.value;
    // The shared request is not tied to one caller's abort signal: another caller may be waiting on it.
    const value = http.call(endpoint, { ...options, signal: undefined });
    const entry = { at: now(), value };
    entries.set(key, entry);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  }

  return {
    origin: http.origin,
    request: http.request,
    call: (endpoint, options) => (endpoint.method === 'GET' ? read(endpoint, options) : write(endpoint, options)),
  };
}
