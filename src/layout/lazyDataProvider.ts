/**
 * The data provider, loaded on its first call: the admin's shell and its login page (when a session ends inside
 * the admin) render without it (adapters, validation schemas), so its chunk loads in parallel with the first
 * screen's. A Proxy (as react-admin's demo does) forwards every method, standard or custom, so a method added to
 * the provider needs no list here (a hand list once left the documents panel's methods out).
 */
import type { AppDataProvider } from '../dataProvider/types';

type AnyMethod = (...args: unknown[]) => Promise<unknown>;

export function lazyDataProvider(load: () => Promise<AppDataProvider>): AppDataProvider {
  let loaded: Promise<AppDataProvider> | null = null;
  const provider = () => (loaded ??= load());
  const methods = new Map<string, AnyMethod>();
  return new Proxy({} as AppDataProvider, {
    get(_target, name) {
      // Not a method name (react-query and React probe `then`, symbols): nothing there.
      if (typeof name !== 'string' || name === 'then') return undefined;
      let method = methods.get(name);
      if (!method) {
        method = async (...args) => {
          const real = await provider();
          const target: unknown = (real as unknown as Record<string, unknown>)[name];
          if (typeof target !== 'function') throw new Error(`The data provider has no method "${name}"`);
          return Reflect.apply(target, real, args) as Promise<unknown>;
        };
        methods.set(name, method);
      }
      return method;
    },
  });
}
