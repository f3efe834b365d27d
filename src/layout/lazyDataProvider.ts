/**
 * The data provider, loaded on its first call: the admin's shell and its login page (when a session ends inside
 * the admin) render without it (adapters, validation schemas), so its chunk loads in parallel with the first
 * screen's. A Proxy (as react-admin's demo does), so every method the implementation has is reachable without
 * being listed here; react-admin's useDataProvider asks for a function by name before any call. It has no own
 * keys: a provider derived from it is a Proxy over it too (src/vendors/waitingSort.tsx), never a spread copy.
 */
import type { AppDataProvider } from '../dataProvider/types';

/**
 * Properties read to find out what kind of object this is, never to call a method: a function there would make
 * the provider a thenable (`then`: awaiting it or resolving a promise with it calls it), claim abort-signal
 * support it may not have (react-admin then passes `signal` to every read), or confuse serializers and tests.
 * Before loading they answer undefined; once loaded, the real provider's own value answers.
 */
const PROBES = new Set(['then', 'catch', 'finally', 'supportAbortSignal', 'toJSON', 'constructor', 'valueOf', 'toString', 'nodeType', 'asymmetricMatch']);

/** A method name of a data provider: a plain identifier (not `$$typeof`, `@@iterator`, `__esModule`...). */
const isMethodName = (name: string) => /^[a-z][A-Za-z0-9]*$/.test(name) && !PROBES.has(name);

export function lazyDataProvider(load: () => Promise<AppDataProvider>): AppDataProvider {
  let real: AppDataProvider | null = null;
  let loading: Promise<AppDataProvider> | null = null;
  const provider = () =>
    (loading ??= load().then(
      (loaded) => (real = loaded),
      (error: unknown) => {
        // A failed chunk load (network) is tried again on the next call.
        loading = null;
        throw error;
      },
    ));

  return new Proxy({} as AppDataProvider, {
    get(_target, name) {
      if (typeof name === 'symbol') return undefined;
      if (real) {
        const value: unknown = real[name];
        return typeof value === 'function' ? (...args: unknown[]) => Reflect.apply(value, real, args) as unknown : value;
      }
      if (!isMethodName(name)) return undefined;
      return async (...args: unknown[]) => {
        const loaded = await provider();
        const method: unknown = loaded[name];
        if (typeof method !== 'function') throw new Error(`The data provider has no method "${name}"`);
        return Reflect.apply(method, loaded, args) as unknown;
      };
    },
  });
}
