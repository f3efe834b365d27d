/**
 * A real server for tests, created as `npm start` creates it (server/main.ts) over a new temporary data folder,
 * listening on an ephemeral port.
 * No mocks: requests go over HTTP (or app.inject) to the real routes and a real database: SQLite in the data
 * folder, or with TEST_ENGINE=postgres a new PostgreSQL database of the run's test cluster (tests/helpers/postgres.ts),
 * kept for a later server on the same data folder as SQLite's file would be.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../server/config.ts';
import { DEMO_ADMIN } from '../../server/db/bootstrap.ts';
import { createServer, listen, type ServerOptions } from '../../server/main.ts';
import { MediaStore } from '../../server/media/storage.ts';
import { dropDatabase, freshDatabaseUrl } from './postgres.ts';

export const TEST_ADMIN = { email: 'admin@test.local', password: 'test-password-1' };

export interface TestServer {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  config: Config;
  /** The folder media store (the default), for tests that place or inspect files directly; throws on another store. */
  readonly media: MediaStore;
  /** Logs in as the test admin and returns the Cookie header value. */
  login(): Promise<string>;
  /** Closes the server; removes the data folder unless `keepData`. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export interface StartOptions {
  /** 'demo' seeds demo data (small by default); 'none' starts empty but for the test admin. */
  seed?: 'demo' | 'none';
  seedVendors?: number;
  dataDir?: string;
  config?: Partial<Config>;
  /** More settings as the environment gives them, e.g. MEDIA_STORE=s3 and the S3_* of tests/helpers/s3.ts. */
  env?: Record<string, string>;
  /** The app's options, e.g. another vendor-kind registry. */
  build?: Omit<ServerOptions, 'serverFactory'>;
  /** Check every answer against its route's declared schemas (on unless false); see responseMismatches. */
  checkResponses?: boolean;
}

/**
 * Answers of test servers that disagree with their routes' declarations (an undeclared status, a body that does
 * not fit its schema). On the global object, so tests/helpers/setup.ts can fail the test that caused one without
 * importing the server into every test file.
 */
const MISMATCHES = Symbol.for('marketplace.responseMismatches');
type MismatchStore = { [MISMATCHES]?: string[] };
export const responseMismatches = ((globalThis as MismatchStore)[MISMATCHES] ??= []);

export function makeDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-test-'));
}

/** The engine test servers use: `TEST_ENGINE=postgres` (the unit-pg project) or SQLite. */
export const testEngine: 'sqlite' | 'postgres' = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

/** Where a data folder's PostgreSQL database is named, so a restart on the same folder finds the same data. */
const DATABASE_URL_FILE = 'test-database-url';

/** On PostgreSQL, the database of `dataDir` (made on first use); on SQLite, none. */
async function testDatabaseUrl(dataDir: string): Promise<string | undefined> {
  if (testEngine !== 'postgres') return undefined;
  const file = path.join(dataDir, DATABASE_URL_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  const url = await freshDatabaseUrl();
  fs.writeFileSync(file, url);
  return url;
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? makeDataDir();
  const databaseUrl = await testDatabaseUrl(dataDir);
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED: options.seed ?? 'none',
      SEED_VENDORS: String(options.seedVendors ?? 4),
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG: 'false',
      ...options.env,
    },
    // Overload shedding off unless a test asks for it (server/plugins/overload.ts): a busy test machine must not shed a test's request.
    { port: 0, overloadMaxEventLoopDelayMs: 0, overloadMaxHeapUsedBytes: 0, ...options.config },
  );
  const checkResponses = options.checkResponses === false ? undefined : (problem: string) => void responseMismatches.push(problem);
  const app = await createServer(config, { checkResponses, ...options.build });
  const address = await listen(app, { port: 0, host: '127.0.0.1' });
  return {
    app,
    url: address,
    dataDir,
    config,
    get media() {
      if (!(app.media instanceof MediaStore)) throw new Error(`This server's media are in ${app.media.location}, not a folder`);
      return app.media;
    },
    async login() {
      const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
      if (res.statusCode !== 200) throw new Error(`test login failed: ${res.statusCode} ${res.body}`);
      const setCookie = res.headers['set-cookie'];
      const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
      return String(first).split(';')[0] ?? '';
    },
    async close({ keepData = false } = {}) {
      await app.close();
      if (!keepData) {
        if (databaseUrl) await dropDatabase(databaseUrl);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
      // Answers given after the last test's check (in afterAll hooks).
      const late = responseMismatches.splice(0);
      if (late.length) throw new Error(`Answers that disagree with the OpenAPI declarations:\n${late.join('\n')}`);
    },
  };
}

export { DEMO_ADMIN };

/** Smallest valid files of each accepted kind, for upload tests. */
export const samples = {
  png: Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
    'hex',
  ),
  jpg: Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'),
  gif: Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex'),
  notAnImage: Buffer.from('<?php echo "hello"; ?>'),
};

/** Builds a multipart body for app.inject or fetch. */
export function multipart(fields: Record<string, string>, files: Record<string, { bytes: Buffer; filename?: string; type?: string }> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) {
    form.append(k, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/png' }), f.filename ?? 'upload.png');
  }
  return form;
}
