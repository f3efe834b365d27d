/** The data provider's capability probe: every extension from our server, the legacy core from a backend without one. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import { EXTENSIONS, LEGACY_CORE } from '../../src/domain/capabilities';
import { startServer, type TestServer } from '../helpers/server';

describe('capabilities()', () => {
  let server: TestServer;
  let bare: http.Server;
  let bareUrl: string;
  let bareHits = 0;
  beforeAll(async () => {
    server = await startServer();
    // A backend that speaks only SPEC section 7 answers 404 for anything else.
    bare = http.createServer((_req, res) => {
      bareHits += 1;
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => bare.close(resolve));
  });

  it('offers every extension of our server', async () => {
    const dp = createDataProvider({ origin: server.url, readCacheMs: 0 });
    expect(await dp.capabilities()).toEqual(new Set(EXTENSIONS));
  });

  it('is the legacy core when the backend has no capability document, asked once', async () => {
    const dp = createDataProvider({ origin: bareUrl, readCacheMs: 0 });
    expect(await dp.capabilities()).toBe(LEGACY_CORE);
    expect(await dp.capabilities()).toBe(LEGACY_CORE);
    expect(bareHits).toBe(1);
  });

  it('is the legacy core when the backend cannot be reached', async () => {
    const dp = createDataProvider({ origin: 'http://127.0.0.1:9', readCacheMs: 0 });
    expect(await dp.capabilities()).toBe(LEGACY_CORE);
  });
});
