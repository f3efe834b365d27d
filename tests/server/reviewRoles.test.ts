/**
 * Roles over the whole route table: every protected call of the contract, for every role but the owner, answers
 * 403 exactly where the role lacks the action the route declares in its area (a role that decides on vendors
 * without editing them is refused their edits), and never where it has it (reads are open to every role, but for the
 * private document files, which only those who decide on vendors open, and the breach register, which only those who
 * manage personal-data duties read: who a breach touched is need-to-know).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, canWrite, type Area, type Role } from '../../src/domain/review.ts';
import { ACTIONS, can, type Action } from '../../src/domain/roles.ts';
import { callKey, samplePath, servedContract } from '../helpers/contract.ts';
import { withAdminSession } from '../helpers/adminSession.ts';
import type { TestServer } from '../helpers/server.ts';

/** What each contract area writes to, written out here independently of the server's own classifier. */
const AREA_OF: Partial<Record<string, Area>> = {
  vendors: 'vendors',
  reviews: 'vendors',
  master: 'catalog',
  callRequests: 'calls',
  callDesk: 'calls',
  admins: 'admins',
  self: 'self',
  grievances: 'grievances',
  // Data principal requests are answered by the grievance desk (their declaration's area).
  privacy: 'grievances',
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PRIVATE_READS = new Set(['/api/admin/documents/{id}/file']);
const BREACH_REGISTER = '/api/admin/breaches';
// Logging out ends the session the sweep runs on; it is open to every role (tested in auth.test.ts).
const CONTRACT = await servedContract();
const SWEPT = CONTRACT.filter((call) => !call.public && call.path !== '/api/admin/logout');

let server: TestServer;
const request = withAdminSession((s) => (server = s));
const cookies = new Map<Role, string>();

beforeAll(async () => {
  for (const role of ROLES.filter((r) => r !== 'owner')) {
    const email = `${role}@roles.test`;
    expect((await request('POST', '/api/admins', { email, name: role, role, password: 'a-long-password' })).statusCode).toBe(201);
    const res = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: 'a-long-password' } });
    const setCookie = res.headers['set-cookie'];
    cookies.set(role, String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0] ?? '');
  }
});

describe.each(ROLES.filter((r) => r !== 'owner'))('role %s', (role) => {
  it.each(SWEPT.map((call) => [callKey(call), call] as const))('%s', async (_key, call) => {
    const area = AREA_OF[call.area];
    const write = WRITES.has(call.method);
    // The area is this file's; the action (write, decide, manage) the route's declaration, as the document publishes it.
    const action = String((call.operation as { 'x-permission'?: string })['x-permission'] ?? '').split('.')[1] as Action;
    const denied = write
      ? area === undefined || !ACTIONS.includes(action) || !can(role, `${area}.${action}`)
      : call.path.startsWith(BREACH_REGISTER)
        ? !can(role, 'privacy.manage')
        : PRIVATE_READS.has(call.path) && !canWrite(role, 'vendors');
    const res = await server.app.inject({
      method: call.method,
      url: samplePath(call.path),
      headers: { cookie: cookies.get(role) ?? '' },
      ...(WRITES.has(call.method) && call.method !== 'DELETE' ? { payload: {} } : {}),
    });
    if (denied) {
      expect(res.statusCode, `${role} ${callKey(call)}: ${res.body}`).toBe(403);
      expect(res.json().message).toBe(write ? `Your role (${role}) cannot make this change` : `Your role (${role}) cannot see this`);
    } else {
      expect(res.statusCode, `${role} ${callKey(call)}: ${res.body}`).not.toBe(403);
      expect(res.statusCode).not.toBe(401);
    }
  });
});
