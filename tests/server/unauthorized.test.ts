/**
 * Secure by default: every non-public call of the contract table answers 401 without an admin session,
 * and with a forged cookie. A 404 here means the route does not exist yet, which is a failure too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT, callKey, samplePath } from '../helpers/contract.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

const PROTECTED = CONTRACT.filter((call) => !call.public);

describe('protected routes without an admin session', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('the contract table lists every protected call once', () => {
    const keys = PROTECTED.map(callKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(PROTECTED.length).toBeGreaterThan(70);
  });

  it.each(PROTECTED.map((call) => [callKey(call), call] as const))('%s answers 401', async (_key, call) => {
    const withBody = call.method === 'POST' || call.method === 'PUT';
    const anonymous = await server.app.inject({ method: call.method, url: samplePath(call.path), ...(withBody ? { payload: {} } : {}) });
    expect(anonymous.statusCode, `${callKey(call)} answered ${anonymous.statusCode}: ${anonymous.body}`).toBe(401);
    expect(anonymous.json()).toHaveProperty('message');

    const forged = await server.app.inject({
      method: call.method,
      url: samplePath(call.path),
      headers: { cookie: 'sid=forged-session-token' },
      ...(withBody ? { payload: {} } : {}),
    });
    expect(forged.statusCode).toBe(401);
  });
});
