import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { buildApp } from '../../server/app.ts';
import { StartupError } from '../../server/db/bootstrap.ts';
import { makeDataDir } from '../helpers/server.ts';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', seed: 'demo', seedVendors: 24, secureCookies: false });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('names every bad value in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', SEED: 'lots', SEED_VENDORS: '-1', ADMIN_EMAIL: 'root', SECURE_COOKIES: 'yes' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT must be a whole number/);
    expect(problems).toMatch(/SEED must be "demo" or "none"/);
    expect(problems).toMatch(/SEED_VENDORS must be a whole number/);
    expect(problems).toMatch(/ADMIN_PASSWORD must be set when ADMIN_EMAIL is set/);
    expect(problems).toMatch(/ADMIN_EMAIL must be an e-mail address/);
    expect(problems).toMatch(/SECURE_COOKIES must be "true" or "false"/);
  });

  it('refuses to start with SEED=none and no admin, saying how to create one', async () => {
    const dataDir = makeDataDir();
    try {
      await expect(buildApp(loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG: 'false' }))).rejects.toThrow(StartupError);
      await expect(buildApp(loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG: 'false' }))).rejects.toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('creates the configured admin whatever the seed, and resets its password on the next start', async () => {
    const dataDir = makeDataDir();
    const start = (password: string) =>
      buildApp(loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG: 'false', ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: password }));
    try {
      let app = await start('first-password');
      await app.close();
      app = await start('second-password');
      const old = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'ops@example.com', password: 'first-password' } });
      const now = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'ops@example.com', password: 'second-password' } });
      await app.close();
      expect(old.statusCode).toBe(401);
      expect(now.statusCode).toBe(200);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
