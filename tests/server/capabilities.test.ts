/** The capability document: public, lists every extension of this server; the parser falls back to the legacy core. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPABILITIES_PATH, EXTENSIONS, LEGACY_CORE, parseCapabilities } from '../../src/domain/capabilities.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

describe('capability document', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('is served without a session and offers every extension', async () => {
    const res = await server.app.inject({ method: 'GET', url: CAPABILITIES_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: 1, extensions: [...EXTENSIONS] });
    expect(parseCapabilities(res.json())).toEqual(new Set(EXTENSIONS));
  });
});

describe('parseCapabilities', () => {
  it.each([
    ['a 404 body', { message: 'Not Found' }],
    ['HTML text', '<!doctype html>'],
    ['null', null],
    ['another version', { version: 2, extensions: ['customers'] }],
    ['extensions that are not a list', { version: 1, extensions: 'customers' }],
  ])('treats %s as the legacy core', (_label, body) => {
    expect(parseCapabilities(body)).toBe(LEGACY_CORE);
  });

  it('ignores names it does not know', () => {
    expect(parseCapabilities({ version: 1, extensions: ['customers', 'teleport', 7] })).toEqual(new Set(['customers']));
  });
});
