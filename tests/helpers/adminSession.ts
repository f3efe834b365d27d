/** Suite hooks for the server tests: a fresh server with a logged-in admin, and requests that carry the session. */
import { afterAll, beforeAll } from 'vitest';
import { startServer, type StartOptions, type TestServer } from './server.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Registers hooks (call at module or describe level): a fresh server and an admin login before all tests, the
 * server closed after all; `ready` receives both once logged in. Returns `request`: app.inject with the session
 * cookie, the payload (a JSON object or a multipart body) sent only when given.
 */
export function withAdminSession(ready: (server: TestServer, cookie: string) => void = () => {}, options: StartOptions = {}) {
  let server: TestServer | undefined;
  let cookie = '';
  beforeAll(async () => {
    server = await startServer(options);
    cookie = await server.login();
    ready(server, cookie);
  });
  afterAll(() => server?.close());
  return (method: Method, url: string, payload?: object | FormData) => {
    if (!server) throw new Error('the test server has not started');
    return server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload: payload as object } : {}) });
  };
}
