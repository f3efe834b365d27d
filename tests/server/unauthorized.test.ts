/**
 * Secure by default: every operation the OpenAPI document marks with the admin session answers 401 without
 * one, and with a forged cookie; every operation it leaves public answers something else than 401.
 * The list comes from GET /api/openapi.json, whose admin marks come from the guard itself (app.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { callKey, loadContract, samplePath, type ContractCall } from '../helpers/contract.ts';
import { startServer } from '../helpers/server.ts';

const server = await startServer();
const CONTRACT = await loadContract(server.app);
const PROTECTED = CONTRACT.filter((call) => !call.public);
afterAll(() => server.close());

const anonymousCall = (call: ContractCall, headers: Record<string, string> = {}) => {
  const withBody = call.method === 'POST' || call.method === 'PUT';
  return server.app.inject({ method: call.method, url: samplePath(call.path), headers, ...(withBody ? { payload: {} } : {}) });
};

describe('protected routes without an admin session', () => {
  it('the document marks the admin calls, and leaves login, the vendor portal and media public', () => {
    const keys = PROTECTED.map(callKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(PROTECTED.length).toBeGreaterThan(70);
    const publicKeys = CONTRACT.filter((call) => call.public).map(callKey);
    expect(publicKeys).toEqual(expect.arrayContaining(['POST /api/admin/login', 'POST /api/vendor/apply', 'GET /vegetablestoreimages/{name}']));
    expect(keys).toEqual(expect.arrayContaining(['POST /api/admin/logout', 'PUT /vegeatable/edit', 'GET /api/customers']));
  });

  it.each(PROTECTED.map((call) => [callKey(call), call] as const))('%s answers 401', async (_key, call) => {
    const anonymous = await anonymousCall(call);
    expect(anonymous.statusCode, `${callKey(call)} answered ${anonymous.statusCode}: ${anonymous.body}`).toBe(401);
    expect(anonymous.json()).toHaveProperty('message');
    expect((await anonymousCall(call, { cookie: 'sid=forged-session-token' })).statusCode).toBe(401);
  });

  it('no public call answers 401 for the lack of an admin session', async () => {
    const answers = await Promise.all(
      CONTRACT.filter((call) => call.public && call.operation.security === undefined).map(async (call) => {
        const answer = await anonymousCall(call);
        return [callKey(call), answer.statusCode, answer.statusCode === 401 ? String((answer.json() as { message?: unknown }).message) : ''] as const;
      }),
    );
    // A public call may refuse its own credentials with 401 (the WhatsApp webhook's signature), never the session.
    expect(answers.filter(([, status, message]) => status === 401 && !/signature/i.test(message))).toEqual([]);
  });
});
