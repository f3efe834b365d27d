/** Configuration from the environment, validated at start with one clear message per bad value. */
import path from 'node:path';

export type SeedMode = 'demo' | 'none';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  seed: SeedMode;
  seedVendors: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Set the Secure flag on the session cookie (behind HTTPS). */
  secureCookies: boolean;
  /** Failed admin logins allowed per client per minute before 429. */
  loginRateLimit: number;
  /** Log requests (off in tests). */
  logger: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

type Env = Record<string, string | undefined>;

function intIn(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return n;
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const problems: string[] = [];
  const port = intIn(env, 'PORT', 8080, 0, 65535, problems);
  const seedVendors = intIn(env, 'SEED_VENDORS', 24, 0, 100_000, problems);
  const loginRateLimit = intIn(env, 'LOGIN_RATE_LIMIT', 10, 1, 100_000, problems);
  const host = env.HOST || '127.0.0.1';
  const dataDir = path.resolve(env.DATA_DIR || './data');

  const seedRaw = env.SEED || 'demo';
  if (seedRaw !== 'demo' && seedRaw !== 'none') problems.push(`SEED must be "demo" or "none" (got "${seedRaw}")`);
  const seed: SeedMode = seedRaw === 'none' ? 'none' : 'demo';

  const adminEmail = env.ADMIN_EMAIL || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminEmail && !adminPassword) problems.push('ADMIN_PASSWORD must be set when ADMIN_EMAIL is set');
  if (adminPassword && !adminEmail) problems.push('ADMIN_EMAIL must be set when ADMIN_PASSWORD is set');
  if (adminPassword && adminPassword.length < 8) problems.push('ADMIN_PASSWORD must be at least 8 characters');
  if (adminEmail && !/^[^\s@]+@[^\s@]+$/.test(adminEmail)) problems.push(`ADMIN_EMAIL must be an e-mail address (got "${adminEmail}")`);

  const secureRaw = env.SECURE_COOKIES;
  if (secureRaw && secureRaw !== 'true' && secureRaw !== 'false') problems.push(`SECURE_COOKIES must be "true" or "false" (got "${secureRaw}")`);

  if (problems.length) throw new ConfigError(problems);
  return {
    port,
    host,
    dataDir,
    seed,
    seedVendors,
    adminEmail,
    adminPassword,
    secureCookies: secureRaw === 'true',
    loginRateLimit,
    logger: env.LOG !== 'false',
    ...overrides,
  };
}
