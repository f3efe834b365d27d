// @vitest-environment jsdom
/** The authProvider against the real server: login/logout with the cookie session, adminUser, 401 → logout path. */
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { HttpError } from 'react-admin';
import { startServer, TEST_ADMIN, type TestServer } from '../helpers/server';
import { cookieFetch } from '../helpers/apiClient';
import { ADMIN_USER_KEY, createAuthProvider } from '../../src/authProvider';
import { createDataProvider } from '../../src/dataProvider';
import { findRow, matchesEndpoint } from '../../src/dataProvider/endpointTable';
import { rejectionOf } from './connect';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ seed: 'none' });
});
afterAll(() => server.close());
beforeEach(() => window.localStorage.clear());

function session() {
  const jar = cookieFetch();
  const options = { origin: server.url, fetch: jar.fetch, storage: window.localStorage };
  return { jar, auth: createAuthProvider(options), dp: createDataProvider(options) };
}

const list = { filter: {}, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 10 } } as const;

test('login posts { email: username, password }, keeps body.user as adminUser; identity and checkAuth read it', async () => {
  const { jar, auth, dp } = session();
  await expect(auth.checkAuth({})).rejects.toThrow('Not logged in');
  await auth.login({ username: TEST_ADMIN.email, password: TEST_ADMIN.password });
  const [call] = jar.calls;
  expect(call && matchesEndpoint(findRow('-', 'authProvider.login').endpoints?.[0] ?? { method: 'GET', path: '' }, call.method, call.path)).toBe(true);
  expect(JSON.parse(String(call?.body))).toEqual({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });

  const stored = JSON.parse(window.localStorage.getItem(ADMIN_USER_KEY) ?? 'null');
  expect(stored).toMatchObject({ email: TEST_ADMIN.email });
  await expect(auth.checkAuth({})).resolves.toBeUndefined();
  await expect(auth.getIdentity?.()).resolves.toEqual({ id: stored.id, fullName: stored.name, email: TEST_ADMIN.email });
  // The session cookie from the login authenticates the data provider.
  await expect(dp.getList('transportCategories', list)).resolves.toEqual({ data: [], total: 0 });
});

test('a wrong password rejects with the server message and stores nothing', async () => {
  const { auth } = session();
  const error = await rejectionOf(auth.login({ username: TEST_ADMIN.email, password: 'wrong-password' }));
  expect(error).toBeInstanceOf(HttpError);
  expect(error.status).toBe(401);
  expect(error.message).toBe('Invalid credentials');
  expect(window.localStorage.getItem(ADMIN_USER_KEY)).toBeNull();
});

test('logout asks what the server offers, calls its logout endpoint and clears adminUser; the old cookie no longer works', async () => {
  const { jar, auth, dp } = session();
  await auth.login({ username: TEST_ADMIN.email, password: TEST_ADMIN.password });
  const cookie = jar.cookie();
  jar.calls.length = 0;
  await auth.logout({});
  expect(jar.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/capabilities', 'POST /api/admin/logout']);
  expect(window.localStorage.getItem(ADMIN_USER_KEY)).toBeNull();
  jar.setCookie(cookie);
  expect((await rejectionOf(dp.getList('callRequests', list))).status).toBe(401);
  // Logging out an already expired session is not an error.
  await expect(auth.logout({})).resolves.toBeUndefined();
});

test('a 401 from the data provider reaches checkError, which rejects (react-admin logs out) and clears adminUser', async () => {
  const { auth, dp } = session();
  window.localStorage.setItem(ADMIN_USER_KEY, JSON.stringify({ id: 1, email: 'a@b.c', name: 'Stale' }));
  const error = await rejectionOf(dp.getList('vegetableVendors', list));
  expect(error.status).toBe(401);
  await expect(auth.checkError(error)).rejects.toBe(error);
  expect(window.localStorage.getItem(ADMIN_USER_KEY)).toBeNull();
  await expect(auth.checkAuth({})).rejects.toThrow();
});

test('checkError: only a 401 ends the session; 400, 403 and 500 keep it', async () => {
  const { auth } = session();
  window.localStorage.setItem(ADMIN_USER_KEY, JSON.stringify({ id: 1, email: 'a@b.c', name: 'Admin' }));
  await expect(auth.checkError(new HttpError('nope', 500, null))).resolves.toBeUndefined();
  await expect(auth.checkError(new HttpError('bad', 400, null))).resolves.toBeUndefined();
  await expect(auth.checkError(new HttpError('forbidden', 403, null))).resolves.toBeUndefined();
  expect(window.localStorage.getItem(ADMIN_USER_KEY)).not.toBeNull();
});

test('a write refused to the role (403) says "Not allowed" in plain words and keeps the session', async () => {
  const owner = await server.login();
  const viewer = { email: 'viewer@test.local', password: 'viewer-pass-1', name: 'Vera Viewer', role: 'viewer' };
  const created = await server.app.inject({ method: 'POST', url: '/api/admins', headers: { cookie: owner }, payload: viewer });
  expect(created.statusCode, created.body).toBe(201);
  const { auth, dp } = session();
  await auth.login({ username: viewer.email, password: viewer.password });
  const error = await rejectionOf(dp.update('callRequests', { id: 1, data: { notes: 'called back' }, previousData: { id: 1 } }));
  expect(error.status).toBe(403);
  expect(error.message).toBe('Not allowed: Your role (viewer) cannot make this change');
  await expect(auth.checkError(error)).resolves.toBeUndefined();
  await expect(auth.checkAuth({})).resolves.toBeUndefined();
});

test('logout makes no server call without a session (react-admin logs out whenever it finds none), one with a session', async () => {
  const { jar, auth } = session();
  await auth.logout({});
  expect(jar.calls).toEqual([]);
  await auth.login({ username: TEST_ADMIN.email, password: TEST_ADMIN.password });
  jar.calls.length = 0;
  await auth.logout({});
  await auth.logout({});
  expect(jar.calls.map((c) => `${c.method} ${c.path}`).filter((call) => call.endsWith('/logout'))).toEqual(['POST /api/admin/logout']);
});
