/**
 * The login form's resolver: the shared admin login rule (src/domain/adminLogin.ts, adminLoginSchema's answers
 * without the validation library), its messages rendered in the admin's language. Loaded on first validation, so
 * the login page's first load carries no catalogue.
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
  loaded ??= Promise.all([import('../domain/adminLogin'), import('../domain/validationTexts'), import('../i18n')]).then(
    ([{ checkAdminLogin }, { renderText }, { i18nProvider }]) =>
      (async (values: LoginInput) => {
        const result = checkAdminLogin(values);
        const language = i18nProvider.getLocale() === 'ta' ? 'ta' : 'en';
        const errors = Object.fromEntries(
          Object.entries(result.errors).map(([field, message]) => [field, { type: 'validation', message: renderText(message, language) }]),
        );
        return { values: result.values, errors };
      }) as unknown as Resolver<LoginInput, unknown, LoginValues>,
  );
  return loaded;
}

export const loginResolver: Resolver<LoginInput, unknown, LoginValues> = async (values, context, options) =>
  (await loadResolver())(values, context, options);
