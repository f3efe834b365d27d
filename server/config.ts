/**
 * Configuration from the environment: one zod schema reads every variable (defaults included) and names each bad
 * value in one plain line; loadConfig throws them all together as a ConfigError.
 */
import path from 'node:path';
import { z } from 'zod';
import { grievanceOfficerFrom, type GrievanceOfficer } from '../src/domain/grievanceForm.ts';

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
  /** Failed logins per admin or vendor portal account, from any address, before growing delays begin. */
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
  /** Days a story stays for the admin after it was posted (the public player shows a day); then row and file go. */
  storyRetentionDays: number;
  /**
   * The grievance officer the public site names (GRIEVANCE_OFFICER_NAME, _DESIGNATION, _EMAIL, _PHONE, _ADDRESS;
   * demo defaults in src/domain/grievanceForm.ts). The landing's build reads the same variables.
   */
  grievanceOfficer: GrievanceOfficer;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

type Env = Record<string, string | undefined>;

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

/*
 * Each problem is one line, "<VARIABLE> <message>": a schema's messages below leave out the variable's name, which
 * is the issue's path. Unset and empty both mean "the default".
 */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);
const got = (input: unknown) => `(got "${String(input)}")`;

const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .refine((raw) => Number.isInteger(Number(raw)) && Number(raw) >= min && Number(raw) <= max, {
        error: (issue) => `must be a whole number from ${min} to ${max} ${got(issue.input)}`,
      })
      .transform(Number)
      .optional(),
  );

const oneOf = <const T extends readonly [string, ...string[]]>(allowed: T, fallback: T[number], message = `must be one of ${allowed.map((a) => `"${a}"`).join(', ')}`) =>
  z.preprocess(unsetIfEmpty, z.enum(allowed, { error: (issue) => `${message} ${got(issue.input)}` }).default(fallback as never));

const trueOrFalse = (fallback: boolean) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .enum(['true', 'false'], { error: (issue) => `must be "true" or "false" ${got(issue.input)}` })
      .transform((raw) => raw === 'true')
      .default(fallback),
  );

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const IPV6 = /^[0-9a-f:]*:[0-9a-f:.]*$/i;

function isAddressOrCidr(value: string): boolean {
  const [address = '', bits, extra] = value.split('/');
  if (extra !== undefined) return false;
  const v4 = IPV4.test(address);
  if (!v4 && !IPV6.test(address)) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (v4 ? 32 : 128);
}

const commaList = (raw: string) =>
  raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const trimmed = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? unsetIfEmpty(value.trim()) : value), schema.optional());

const isHopCount = (raw: string) => /^\d+$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 10;
const isAddressList = (raw: string) => commaList(raw).length > 0 && commaList(raw).every(isAddressOrCidr);

const trustProxy = trimmed(
  z
    .string()
    .refine((raw) => raw === 'true' || raw === 'false' || isHopCount(raw) || isAddressList(raw), {
      error: (issue) =>
        `must be "false", "true", a hop count from 1 to 10, or comma-separated proxy addresses/CIDRs such as "127.0.0.1,10.0.0.0/8" ${got(issue.input)}`,
    })
    .transform((raw): TrustProxy => (raw === 'true' || raw === 'false' ? raw === 'true' : isHopCount(raw) ? Number(raw) : commaList(raw))),
).default(false);

/** scheme://host[:port] only, as the browser sends it in Origin. */
const origin = z.string().transform((item, ctx) => {
  const url = URL.canParse(item) ? new URL(item) : undefined;
  if (url && (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === item.replace(/\/$/, '')) return url.origin;
  ctx.addIssue({
    code: 'custom',
    input: item,
    message: `must be comma-separated origins like "https://admin.example.com" (scheme, host, optional port; no path) ${got(item)}`,
  });
  return z.NEVER;
});

const postgresUrl = z.string().refine(
  (raw) => {
    const url = URL.canParse(raw) ? new URL(raw) : undefined;
    return !!url && (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && !!url.hostname;
  },
  {
    error: (issue) =>
      `must be a PostgreSQL URL like "postgres://user:password@host:5432/marketplace", or unset to keep the data in SQLite in DATA_DIR (got "${redactedUrl(String(issue.input))}")`,
  },
);

/** Every variable the server reads, in the order its problems are listed. */
const environment = z
  .object({
    PORT: wholeNumber(0, 65535).default(8080),
    SEED_VENDORS: wholeNumber(0, 100_000).default(24),
    LOGIN_RATE_LIMIT: wholeNumber(1, 100_000).default(10),
    /** Default: three times LOGIN_RATE_LIMIT. */
    LOGIN_ACCOUNT_LIMIT: wholeNumber(1, 1_000_000),
    TRUST_PROXY: trustProxy,
    ADMIN_ORIGINS: trimmed(z.string().transform(commaList).pipe(z.array(origin))).default([]),
    SESSION_SAMESITE: oneOf(['lax', 'strict', 'none'], 'lax'),
    DB_INTEGRITY_CHECK: oneOf(['quick', 'full', 'off'], 'quick'),
    HOST: z.preprocess(unsetIfEmpty, z.string().default('127.0.0.1')),
    DATA_DIR: z.preprocess(unsetIfEmpty, z.string().default('./data')),
    MEDIA_DIR: z.preprocess(unsetIfEmpty, z.string().optional()),
    DATABASE_URL: trimmed(postgresUrl),
    DB_POOL_SIZE: wholeNumber(1, 1000).default(10),
    DB_STATEMENT_TIMEOUT_MS: wholeNumber(100, 3_600_000).default(5000),
    SEED: oneOf(['demo', 'none'], 'demo', 'must be "demo" or "none"'),
    ADMIN_EMAIL: z.preprocess(unsetIfEmpty, z.string().optional()),
    ADMIN_PASSWORD: z.preprocess(unsetIfEmpty, z.string().optional()),
    SECURE_COOKIES: trueOrFalse(false),
    BUILD_SITES: trueOrFalse(true),
    LOG: z.string().optional(),
    STORY_RETENTION_DAYS: wholeNumber(1, 3650).default(30),
  })
  // Rules across variables, checked even when another variable is bad (`when`), so every problem is listed at once.
  .superRefine(
    (env, ctx) => {
      const problem = (variable: string | null, message: string) => ctx.addIssue({ code: 'custom', path: variable ? [variable] : [], message });
      const email = env.ADMIN_EMAIL;
      const password = env.ADMIN_PASSWORD;
      if (email && !password) problem('ADMIN_PASSWORD', 'must be set when ADMIN_EMAIL is set');
      if (password && !email) problem('ADMIN_EMAIL', 'must be set when ADMIN_PASSWORD is set');
      if (password && password.length < 8) problem('ADMIN_PASSWORD', 'must be at least 8 characters');
      if (email && !/^[^\s@]+@[^\s@]+$/.test(email)) problem('ADMIN_EMAIL', `must be an e-mail address ${got(email)}`);
      if (env.SESSION_SAMESITE === 'none' && env.SECURE_COOKIES !== true) {
        problem(null, 'SESSION_SAMESITE=none needs SECURE_COOKIES=true (browsers drop SameSite=None cookies without Secure)');
      }
    },
    { when: () => true },
  )
  .transform((env): Omit<Config, 'grievanceOfficer'> => {
    const dataDir = path.resolve(env.DATA_DIR);
    return {
      port: env.PORT,
      host: env.HOST,
      dataDir,
      seed: env.SEED,
      seedVendors: env.SEED_VENDORS,
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
      secureCookies: env.SECURE_COOKIES,
      loginRateLimit: env.LOGIN_RATE_LIMIT,
      loginAccountLimit: env.LOGIN_ACCOUNT_LIMIT ?? 3 * env.LOGIN_RATE_LIMIT,
      trustProxy: env.TRUST_PROXY,
      adminOrigins: env.ADMIN_ORIGINS,
      sessionSameSite: env.SESSION_SAMESITE,
      dbIntegrityCheck: env.DB_INTEGRITY_CHECK,
      databaseUrl: env.DATABASE_URL,
      dbPoolSize: env.DB_POOL_SIZE,
      dbStatementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')),
      buildSites: env.BUILD_SITES,
      logger: env.LOG !== 'false',
      storyRetentionDays: env.STORY_RETENTION_DAYS,
    };
  });

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => (issue.path.length ? `${String(issue.path[0])} ${issue.message}` : issue.message)));
  }
  return { ...parsed.data, grievanceOfficer: grievanceOfficerFrom(env), ...overrides };
}
