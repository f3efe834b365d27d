/**
 * react-admin's store (localStorage, `RaStore.*`), except that a logout keeps the language: react-admin empties its
 * store at every logout, and the language is the browser's person's choice, not the session's. The standalone
 * /admin/login page reads it from there too (src/login/messages.ts).
 */
import { localStorageStore, type Store } from 'react-admin';

export function storeKeepingLanguage(store: Store = localStorageStore()): Store {
  return {
    ...store,
    reset() {
      const locale: unknown = store.getItem('locale');
      store.reset();
      if (typeof locale === 'string') store.setItem('locale', locale);
    },
  };
}
