/** Test wiring: the real data provider over a real server, with the endpoint calls of each step recorded. */
import { expect } from 'vitest';
import { createDataProvider, type AppDataProvider } from '../../src/dataProvider';
import { findRow, matchesEndpoint } from '../../src/dataProvider/endpointTable';
import { cookieFetch, type CookieFetch, type RecordedCall } from '../helpers/apiClient';
import { withoutExtensions } from '../helpers/extensions';
import type { TestServer } from '../helpers/server';

export interface Connected {
  dp: AppDataProvider;
  jar: CookieFetch;
  /** Forgets the calls recorded so far. */
  reset(): void;
  /** Every call since the last reset fits the endpoints the table declares for resource.method; returns them. */
  expectDeclaredCalls(resource: string, method: string): RecordedCall[];
}

/**
 * `pagedLists: false` (the default) hides that extension, so lists take the whole-list path over the legacy
 * endpoints the table declares; tests of the paged path pass true.
 */
export async function connect(server: TestServer, { pagedLists = false } = {}): Promise<Connected> {
  const jar = cookieFetch(await server.login());
  const fetch = pagedLists ? jar.fetch : withoutExtensions(jar.fetch, ['pagedLists']);
  // Every method must show its own endpoint calls here, so the read cache (tested in readCache.test.ts) is off.
  const dp = createDataProvider({ origin: server.url, fetch, readCacheMs: 0 });
  // The one capability probe happens now, not inside the first method a test checks the calls of.
  await dp.capabilities();
  jar.calls.length = 0;
  return {
    dp,
    jar,
    reset: () => {
      jar.calls.length = 0;
    },
    expectDeclaredCalls(resource, method) {
      const { endpoints } = findRow(resource, method);
      const calls = jar.calls.splice(0);
      expect(calls.length, `${resource}.${method} made no call`).toBeGreaterThan(0);
      for (const call of calls) {
        const declared = (endpoints ?? []).some((e) => matchesEndpoint(e, call.method, call.path));
        expect(declared, `${resource}.${method} called ${call.method} ${call.path}, not in the endpoint table`).toBe(true);
      }
      return calls;
    },
  };
}

export const pngFile = (bytes: Buffer, name = 'picture.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** The rejection of a promise, for asserting on HttpError status and body. */
export async function rejectionOf(promise: Promise<unknown>): Promise<{ status?: number; message: string; body?: { errors?: Record<string, unknown> } }> {
  try {
    await promise;
  } catch (error) {
    return error as { status?: number; message: string };
  }
  throw new Error('expected the call to fail, it succeeded');
}

/** The value, or a failed test saying what was missing. */
export function must<T>(value: T | null | undefined, what = 'a value'): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}, got ${String(value)}`);
  return value;
}
