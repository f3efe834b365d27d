/** Configuration from the environment, validated at start with one clear message per bad value. */
import path from 'node:path';

export type SeedMode = 'demo' | 'none';

/** false (default), true (trust every hop), a hop count, or a list of proxy addresses / CIDRs. */
export type TrustProxy = boolean | number | string[];

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
  /** Failed admin logins per client address before growing delays (429) begin. */
  loginRateLimit: number;
  /** Failed logins per admin account, from any address, before growing delays begin. */
  loginAccountLimit: number;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe for the client address. */
  trustProxy: TrustProxy;
  /** Origins (scheme://host[:port]) of an admin served elsewhere: allowed by CSRF checks and CORS. */
  adminOrigins: string[];
  /** SameSite of the session cookie. */
  sessionSameSite: 'lax' | 'strict' | 'none';
  /** SQLite: `quick` (default) runs PRAGMA quick_check at start; `full` runs integrity_check; `off` skips it. */
  dbIntegrityCheck: 'quick' | 'full' | 'off';
  /**
   * PostgreSQL to keep the data in (postgres:// or postgresql://); unset keeps it in SQLite, marketplace.db in
   * DATA_DIR. Several instances may share one PostgreSQL (and MEDIA_DIR).
   */
  databaseUrl: string | undefined;
  /** Connections each instance keeps to PostgreSQL at most. */
  dbPoolSize: number;
  /** A PostgreSQL statement running longer than this is cancelled and its request answers 503. */
  dbStatementTimeoutMs: number;
  /** Where uploaded images and documents live (default DATA_DIR/media); instances sharing a database share it too. */
  mediaDir: string;
  /** Build the admin and landing at start when missing or stale (off: serve what dist/ holds). */
  buildSites: boolean;
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

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T, problems: string[]): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  problems.push(`${name} must be one of ${allowed.map((a) => `"${a}"`).join(', ')} (got "${raw}")`);
  return fallback;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const IPV6 = /^[0-9a-f:]*:[0-9a-f:.]*$/i;

function isAddressOrCidr(value: string): boolean {
  const [address = '', bits, extra] = value.split('/');
  if (extra !== undefined) return false;
  const v4 = IPV4.test(address);
  if (!v4 && !IPV6.test(address)) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (v4 ? 32 : 128);
}

function trustProxyOf(env: Env, problems: string[]): TrustProxy {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops >= 1 && hops <= 10) return hops;
  }
  const list = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = list.filter((s) => !isAddressOrCidr(s));
  if (list.length && !bad.length) return list;
  problems.push(
    `TRUST_PROXY must be "false", "true", a hop count from 1 to 10, or comma-separated proxy addresses/CIDRs such as "127.0.0.1,10.0.0.0/8" (got "${raw}")`,
  );
  return false;
}

function originsOf(env: Env, problems: string[]): string[] {
  const raw = env.ADMIN_ORIGINS?.trim();
  if (!raw) return [];
  const origins: string[] = [];
  for (const item of raw.split(',').map((s) => s.trim()).filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== item.replace(/\/$/, '')) {
      problems.push(`ADMIN_ORIGINS must be comma-separated origins like "https://admin.example.com" (scheme, host, optional port; no path) (got "${item}")`);
    } else {
      origins.push(url.origin);
    }
  }
  return origins;
}

/** The URL with its password masked, for messages and logs. */
export function redactedUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return raw.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@');
  }
}

function databaseUrlOf(env: Env, problems: string[]): string | undefined {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') || !url.hostname) {
    problems.push(
      `DATABASE_URL must be a PostgreSQL URL like "postgres://user:password@host:5432/marketplace", or unset to keep the data in SQLite in DATA_DIR (got "${redactedUrl(raw)}")`,
    );
    return undefined;
  }
  return raw;
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const problems: string[] = [];
  const port = intIn(env, 'PORT', 8080, 0, 65535, problems);
  const seedVendors = intIn(env, 'SEED_VENDORS', 24, 0, 100_000, problems);
  const loginRateLimit = intIn(env, 'LOGIN_RATE_LIMIT', 10, 1, 100_000, problems);
  const loginAccountLimit = intIn(env, 'LOGIN_ACCOUNT_LIMIT', 3 * loginRateLimit, 1, 1_000_000, problems);
  const trustProxy = trustProxyOf(env, problems);
  const adminOrigins = originsOf(env, problems);
  const sessionSameSite = oneOf(env, 'SESSION_SAMESITE', ['lax', 'strict', 'none'] as const, 'lax', problems);
  const dbIntegrityCheck = oneOf(env, 'DB_INTEGRITY_CHECK', ['quick', 'full', 'off'] as const, 'quick', problems);
  const host = env.HOST || '127.0.0.1';
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const mediaDir = path.resolve(env.MEDIA_DIR || path.join(dataDir, 'media'));
  const databaseUrl = databaseUrlOf(env, problems);
  const dbPoolSize = intIn(env, 'DB_POOL_SIZE', 10, 1, 1000, problems);
  const dbStatementTimeoutMs = intIn(env, 'DB_STATEMENT_TIMEOUT_MS', 5000, 100, 3_600_000, problems);

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

  const buildSitesRaw = env.BUILD_SITES;
  if (buildSitesRaw && buildSitesRaw !== 'true' && buildSitesRaw !== 'false') problems.push(`BUILD_SITES must be "true" or "false" (got "${buildSitesRaw}")`);
  if (sessionSameSite === 'none' && secureRaw !== 'true') {
    problems.push('SESSION_SAMESITE=none needs SECURE_COOKIES=true (browsers drop SameSite=None cookies without Secure)');
  }

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
    loginAccountLimit,
    trustProxy,
    adminOrigins,
    sessionSameSite,
    dbIntegrityCheck,
    databaseUrl,
    dbPoolSize,
    dbStatementTimeoutMs,
    mediaDir,
    buildSites: buildSitesRaw !== 'false',
    logger: env.LOG !== 'false',
    ...overrides,
  };
}
