/** The login page's check (no zod) answers as the server's adminLoginSchema: the same messages, the same values. */
import { describe, expect, it } from 'vitest';
import { checkAdminLogin } from '../../src/domain/adminLogin';
import { adminLoginSchema, fieldErrors } from '../../src/domain/schemas';

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
