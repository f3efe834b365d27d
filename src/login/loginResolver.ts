/**
 * The login form's resolver: the shared admin login rule (src/domain/adminLogin.ts, adminLoginSchema's answers
 * without the validation library), its messages rendered in the admin's language. Loaded on first validation, so
 * the login page's first load carries no catalogue, and the texts load only when a field is refused.
 */
import type { Resolver } from 'react-hook-form';
import type { AdminLoginValues } from '../domain/adminLogin';

export interface LoginInput {
  email?: unknown;
  password?: unknown;
}
export type LoginValues = AdminLoginValues;

let loaded: Promise<Resolver<LoginInput, unknown, LoginValues>> | null = null;

export function loadResolver(): Promise<Resolver<LoginInput, unknown, LoginValues>> {
  loaded ??= Promise.all([import('../domain/adminLogin'), import('../i18n')]).then(
    ([{ checkAdminLogin }, { i18nProvider }]) =>
      (async (values: LoginInput, _context: unknown, options?: { names?: readonly string[] }) => {
        const result = checkAdminLogin(values);
        // As react-hook-form asks for `names`: the errors of those fields only (every field without names).
        const refused = Object.entries(result.errors).filter(([field]) => !options?.names || options.names.includes(field));
        if (refused.length === 0) return { values: result.values, errors: {} };
        // Only a refused form needs the texts: a login that passes (the warm-up's case) never loads them.
        const { renderText } = await import('../domain/validationTexts');
        const language = i18nProvider.getLocale() === 'ta' ? 'ta' : 'en';
        const errors = Object.fromEntries(
          refused.map(([field, message]) => [field, { type: 'validation', message: renderText(message, language) }]),
        );
        return { values: result.values, errors };
      }) as unknown as Resolver<LoginInput, unknown, LoginValues>,
  );
  return loaded;
}

export const loginResolver: Resolver<LoginInput, unknown, LoginValues> = async (values, context, options) =>
  (await loadResolver())(values, context, options);
