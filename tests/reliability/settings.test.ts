/** The security settings are validated at start like every other: each bad value named in one error. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { startServer, TEST_ADMIN } from '../helpers/server.ts';

const problemsOf = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
  return '';
};

describe('security settings', () => {
  it('reads TRUST_PROXY as false, true, a hop count or addresses/CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    for (const bad of ['yes', '0', '11', '10.0.0.0/33', '300.1.1.1', 'proxy.local']) expect(problemsOf({ TRUST_PROXY: bad })).toMatch(/^TRUST_PROXY must be/);
  });

  it('reads ADMIN_ORIGINS as exact origins', () => {
    expect(loadConfig({ ADMIN_ORIGINS: 'https://admin.example.com, http://localhost:5173/' }).adminOrigins).toEqual([
      'https://admin.example.com',
      'http://localhost:5173',
    ]);
    for (const bad of ['admin.example.com', 'https://admin.example.com/path', 'ftp://x.example.com', '*']) {
      expect(problemsOf({ ADMIN_ORIGINS: bad })).toMatch(/^ADMIN_ORIGINS must be comma-separated origins/);
    }
  });

  it('refuses SESSION_SAMESITE=none without SECURE_COOKIES=true, and bad choices', () => {
    expect(problemsOf({ SESSION_SAMESITE: 'none' })).toMatch(/SESSION_SAMESITE=none needs SECURE_COOKIES=true/);
    expect(loadConfig({ SESSION_SAMESITE: 'none', SECURE_COOKIES: 'true' }).sessionSameSite).toBe('none');
    const problems = problemsOf({ SESSION_SAMESITE: 'loose', DB_INTEGRITY_CHECK: 'deep', LOGIN_ACCOUNT_LIMIT: '0' });
    expect(problems).toMatch(/SESSION_SAMESITE must be one of "lax", "strict", "none" \(got "loose"\)/);
    expect(problems).toMatch(/DB_INTEGRITY_CHECK must be one of "quick", "full", "off" \(got "deep"\)/);
    expect(problems).toMatch(/LOGIN_ACCOUNT_LIMIT must be a whole number/);
  });

  it('sets the session cookie’s SameSite from the setting, always HttpOnly', async () => {
    const server = await startServer({ config: { sessionSameSite: 'strict' } });
    try {
      const res = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
      expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/);
    } finally {
      await server.close();
    }
  });
});
