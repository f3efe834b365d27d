/**
 * OpenTelemetry traces (server/plugins/tracing.ts), on the run's engine (SQLite in `unit`, PostgreSQL in `unit-pg`):
 * a local HTTP server stands in for the OTLP/HTTP collector (POST /v1/traces, JSON); a real server with
 * OTEL_EXPORTER_OTLP_ENDPOINT set answers a logged-in list request; once it closes (which flushes the batch), the
 * collector holds a span named by the route template with the service name, on PostgreSQL the child spans of the
 * request's queries, and neither the session cookie's value nor a token in the query string in any attribute.
 * Without the setting no instrumentation is registered.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_NAME } from '../../server/config.ts';
import { PAGED_LIST_PATHS } from '../../server/routes/pagedLists.ts';
import { startProvider, type TestProvider } from '../helpers/providerServer.ts';
import { startServer, testEngine } from '../helpers/server.ts';

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
  arrayValue?: { values: OtlpValue[] };
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes?: OtlpAttribute[];
  events?: { attributes?: OtlpAttribute[] }[];
}
interface OtlpExport {
  resourceSpans: { resource: { attributes: OtlpAttribute[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

const URL_SECRET = 'url-secret-token-0123456789';

const plain = (value: OtlpValue): string => (value.arrayValue ? value.arrayValue.values.map(plain).join(' ') : String(value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue ?? ''));
const attribute = (attributes: OtlpAttribute[] | undefined, key: string) => {
  const found = attributes?.find((item) => item.key === key);
  return found ? plain(found.value) : undefined;
};

function collectorCheck(request: { method: string; path: string; headers: Record<string, unknown> }) {
  if (request.method !== 'POST' || request.path !== '/v1/traces') return `unexpected ${request.method} ${request.path}`;
  if (!String(request.headers['content-type']).startsWith('application/json')) return `not JSON: ${String(request.headers['content-type'])}`;
  return null;
}

describe('traces to an OTLP/HTTP collector', () => {
  let collector: TestProvider;
  let exports: OtlpExport[] = [];
  let cookie = '';

  beforeAll(async () => {
    collector = await startProvider(collectorCheck);
    const server = await startServer({ seed: 'demo', env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url } });
    try {
      cookie = await server.login();
      const list = `${server.url}${PAGED_LIST_PATHS.vendors.replace(':kind', 'vegetable')}?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,9]')}`;
      const res = await fetch(list, { headers: { cookie } });
      expect(res.status).toBe(200);
      // A token in a query string (the route refuses the unknown parameter; the request is traced all the same).
      await fetch(`${list}&token=${URL_SECRET}`, { headers: { cookie } });
    } finally {
      await server.close();
    }
    exports = collector.requests.map((request) => request.body as OtlpExport);
  });
  afterAll(() => collector.close());

  const spans = () => exports.flatMap((batch) => batch.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)));
  const listSpans = () => spans().filter((span) => span.name === `GET ${PAGED_LIST_PATHS.vendors}`);

  it('sends JSON to /v1/traces, with the service name of the settings (the package name by default)', () => {
    expect(PACKAGE_NAME).toBe((JSON.parse(fs.readFileSync('package.json', 'utf8')) as { name: string }).name);
    expect(collector.problems).toEqual([]);
    expect(exports.length).toBeGreaterThan(0);
    for (const batch of exports) {
      for (const resource of batch.resourceSpans) expect(attribute(resource.resource.attributes, 'service.name')).toBe(PACKAGE_NAME);
    }
  });

  it('names the request span by its route template and records the route, method, status and the path alone', () => {
    const [first] = listSpans();
    expect(first).toBeDefined();
    expect(attribute(first?.attributes, 'http.route')).toBe(PAGED_LIST_PATHS.vendors);
    expect(attribute(first?.attributes, 'http.request.method')).toBe('GET');
    expect(attribute(first?.attributes, 'http.response.status_code')).toBe('200');
    expect(attribute(first?.attributes, 'url.path')).toBe('/api/lists/vendors/vegetable');
    expect(listSpans()).toHaveLength(2);
  });

  it.runIf(testEngine === 'postgres')("on PostgreSQL, the request's queries are spans under its span", () => {
    const all = spans();
    const byId = new Map(all.map((span) => [span.spanId, span]));
    const [request] = listSpans();
    const underRequest = (span: OtlpSpan) => {
      for (let parent = span.parentSpanId; parent; parent = byId.get(parent)?.parentSpanId) if (parent === request?.spanId) return true;
      return false;
    };
    const queries = all.filter((span) => attribute(span.attributes, 'db.system.name') === 'postgresql' || attribute(span.attributes, 'db.system') === 'postgresql');
    const ofRequest = queries.filter(underRequest);
    expect(ofRequest.length).toBeGreaterThan(0);
    expect(ofRequest.every((span) => span.traceId === request?.traceId)).toBe(true);
    expect(ofRequest.some((span) => /select/i.test(attribute(span.attributes, 'db.query.text') ?? attribute(span.attributes, 'db.statement') ?? ''))).toBe(true);
    // Queries outside a request (migrations, the job worker) make no span of their own.
    expect(queries.filter((span) => !span.parentSpanId)).toEqual([]);
  });

  it('puts neither the session cookie nor a token of the URL in any attribute', () => {
    const token = cookie.split('=')[1] ?? '';
    expect(token.length).toBeGreaterThan(10);
    const values = exports.flatMap((batch) =>
      batch.resourceSpans.flatMap((resource) => [
        ...resource.resource.attributes,
        ...resource.scopeSpans.flatMap((scope) => scope.spans.flatMap((span) => [...(span.attributes ?? []), ...(span.events ?? []).flatMap((event) => event.attributes ?? [])])),
      ]),
    );
    expect(values.length).toBeGreaterThan(0);
    for (const { key, value } of values) {
      expect(plain(value), key).not.toContain(token);
      expect(plain(value), key).not.toContain(URL_SECRET);
    }
    // Nor anywhere in what was sent (span names included).
    const sent = JSON.stringify(exports);
    expect(sent).not.toContain(token);
    expect(sent).not.toContain(URL_SECRET);
  });
});

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('registers no instrumentation at all', async () => {
    const server = await startServer();
    try {
      expect(server.config.tracing).toBeNull();
      expect(server.app.hasPlugin('tracing')).toBe(true);
      expect(server.app.hasPlugin('@fastify/otel')).toBe(false);
    } finally {
      await server.close();
    }
  });
});
