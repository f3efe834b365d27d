/** The login page's check (no zod) answers as the server's adminLoginSchema: the same messages, the same values. */
import { describe, expect, it } from 'vitest';
import { checkAdminLogin } from '../../src/domain/adminLogin';
import { adminLoginSchema, fieldErrors } from '../../src/domain/schemas';
import { loginResolver } from '../../src/login/loginResolver';

const INPUTS: Record<string, unknown>[] = [
  {},
  { email: '', password: '' },
  { email: '   ', password: 'secret' },
  { email: null, password: null },
  { email: ' admin@example.com ', password: ' pass ' },
  { email: 'admin@example.com' },
  { password: 'x' },
  { email: 7, password: 'x' },
  { email: 'a@b.c', password: 12 },
];

describe('checkAdminLogin', () => {
  it.each(INPUTS.map((input) => [JSON.stringify(input), input]))('%s', (_name, input) => {
    const schema = adminLoginSchema.safeParse(input);
    const check = checkAdminLogin(input);
    if (schema.success) expect(check).toEqual({ values: schema.data, errors: {} });
    else expect(check).toEqual({ values: {}, errors: fieldErrors(schema.error) });
  });
});

describe('the login form resolver', () => {
  const options = (names?: string[]) => ({ fields: {}, shouldUseNativeValidation: false, ...(names ? { names } : {}) }) as unknown as Parameters<typeof loginResolver>[2];

  it('checks in words only the fields asked for: leaving the e-mail says nothing of the empty password', async () => {
    const leftEmail = await loginResolver({ email: 'admin@example.com', password: '' }, undefined, options(['email']));
    expect(leftEmail.errors).toEqual({});
    const submitted = await loginResolver({ email: 'admin@example.com', password: '' }, undefined, options(['email', 'password']));
    expect(Object.keys(submitted.errors)).toEqual(['password']);
    const everything = await loginResolver({ email: '', password: '' }, undefined, options());
    expect(Object.keys(everything.errors).sort()).toEqual(['email', 'password']);
  });
});
