/**
 * The owner's forms (admin accounts, own password, reason templates) validate through schemaResolver and show
 * the texts react-admin's own validators showed on those inputs.
 */
import { describe, expect, it } from 'vitest';
import { email, minLength, required } from 'react-admin';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { adminCreateSchema, adminEditSchema, ownPasswordSchema, reasonTemplateSchema } from '../../src/admins/formSchemas';
import { i18nProvider } from '../../src/i18n';
import { schemaResolver } from '../../src/vendors/schemaResolver';

const SPECIAL = '@@react-admin@@';

/** A react-admin validator's message as its input shows it. */
function shown(message: unknown): string {
  const raw = typeof message === 'string' && message.startsWith(SPECIAL) ? JSON.parse(message.slice(SPECIAL.length)) : message;
  if (typeof raw === 'string') return String(i18nProvider.translate(raw, { _: raw }));
  const { message: key, args } = raw as { message: string; args?: Record<string, unknown> };
  return String(i18nProvider.translate(key, { _: key, ...args }));
}

async function errorsOf(schema: Parameters<typeof schemaResolver>[0], values: FieldValues): Promise<Record<string, string>> {
  const { errors } = await schemaResolver(schema)(values, undefined, {} as ResolverOptions<FieldValues>);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, shown(error?.message)]));
}

const requiredText = shown(required()('', {}));

describe('owner forms', () => {
  it('a new admin: e-mail, name, role and a first password of 8 characters', async () => {
    expect(await errorsOf(adminCreateSchema, { email: 'not-an-address', name: '', role: null, password: 'short' })).toEqual({
      email: shown(email()('not-an-address', {})),
      name: requiredText,
      role: requiredText,
      password: shown(minLength(8)('short', {})),
    });
    expect(await errorsOf(adminCreateSchema, {})).toEqual({ email: requiredText, name: requiredText, role: requiredText, password: requiredText });
    expect(await errorsOf(adminCreateSchema, { email: 'a@example.com', name: 'Asha', role: 'reviewer', password: '12345678' })).toEqual({});
  });

  it('an admin edited: name and role', async () => {
    expect(await errorsOf(adminEditSchema, { email: 'a@example.com', name: '', role: '', active: true })).toEqual({ name: requiredText, role: requiredText });
    expect(await errorsOf(adminEditSchema, { name: 'Asha', role: 'owner', active: false })).toEqual({});
  });

  it('own password: all three, 8 characters, the same new password twice', async () => {
    expect(await errorsOf(ownPasswordSchema, {})).toEqual({ currentPassword: requiredText, newPassword: requiredText, confirmPassword: requiredText });
    expect(await errorsOf(ownPasswordSchema, { currentPassword: 'x', newPassword: 'longenough', confirmPassword: 'different' })).toEqual({
      confirmPassword: 'The two new passwords differ',
    });
    // The differing passwords are named even while another field is still missing, as each input's own rules did.
    expect(await errorsOf(ownPasswordSchema, { newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      currentPassword: requiredText,
      newPassword: shown(minLength(8)('abc', {})),
      confirmPassword: 'The two new passwords differ',
    });
    expect(await errorsOf(ownPasswordSchema, { currentPassword: 'x', newPassword: 'longenough', confirmPassword: 'longenough' })).toEqual({});
  });

  it('reason template: action and text', async () => {
    expect(await errorsOf(reasonTemplateSchema, { action: null, text: '' })).toEqual({ action: requiredText, text: requiredText });
    expect(await errorsOf(reasonTemplateSchema, { action: 'reject', text: 'Poster missing' })).toEqual({});
  });
});
