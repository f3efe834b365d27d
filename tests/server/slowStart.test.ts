/**
 * The app's start-up work grows with its data (back-filling migrations, SQLite's quick_check over the whole file,
 * one-time data steps): a start slower than Fastify's 10 s plugin default must finish, not fail half-way.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serverOptions } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

const FASTIFY_DEFAULT_PLUGIN_TIMEOUT_MS = 10_000;

describe('a start-up longer than Fastify default plugin timeout', () => {
  it('is waited for', async () => {
    const app = Fastify(serverOptions(loadConfig({})));
    await app.register(async () => {
      await new Promise((resolve) => setTimeout(resolve, FASTIFY_DEFAULT_PLUGIN_TIMEOUT_MS + 500));
    });
    await expect(app.ready()).resolves.toBe(app);
    await app.close();
  }, 30_000);
});
