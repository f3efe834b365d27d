import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { createServer } from '../../server/main.ts';
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

  it('keeps the data in SQLite in DATA_DIR unless DATABASE_URL names a PostgreSQL', () => {
    const embedded = loadConfig({ DATA_DIR: '/srv/marketplace' });
    expect(embedded).toMatchObject({ databaseUrl: undefined, dbPoolSize: 10, dbStatementTimeoutMs: 5000, mediaDir: '/srv/marketplace/media' });
    const shared = loadConfig({
      DATABASE_URL: 'postgresql://app:secret@db.internal:5432/marketplace',
      DB_POOL_SIZE: '4',
      DB_STATEMENT_TIMEOUT_MS: '2000',
      MEDIA_DIR: '/mnt/shared/media',
    });
    expect(shared).toMatchObject({ databaseUrl: 'postgresql://app:secret@db.internal:5432/marketplace', dbPoolSize: 4, dbStatementTimeoutMs: 2000, mediaDir: '/mnt/shared/media' });
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/marketplace' }).databaseUrl).toBe('postgres://localhost/marketplace');
  });

  it('names bad database settings without showing a password', () => {
    let error: unknown;
    try {
      loadConfig({ DATABASE_URL: 'mysql://app:hunter22@db/marketplace', DB_POOL_SIZE: '0', DB_STATEMENT_TIMEOUT_MS: 'soon' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/DATABASE_URL must be a PostgreSQL URL like "postgres:\/\/user:password@host:5432\/marketplace", or unset/);
    expect(problems).toContain('mysql://app:***@db/marketplace');
    expect(problems).not.toContain('hunter22');
    expect(problems).toMatch(/DB_POOL_SIZE must be a whole number from 1 to 1000 \(got "0"\)/);
    expect(problems).toMatch(/DB_STATEMENT_TIMEOUT_MS must be a whole number from 100 to 3600000 \(got "soon"\)/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL must be a PostgreSQL URL/);
  });

  it('refuses to start with SEED=none and no admin, saying how to create one', async () => {
    const dataDir = makeDataDir();
    try {
      await expect(createServer(loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG: 'false' }))).rejects.toThrow(StartupError);
      await expect(createServer(loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG: 'false' }))).rejects.toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('creates the configured admin whatever the seed, and resets its password on the next start', async () => {
    const dataDir = makeDataDir();
    const start = (password: string) =>
      createServer(loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG: 'false', ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: password }));
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
