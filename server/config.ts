/**
 * Configuration from the environment: one zod schema reads every variable (defaults included) and names each bad
 * value in one plain line; loadConfig throws them all together as a ConfigError.
 */
import path from 'node:path';
import v8 from 'node:v8';
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
  /** `folder` (default): media in MEDIA_DIR; `s3`: in the bucket `s3` names (MEDIA_DIR is then only copyToS3's source). */
  mediaStore: 'folder' | 's3';
  /** The bucket of MEDIA_STORE=s3 (undefined otherwise). */
  s3: S3Settings | undefined;
  /** Build the admin and landing at start when missing or stale (off: serve what dist/ holds). */
  buildSites: boolean;
  /** Log requests (off in tests). */
  logger: boolean;
  /** Days a story stays for the admin after it was posted (the public player shows a day); then row and file go. */
  storyRetentionDays: number;
  /**
   * Months after which enquiries, call requests and rejected vendor applications lose their personal data (the daily
   * retention run, docs/breaches.md); 1 to 120, default 12.
   */
  retentionMonths: number;
  /** Run the job worker in this instance (off: it enqueues but runs no job; another instance does). */
  jobsWorker: boolean;
  /** How often the job worker looks for due jobs and recurring runs; an enqueue in the same process wakes it at once. */
  jobsPollMs: number;
  /** A claimed job's lease: a job whose instance died (kill -9) is claimed again this long after its last renewal. */
  jobsLeaseMs: number;
  /** Jobs one instance runs at once. */
  jobsConcurrency: number;
  /** The wait before a failed job's second attempt; doubled for each further one (at most an hour). */
  jobsRetryBaseMs: number;
  /**
   * The bearer token GET /metrics asks for (Prometheus text format, server/plugins/metrics.ts); unset, /metrics is
   * not served at all (404). Never logged.
   */
  metricsToken: string | undefined;
  /**
   * OpenTelemetry traces (server/plugins/tracing.ts): the OTLP/HTTP collector's base URL (OTEL_EXPORTER_OTLP_ENDPOINT;
   * spans go to `<endpoint>/v1/traces`) and the service name they carry (OTEL_SERVICE_NAME, default the package's
   * name). Unset endpoint: no tracing at all, nothing of OpenTelemetry is even loaded.
   */
  tracing: { endpoint: string; serviceName: string } | null;
  /** How long GET /readyz waits for the database before it answers 503 naming it. */
  readyTimeoutMs: number;
  /**
   * Overload (server/plugins/overload.ts): above this mean event-loop delay, requests answer a fast 503 with
   * Retry-After instead of queueing; 0 turns the check off.
   */
  overloadMaxEventLoopDelayMs: number;
  /** Overload: above this V8 heap use (bytes), requests answer a fast 503; 0 turns the check off. */
  overloadMaxHeapUsedBytes: number;
  /**
   * The grievance officer the public site names (GRIEVANCE_OFFICER_NAME, _DESIGNATION, _EMAIL, _PHONE, _ADDRESS;
   * demo defaults in src/domain/grievanceForm.ts). The landing's build reads the same variables.
   */
  grievanceOfficer: GrievanceOfficer;
  /** The channels that deliver the outbox (server/delivery/); each is null (off) until its settings are given. */
  delivery: DeliveryConfig;
}

/** The service name traces carry unless OTEL_SERVICE_NAME names another: package.json's name (tests/server/tracing.test.ts checks). */
export const PACKAGE_NAME = 'horeca-marketplace';

/** Meta's Graph API, the WhatsApp Business Cloud API's base when WHATSAPP_API_URL is unset. */
export const META_GRAPH_API = 'https://graph.facebook.com/v21.0';

export interface DeliveryConfig {
  /** E-mail over SMTP (nodemailer): SMTP_URL (smtp:// or smtps://, credentials in the URL) and MAIL_FROM. */
  email: { smtpUrl: string; from: string } | null;
  /** WhatsApp Business Cloud API: template messages from one business phone number, statuses by webhook. */
  whatsapp: { apiUrl: string; phoneNumberId: string; token: string; appSecret: string | undefined; verifyToken: string | undefined } | null;
  /** An SMS gateway over HTTP with DLT template ids (India). */
  sms: { apiUrl: string; apiKey: string; senderId: string } | null;
  /** How long one call to a provider may take before it counts as a timeout (retry later). */
  timeoutMs: number;
}


/**
 * An S3-compatible bucket. With `endpoint` (MinIO, Ceph, R2, s3rver…) requests use path-style addressing. The secret
 * is not enumerable: logging or printing the settings (JSON, pino, util.inspect) leaves it out.
 */
export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  readonly secretAccessKey: string;
}

function s3Settings(values: Omit<S3Settings, 'secretAccessKey'>, secretAccessKey: string): S3Settings {
  return Object.defineProperty({ ...values }, 'secretAccessKey', { value: secretAccessKey, enumerable: false }) as S3Settings;
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

/** An http(s) URL; `example` is shown in the message. */
const httpUrl = (example: string) =>
  z.string().refine((raw) => URL.canParse(raw) && ['http:', 'https:'].includes(new URL(raw).protocol), {
    error: (issue) => `must be an http(s) URL like "${example}" (got "${redactedUrl(String(issue.input))}")`,
  });

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
    MEDIA_STORE: oneOf(['folder', 's3'], 'folder'),
    S3_ENDPOINT: trimmed(
      z.string().refine((raw) => /^https?:$/.test(URL.canParse(raw) ? new URL(raw).protocol : ''), {
        error: (issue) => `must be an http(s) URL like "https://minio.example.com:9000", or unset for AWS ${got(redactedUrl(String(issue.input)))}`,
      }),
    ),
    S3_REGION: trimmed(z.string()),
    S3_BUCKET: trimmed(
      z.string().refine((raw) => /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(raw), {
        error: (issue) => `must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens ${got(issue.input)}`,
      }),
    ),
    S3_ACCESS_KEY_ID: trimmed(z.string()),
    S3_SECRET_ACCESS_KEY: trimmed(z.string()),
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
    RETENTION_MONTHS: wholeNumber(1, 120).default(12),
    JOBS_WORKER: trueOrFalse(true),
    JOBS_POLL_MS: wholeNumber(10, 600_000).default(1000),
    JOBS_LEASE_MS: wholeNumber(100, 86_400_000).default(60_000),
    JOBS_CONCURRENCY: wholeNumber(1, 100).default(4),
    JOBS_RETRY_BASE_MS: wholeNumber(1, 3_600_000).default(10_000),
    METRICS_TOKEN: trimmed(
      z.string().refine((raw) => raw.length >= 16, { error: () => 'must be at least 16 characters (a random secret Prometheus sends as a bearer token)' }),
    ),
    READY_TIMEOUT_MS: wholeNumber(50, 60_000).default(2000),
    OTEL_EXPORTER_OTLP_ENDPOINT: trimmed(httpUrl('http://otel-collector:4318')),
    OTEL_SERVICE_NAME: trimmed(z.string()).default(PACKAGE_NAME),
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: wholeNumber(0, 60_000).default(1000),
    /** Default: 90% of V8's heap limit (node --max-old-space-size). */
    OVERLOAD_MAX_HEAP_MB: wholeNumber(0, 1_000_000),
    SMTP_URL: trimmed(
      z.string().refine((raw) => /^smtps?:\/\/[^/]/.test(raw) && URL.canParse(raw), {
        error: (issue) => `must be an SMTP URL like "smtps://user:password@mail.example.com:465" or "smtp://mail.example.com:587" (got "${redactedUrl(String(issue.input))}")`,
      }),
    ),
    MAIL_FROM: trimmed(z.string()),
    WHATSAPP_API_URL: trimmed(httpUrl('https://graph.facebook.com/v21.0')).default(META_GRAPH_API),
    WHATSAPP_PHONE_NUMBER_ID: trimmed(z.string().regex(/^\d{1,30}$/, { error: (issue) => `must be the phone number's id, digits only ${got(issue.input)}` })),
    WHATSAPP_TOKEN: trimmed(z.string()),
    WHATSAPP_APP_SECRET: trimmed(z.string()),
    WHATSAPP_VERIFY_TOKEN: trimmed(z.string()),
    SMS_API_URL: trimmed(httpUrl('https://sms.example.com/api/send')),
    SMS_API_KEY: trimmed(z.string()),
    SMS_SENDER_ID: trimmed(z.string().regex(/^[A-Z]{6}$/, { error: (issue) => `must be the 6-letter DLT sender id (header), capitals only ${got(issue.input)}` })),
    DELIVERY_TIMEOUT_MS: wholeNumber(100, 120_000).default(10_000),
  })
  // Rules across variables, checked even when another variable is bad (`when`), so every problem is listed at once.
  .superRefine(
    (env, ctx) => {
      const problem = (variable: string | null, message: string) => ctx.addIssue({ code: 'custom', path: variable ? [variable] : [], message });
      // A channel's settings come together or not at all: a half-configured channel is named, never silently off.
      const together = (names: (keyof typeof env)[]) => {
        const given = names.filter((name) => env[name] !== undefined);
        if (given.length > 0 && given.length < names.length) {
          for (const name of names) if (env[name] === undefined) problem(name, `must be set when ${given.join(' and ')} ${given.length > 1 ? 'are' : 'is'} set`);
        }
      };
      const email = env.ADMIN_EMAIL;
      const password = env.ADMIN_PASSWORD;
      if (email && !password) problem('ADMIN_PASSWORD', 'must be set when ADMIN_EMAIL is set');
      if (password && !email) problem('ADMIN_EMAIL', 'must be set when ADMIN_PASSWORD is set');
      if (password && password.length < 8) problem('ADMIN_PASSWORD', 'must be at least 8 characters');
      if (email && !/^[^\s@]+@[^\s@]+$/.test(email)) problem('ADMIN_EMAIL', `must be an e-mail address ${got(email)}`);
      if (env.MEDIA_STORE === 's3') {
        for (const variable of ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
          if (!env[variable]) problem(variable, 'must be set when MEDIA_STORE=s3');
        }
      }
      together(['SMTP_URL', 'MAIL_FROM']);
      together(['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_TOKEN']);
      together(['SMS_API_URL', 'SMS_API_KEY', 'SMS_SENDER_ID']);
      if (env.MAIL_FROM && !/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+>?$/.test(env.MAIL_FROM)) problem('MAIL_FROM', `must be an e-mail address, optionally with a name: "Marketplace <noreply@example.com>" ${got(env.MAIL_FROM)}`);
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
      mediaStore: env.MEDIA_STORE,
      s3:
        env.MEDIA_STORE === 's3'
          ? s3Settings(
              { endpoint: env.S3_ENDPOINT, region: env.S3_REGION ?? '', bucket: env.S3_BUCKET ?? '', accessKeyId: env.S3_ACCESS_KEY_ID ?? '' },
              env.S3_SECRET_ACCESS_KEY ?? '',
            )
          : undefined,
      buildSites: env.BUILD_SITES,
      logger: env.LOG !== 'false',
      storyRetentionDays: env.STORY_RETENTION_DAYS,
      retentionMonths: env.RETENTION_MONTHS,
      jobsWorker: env.JOBS_WORKER,
      jobsPollMs: env.JOBS_POLL_MS,
      jobsLeaseMs: env.JOBS_LEASE_MS,
      jobsConcurrency: env.JOBS_CONCURRENCY,
      jobsRetryBaseMs: env.JOBS_RETRY_BASE_MS,
      metricsToken: env.METRICS_TOKEN,
      tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT ? { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME } : null,
      readyTimeoutMs: env.READY_TIMEOUT_MS,
      overloadMaxEventLoopDelayMs: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      overloadMaxHeapUsedBytes: env.OVERLOAD_MAX_HEAP_MB === undefined ? defaultHeapCeiling() : env.OVERLOAD_MAX_HEAP_MB * 1024 * 1024,
      delivery: {
        email: env.SMTP_URL && env.MAIL_FROM ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM } : null,
        whatsapp:
          env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_TOKEN
            ? {
                apiUrl: env.WHATSAPP_API_URL.replace(/\/+$/, ''),
                phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
                token: env.WHATSAPP_TOKEN,
                appSecret: env.WHATSAPP_APP_SECRET,
                verifyToken: env.WHATSAPP_VERIFY_TOKEN,
              }
            : null,
        sms: env.SMS_API_URL && env.SMS_API_KEY && env.SMS_SENDER_ID ? { apiUrl: env.SMS_API_URL, apiKey: env.SMS_API_KEY, senderId: env.SMS_SENDER_ID } : null,
        timeoutMs: env.DELIVERY_TIMEOUT_MS,
      },
    };
  });

/** 90% of the heap V8 may grow to: past it, garbage collection takes most of the time and an out-of-memory end is near. */
const defaultHeapCeiling = () => Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9);

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => (issue.path.length ? `${String(issue.path[0])} ${issue.message}` : issue.message)));
  }
  return { ...parsed.data, grievanceOfficer: grievanceOfficerFrom(env), ...overrides };
}
