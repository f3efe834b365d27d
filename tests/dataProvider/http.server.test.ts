/** The HTTP client against the real server: origin, cookie credentials, error bodies and network failures. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { HttpError } from 'react-admin';
import { startServer, type TestServer } from '../helpers/server';
import { cookieFetch } from '../helpers/apiClient';
import { createHttpClient } from '../../src/dataProvider/http';
import { endpointParts } from '../../src/domain/vendorKinds/derive';
import { rejectionOf } from './connect';
import fs from 'node:fs';
import path from 'node:path';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { en } from '../../src/i18n/en';
import { ta } from '../../src/i18n/ta';

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
  const error = await rejectionOf(http.call(endpointParts('GET /getCallRequests'), { what: 'app.provider.loadAssignees' }));
  expect(error).toBeInstanceOf(HttpError);
  expect(error.status).toBe(0);
  expect(error.message).toBe('Could not load the assignees: the server could not be reached.');
});

test("the provider's `what` is a catalogue key: a Tamil admin reads the failure in Tamil", async () => {
  const tamil = polyglotI18nProvider(() => ta as TranslationMessages, 'ta');
  const http = createHttpClient({ origin: server.url, fetch: cookieFetch(await server.login()).fetch, translate: (key, args) => tamil.translate(key, args) });
  const missing = await rejectionOf(http.call(endpointParts('POST /admin/vendor/verify/{user_id}'), { params: { user_id: 424242 }, what: 'app.provider.approveVendor' }));
  expect(missing.status).toBe(404);
  expect(missing.message.startsWith('விற்பனையாளருக்கு ஒப்புதல் அளிக்க முடியவில்லை')).toBe(true);
  const offline = await rejectionOf(createHttpClient({ origin: 'http://127.0.0.1:9', translate: (key, args) => tamil.translate(key, args) }).call(endpointParts('GET /getCallRequests')));
  expect(offline.message).toBe('கோரிக்கை தோல்வியடைந்தது: சர்வரை அடைய முடியவில்லை.');
});

test("every `what` the data provider raises is a key of the English and the Tamil catalogues", () => {
  const folder = path.resolve(import.meta.dirname, '../../src/dataProvider');
  const sources = fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
  const keys = new Set(sources.flatMap((file) => [...fs.readFileSync(path.join(folder, file), 'utf8').matchAll(/'(app\.provider\.\w+)'/g)].map((m) => m[1] as string)));
  expect(keys.size).toBeGreaterThan(30);
  const textOf = (catalogue: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  expect([...keys].filter((key) => typeof textOf(en, key) !== 'string' || typeof textOf(ta, key) !== 'string')).toEqual([]);
});

test('the data provider raises no English sentence: every `what` is a catalogue key, every HttpError says a translated text', () => {
  const folder = path.resolve(import.meta.dirname, '../../src/dataProvider');
  const sources = fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
  const offending: string[] = [];
  for (const file of sources) {
    const text = fs.readFileSync(path.join(folder, file), 'utf8');
    for (const [whole, value] of text.matchAll(/what: '([^']*)'/g)) if (!/^app\.[\w.]+$/.test(value ?? '')) offending.push(`${file}: ${whole}`);
    // A wiring mistake may throw a plain Error for the developer; what an admin reads is an HttpError from the catalogue.
    for (const [whole] of text.matchAll(/new HttpError\(\s*['`"]/g)) offending.push(`${file}: ${whole}`);
  }
  expect(offending).toEqual([]);
});
