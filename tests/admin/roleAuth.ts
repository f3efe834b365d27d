import type { AuthProvider } from 'react-admin';
import { createAuthProvider } from '../../src/authProvider';
import type { AppDataProvider } from '../../src/dataProvider';

/** A storage holding the signed-in admin `user`, as the browser's would after sign-in. */
export function storageWith(user: object) {
  const values = new Map([['adminUser', JSON.stringify(user)]]);
  return { getItem: (key: string) => values.get(key) ?? null, setItem: () => undefined, removeItem: () => undefined };
}

/** The role's auth provider against `dp`; `answered` turns true once a canAccess question has been answered. */
export function roleAuth(dp: AppDataProvider, role: string) {
  const auth = createAuthProvider({ storage: storageWith({ id: 1, email: 'a@test.local', role }), capabilities: () => dp.capabilities() });
  const state = { answered: false };
  const { canAccess } = auth;
  if (!canAccess) throw new Error('the admin\'s auth provider answers canAccess');
  const provider: AuthProvider = {
    ...auth,
    canAccess: async (params) => {
      const answer = await canAccess(params);
      state.answered = true;
      return answer;
    },
  };
  return { provider, state };
}
