/**
 * The routes for load balancers and monitoring (server/routes/operations.ts), on the run's engine (SQLite in
 * `unit`, PostgreSQL in `unit-pg`): /healthz answers without the database; /readyz answers 200, then 503 naming
 * the part that fails (the database gone, a migration missing, a media folder that takes no file) and 200 again
 * once it is back; /metrics is no route without METRICS_TOKEN, 401 without the right bearer token, Prometheus text
 * with route-template labels and the connection gauges with it; an overloaded server (a heap threshold of 1 byte)
 * answers a fast 503 with Retry-After while /healthz stays 200 and /readyz names `overload`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';
import { OVERLOAD_MESSAGE } from '../../server/plugins/overload.ts';
import { asSuperuser } from '../helpers/postgres.ts';
import { startServer, testEngine, type TestServer } from '../helpers/server.ts';

const TOKEN = 'metrics-token-of-the-tests-0123456789';

/** Polls `condition` until it holds (the conditions here change by themselves, a sample or a reconnection later). */
async function waitFor<T>(what: string, probe: () => Promise<T>, holds: (value: T) => boolean, limitMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (holds(value)) return value;
    if (Date.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs} ms (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const get = async (server: TestServer, url: string, headers: Record<string, string> = {}) => {
  const res = await server.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, body: res.body, json: () => res.json() as unknown };
};

const readyz = async (server: TestServer) => {
  const res = await get(server, '/readyz');
  return { status: res.status, body: res.json(), retryAfter: res.headers['retry-after'] };
};

describe('GET /healthz and GET /readyz', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('/healthz answers 200 { status: ok }, over HTTP too, without a session', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 when the database, the migrations and the media folders are fine', async () => {
    expect(await readyz(server)).toMatchObject({ status: 200, body: { status: 'ok', failing: [] } });
  });

  it('names media while a media folder takes no new file (a file where the folder was: ENOTDIR even as root), and recovers', async () => {
    const folder = path.join(server.config.mediaDir, Object.values(MEDIA_FOLDERS)[0] ?? '');
    fs.renameSync(folder, `${folder}.away`);
    fs.writeFileSync(folder, 'not a folder');
    try {
      expect(await readyz(server)).toEqual({ status: 503, body: { status: 'unavailable', failing: ['media'], message: 'Not ready: media' }, retryAfter: '5' });
      expect((await get(server, '/healthz')).status).toBe(200);
    } finally {
      fs.rmSync(folder);
      fs.renameSync(`${folder}.away`, folder);
    }
    expect(await readyz(server)).toMatchObject({ status: 200, body: { failing: [] } });
  });

  it('names migrations while one of this version is not applied, and recovers', async () => {
    const { db } = server.app;
    const { rows } = await sql<{ name: string; applied_at: string }>`SELECT name, applied_at FROM schema_migrations ORDER BY name DESC LIMIT 1`.execute(db);
    const last = rows[0];
    if (!last) throw new Error('no migration recorded');
    await sql`DELETE FROM schema_migrations WHERE name = ${last.name}`.execute(db);
    try {
      expect(await readyz(server)).toMatchObject({ status: 503, body: { status: 'unavailable', failing: ['migrations'], message: 'Not ready: migrations' } });
    } finally {
      await sql`INSERT INTO schema_migrations (name, applied_at) VALUES (${last.name}, ${last.applied_at})`.execute(db);
    }
    expect(await readyz(server)).toMatchObject({ status: 200 });
  });
});

describe('GET /readyz when the database goes away', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { readyTimeoutMs: 1000 } });
  });
  afterAll(() => server.close());

  it.runIf(testEngine === 'postgres')('PostgreSQL refusing the database and ending its sessions: 503 naming database, then 200 once it accepts again', async () => {
    expect(await readyz(server)).toMatchObject({ status: 200 });
    const database = new URL(server.config.databaseUrl ?? '').pathname.slice(1);
    const allow = (on: boolean) => asSuperuser((client) => client.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS ${on}`));
    await allow(false);
    try {
      await asSuperuser((client) => client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]));
      const down = await waitFor('readyz names the database', () => readyz(server), (answer) => answer.status === 503);
      expect(down.body).toEqual({ status: 'unavailable', failing: ['database'], message: 'Not ready: database' });
      expect((await get(server, '/healthz')).status).toBe(200);
    } finally {
      await allow(true);
    }
    await waitFor('readyz answers 200 again', () => readyz(server), (answer) => answer.status === 200);
  });

  it.runIf(testEngine === 'sqlite')('SQLite with its connection closed: 503 naming database, /healthz still 200', async () => {
    expect(await readyz(server)).toMatchObject({ status: 200 });
    await server.app.db.destroy();
    expect(await readyz(server)).toEqual({ status: 503, body: { status: 'unavailable', failing: ['database'], message: 'Not ready: database' }, retryAfter: '5' });
    expect((await get(server, '/healthz')).status).toBe(200);
  });
});

describe('GET /metrics', () => {
  let server: TestServer;
  let open: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { metricsToken: TOKEN } });
    open = await startServer();
  });
  afterAll(async () => {
    await server.close();
    await open.close();
  });

  it('is no route without METRICS_TOKEN (404)', async () => {
    expect((await get(open, '/metrics', { authorization: `Bearer ${TOKEN}` })).status).toBe(404);
  });

  it('answers 401 without the token or with a wrong one', async () => {
    expect((await get(server, '/metrics')).status).toBe(401);
    expect((await get(server, '/metrics', { authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
    expect((await get(server, '/metrics', { authorization: TOKEN })).status).toBe(401);
    expect((await get(server, '/metrics', { authorization: 'Bearer ' })).status).toBe(401);
  });

  it('serves Prometheus text: requests by route template, method and status class; connections; media errors; the process', async () => {
    const cookie = await server.login();
    for (const kind of ['vegetable', 'hotel']) expect((await get(server, `/api/lists/vendors/${kind}`, { cookie })).status).toBe(200);
    expect((await get(server, '/api/lists/vendors/vegetable')).status).toBe(401);
    const res = await get(server, '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const series = (name: string, labels: string) => new RegExp(`^${name}\\{${labels}\\} (\\S+)$`, 'm').exec(text)?.[1];
    const route = 'route="/api/lists/vendors/:kind",method="GET"';
    expect(Number(series('marketplace_http_requests_total', `${route},status_class="2xx"`))).toBe(2);
    expect(Number(series('marketplace_http_requests_total', `${route},status_class="4xx"`))).toBe(1);
    expect(Number(series('marketplace_http_request_duration_seconds_count', `${route},status_class="2xx"`))).toBe(2);
    expect(series('marketplace_http_request_duration_seconds_bucket', `le="10",${route},status_class="2xx"`)).toBe('2');
    expect(text).not.toContain('/api/lists/vendors/vegetable');
    expect(text).toContain(`marketplace_db_info{engine="${testEngine}"} 1`);
    expect(text).toMatch(/^marketplace_db_connections\{state="idle"\} \d+$/m);
    expect(text).toMatch(/^marketplace_db_connections\{state="in_use"\} \d+$/m);
    expect(text).toMatch(/^marketplace_db_connection_waiting \d+$/m);
    expect(Number(/^marketplace_db_connection_acquired_total (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(0);
    expect(text).toMatch(/^marketplace_db_connection_wait_seconds_total [\d.e-]+$/m);
    expect(text).toContain('# TYPE marketplace_media_errors_total counter');
    expect(text).toMatch(/^marketplace_process_cpu_user_seconds_total [\d.e-]+$/m);
    expect(text).toMatch(/^marketplace_nodejs_eventloop_lag_seconds [\d.e-]+$/m);
  });

  it.runIf(testEngine === 'postgres')('on PostgreSQL, the pool: its size and its open connections', async () => {
    const text = (await get(server, '/metrics', { authorization: `Bearer ${TOKEN}` })).body;
    expect(text).toContain(`marketplace_db_connections_max ${server.config.dbPoolSize}`);
    const idle = Number(/^marketplace_db_connections\{state="idle"\} (\d+)$/m.exec(text)?.[1]);
    expect(idle).toBeGreaterThan(0);
    expect(idle).toBeLessThanOrEqual(server.config.dbPoolSize);
  });

  it('keeps two servers of one process apart (a registry each)', async () => {
    await get(open, '/api/capabilities');
    const text = (await get(server, '/metrics', { authorization: `Bearer ${TOKEN}` })).body;
    expect(text).not.toMatch(/route="\/api\/capabilities"/);
    expect(open.app.metrics.registry).not.toBe(server.app.metrics.registry);
  });
});

describe('under overload', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Any heap use is over a 1-byte threshold: overloaded from the first sample (a second after the start) on.
    server = await startServer({ config: { overloadMaxHeapUsedBytes: 1, metricsToken: TOKEN } });
  });
  afterAll(() => server.close());

  it('answers a fast 503 with Retry-After and { message }; /healthz stays 200, /readyz names overload, /metrics is served', async () => {
    const refused = await waitFor('a request refused', () => get(server, '/api/capabilities'), (res) => res.status === 503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({ message: OVERLOAD_MESSAGE });
    const login = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'a@b.c', password: 'whatever-1' } });
    expect(login.statusCode).toBe(503);
    expect((await get(server, '/healthz')).status).toBe(200);
    expect(await readyz(server)).toEqual({ status: 503, body: { status: 'unavailable', failing: ['overload'], message: 'Not ready: overload' }, retryAfter: '5' });
    const metrics = await get(server, '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatch(/marketplace_http_requests_total\{route="\/api\/capabilities",method="GET",status_class="5xx"\} [1-9]/);
  });
});

describe('the overload thresholds of a server started with the defaults', () => {
  it('are generous: a second of mean event-loop delay, 90% of the heap limit', async () => {
    const { loadConfig } = await import('../../server/config.ts');
    const config = loadConfig({});
    expect(config.overloadMaxEventLoopDelayMs).toBe(1000);
    const v8 = await import('node:v8');
    expect(config.overloadMaxHeapUsedBytes).toBe(Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9));
    expect(loadConfig({ OVERLOAD_MAX_HEAP_MB: '0', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' })).toMatchObject({ overloadMaxHeapUsedBytes: 0, overloadMaxEventLoopDelayMs: 0 });
  });

  it('METRICS_TOKEN: a short one is refused without being repeated in the message', async () => {
    const { loadConfig } = await import('../../server/config.ts');
    expect(() => loadConfig({ METRICS_TOKEN: 'short-secret' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short-secret' })).not.toThrow(/short-secret/);
    expect(loadConfig({ METRICS_TOKEN: ` ${TOKEN} ` }).metricsToken).toBe(TOKEN);
    expect(loadConfig({}).metricsToken).toBeUndefined();
  });
});


describe('the job queue on /metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { metricsToken: TOKEN, jobsWorker: false } });
  });
  afterAll(() => server.close());

  it('shows the queue’s depth and age by kind and state, read from the database', async () => {
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await server.app.jobs.enqueue({ kind: 'test.backlog', payload: {}, runAt: twoMinutesAgo });
    await server.app.jobs.enqueue({ kind: 'test.backlog', payload: {}, runAt: twoMinutesAgo });
    const { body: text } = await get(server, '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(text).toMatch(/^marketplace_jobs\{kind="test\.backlog",state="queued"\} 2$/m);
    const age = Number(/^marketplace_jobs_oldest_age_seconds\{kind="test\.backlog"\} ([\d.]+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(119);
  });
});

describe('failed jobs on /metrics', () => {
  let server: TestServer;
  let now = Date.now();
  beforeAll(async () => {
    server = await startServer({ config: { metricsToken: TOKEN, jobsWorker: true }, build: { clock: () => now } });
  });
  afterAll(() => server.close());

  it('counts failed attempts by kind and outcome (retried, dead)', async () => {
    server.app.jobs.register('test.failing', () => {
      throw new Error('fails on purpose');
    });
    await server.app.jobs.enqueue({ kind: 'test.failing', payload: {}, maxAttempts: 2 });
    const series = (outcome: string, text: string) => Number(new RegExp(`^marketplace_job_failures_total\\{kind="test\\.failing",outcome="${outcome}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    const scrape = async () => (await get(server, '/metrics', { authorization: `Bearer ${TOKEN}` })).body;
    const first = await waitFor('the first attempt failed', scrape, (text) => series('retried', text) === 1);
    expect(series('dead', first)).toBe(0);
    // The retry waits a backoff: the app's clock moved past it makes the job due when the worker is woken.
    now += 24 * 3_600_000;
    server.app.jobs.wake();
    await waitFor('the last attempt failed', scrape, (text) => series('dead', text) === 1);
  });
});
