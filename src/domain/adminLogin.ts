/**
 * The admin login form's rule without the validation library, for the login page (its first screen loads no zod):
 * SPEC 5's admin login, both fields required (blank is empty), the e-mail trimmed, with adminLoginSchema's messages
 * (fieldValidation.ts, which the server validates with; tests/admin/loginCheck.test.ts holds the two to one answer).
 */
import { blankToUndefined, messages, required } from './fieldMessages';

export interface AdminLoginValues {
  email: string;
  password: string;
}

export type AdminLoginCheck = { values: AdminLoginValues; errors: Record<string, never> } | { values: Record<string, never>; errors: Partial<Record<keyof AdminLoginValues, string>> };

/** Message keys (validationTexts.ts) per field, or the cleaned values. */
export function checkAdminLogin(input: { email?: unknown; password?: unknown }): AdminLoginCheck {
  const email = blankToUndefined(input.email);
  const password = blankToUndefined(input.password);
  const errors: Partial<Record<keyof AdminLoginValues, string>> = {};
  if (typeof email !== 'string') errors.email = messages.emailRequired;
  if (typeof password !== 'string') errors.password = required('password');
  if (typeof email === 'string' && typeof password === 'string') return { values: { email: email.trim(), password }, errors: {} };
  return { values: {}, errors };
}
