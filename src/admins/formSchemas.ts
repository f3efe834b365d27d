/**
 * The zod rules of the owner's forms (admin accounts, own password, reason templates), read by schemaResolver.
 * Messages are react-admin's own validation texts, so the forms say what they always said.
 */
import { z } from 'zod';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Any value but an empty one ("Required"). */
export const requiredValue = z.unknown().refine((value) => !isBlank(value), 'ra.validation.required');

/** A catalogue key with its arguments, in the form react-admin's own validators return it (read by its inputs). */
const withArgs = (message: string, args: Record<string, unknown>) => `@@react-admin@@${JSON.stringify({ message, args })}`;

/** Required, then at least `min` characters. */
export const requiredMinLength = (min: number) =>
  requiredValue.refine((value) => isBlank(value) || String(value).length >= min, withArgs('ra.validation.minLength', { min }));

export const requiredEmail = requiredValue.refine(
  (value) => isBlank(value) || z.email().safeParse(String(value)).success,
  'ra.validation.email',
);

export const adminCreateSchema = z.object({
  email: requiredEmail,
  name: requiredValue,
  role: requiredValue,
  password: requiredMinLength(8),
});

export const adminEditSchema = z.object({ name: requiredValue, role: requiredValue });

export const ownPasswordSchema = z
  .object({
    currentPassword: requiredValue,
    newPassword: requiredMinLength(8),
    confirmPassword: requiredValue,
  })
  .refine((values) => isBlank(values.confirmPassword) || values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: 'app.ownPassword.differ',
    // Checked with the fields' own rules, as each input's validators were.
    when: () => true,
  });

export const reasonTemplateSchema = z.object({ action: requiredValue, text: requiredValue });
