/**
 * The login form's resolver: the shared adminLoginSchema through schemaResolver, loaded on first validation so
 * the login page's first load carries no validation library (the page must weigh no more than a bare
 * react-admin app).
 */
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { adminLoginSchema } from '../domain/schemas';

export type LoginInput = z.input<typeof adminLoginSchema>;
export type LoginValues = z.output<typeof adminLoginSchema>;

let loaded: Promise<Resolver<LoginInput, unknown, LoginValues>> | null = null;

export function loadResolver(): Promise<Resolver<LoginInput, unknown, LoginValues>> {
  loaded ??= Promise.all([import('../vendors/schemaResolver'), import('../domain/schemas')]).then(
    ([{ schemaResolver }, { adminLoginSchema }]) => schemaResolver(adminLoginSchema) as unknown as Resolver<LoginInput, unknown, LoginValues>,
  );
  return loaded;
}

export const loginResolver: Resolver<LoginInput, unknown, LoginValues> = async (values, context, options) =>
  (await loadResolver())(values, context, options);
