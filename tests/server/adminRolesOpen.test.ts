/**
 * A new role needs no schema change (migration 660: admins.role is any non-empty text; the roles are the table of
 * src/domain/roles.ts). An account stored under a role the table does not have (one since removed) signs in and
 * may do nothing: every admin route it calls answers 403, on both engines.
 */
import { expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { ROLES } from '../../src/domain/roles.ts';
import { withAdminSession } from '../helpers/adminSession.ts';
import type { TestServer } from '../helpers/server.ts';

let server: TestServer;
withAdminSession((s) => (server = s));

const GONE = 'retired_role';

it('stores an account under a role the roles table does not have, which may do nothing', async () => {
  expect(ROLES).not.toContain(GONE);
  const account = { email: 'retired@roles.test', password: 'a-long-password' };
  await server.app.db
    .insertInto('admins')
    .values({ email: account.email, name: 'Retired', password_hash: await hashPassword(account.password), role: GONE as (typeof ROLES)[number] })
    .execute();
  const login = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: account });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
  for (const [method, url, payload] of [
    ['GET', '/api/reviews', undefined],
    ['POST', '/api/admins', { email: 'x@roles.test', name: 'X', role: 'owner', password: 'a-long-password' }],
    ['POST', '/api/reviews/1/decision', { action: 'approve' }],
  ] as const) {
    const answer = await server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBe(403);
  }
});

it('refuses an empty role in the database', async () => {
  await expect(
    server.app.db.insertInto('admins').values({ email: 'empty@roles.test', name: 'Empty', password_hash: 'x', role: '' as (typeof ROLES)[number] }).execute(),
  ).rejects.toThrow(/check|constraint/i);
});
