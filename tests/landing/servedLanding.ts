/** The landing's real build served by a real test server, for a suite: built when stale (once, under the build lock). */
import { afterAll, beforeAll } from 'vitest';
import { SITE_TARGETS, buildSite } from '../../server/site/build.ts';
import type { LightMyRequestResponse } from 'fastify';
import { startServer, type TestServer } from '../helpers/server.ts';

export function servedLanding(): { get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse> } {
  let server: TestServer | undefined;
  beforeAll(async () => {
    const landing = SITE_TARGETS.find((t) => t.name === 'landing');
    if (!landing) throw new Error('no landing build target');
    await buildSite(landing);
    server = await startServer();
  }, 120_000);
  afterAll(() => server?.close());
  return {
    get(url, headers = {}) {
      if (!server) throw new Error('the landing is not served yet');
      return server.app.inject({ method: 'GET', url, headers });
    },
  };
}
