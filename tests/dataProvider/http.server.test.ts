/** The HTTP client against the real server: origin, cookie credentials, error bodies and network failures. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { HttpError } from 'react-admin';
import { startServer, type TestServer } from '../helpers/server';
import { cookieFetch } from '../helpers/apiClient';
import { createHttpClient } from '../../src/dataProvider/http';
import { endpointParts } from '../../src/domain/vendorKinds/derive';
import { rejectionOf } from './connect';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ seed: 'none' });
});
afterAll(() => server.close());

test('calls origin + path with same-origin credentials (include when configured) and a JSON body; answers parsed JSON', async () => {
  const seen: RequestInit[] = [];
  const jar = cookieFetch(await server.login());
  const http = createHttpClient({
    origin: `${server.url}/`,
    fetch: (input, init) => {
      seen.push(init ?? {});
      return jar.fetch(input, init);
    },
  });
  expect(http.origin).toBe(server.url);
  const created = await http.call({ method: 'POST', path: '/transport/add/category' }, { json: { vehicleCategory: 'Tempo' } });
  expect(created).toMatchObject({ vehicleCategory: 'Tempo' });
  expect(seen[0]?.credentials).toBe('same-origin');
  expect(new Headers(seen[0]?.headers).get('content-type')).toBe('application/json');
  expect(await http.call(endpointParts('GET /transport/categories'))).toEqual([expect.objectContaining({ vehicleCategory: 'Tempo' })]);
  const crossOrigin = createHttpClient({ origin: server.url, credentials: 'include', fetch: (input, init) => (seen.push(init ?? {}), jar.fetch(input, init)) });
  await crossOrigin.call(endpointParts('GET /transport/categories'));
  expect(seen.at(-1)?.credentials).toBe('include');
});

test('non-2xx answers become HttpError(message from the body, status, { message, errors })', async () => {
  const http = createHttpClient({ origin: server.url, fetch: cookieFetch(await server.login()).fetch });
  const invalid = await rejectionOf(http.call(endpointParts('PUT /updateNotes/{id}'), { params: { id: 'abc' }, json: { notes: 'x' } }));
  expect(invalid).toBeInstanceOf(HttpError);
  expect(invalid.status).toBe(400);
  expect(Object.keys(invalid.body?.errors ?? {})).toEqual(['id']);
  const missing = await rejectionOf(http.call(endpointParts('PUT /updateNotes/{id}'), { params: { id: 424242 }, json: { notes: 'x' } }));
  expect(missing.status).toBe(404);
  expect(missing.message).toMatch(/not found/i);
  const anonymous = await rejectionOf(createHttpClient({ origin: server.url }).call(endpointParts('GET /getCallRequests')));
  expect(anonymous.status).toBe(401);
});

test('a network failure is an HttpError that says what failed, without the call', async () => {
  const http = createHttpClient({ origin: 'http://127.0.0.1:9' });
  const error = await rejectionOf(http.call(endpointParts('GET /getCallRequests'), { what: 'Could not load the call requests' }));
  expect(error).toBeInstanceOf(HttpError);
  expect(error.status).toBe(0);
  expect(error.message).toBe('Could not load the call requests: the server could not be reached.');
});
