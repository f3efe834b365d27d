/**
 * Fuzz of every operation of the served OpenAPI document (GET /api/openapi.json from the running test server), on
 * both engines (unit and unit-pg projects): logged out, as the owner, as a viewer and as a logged-in vendor, with
 * valid inputs (generated from the declared schemas and the seeded records' ids) and malformed ones (wrong types,
 * ids beyond PostgreSQL's integers, NUL and invisible characters in text, missing required fields, duplicated
 * fields, bodies that are not objects, too long a path parameter). Every answer must be below 500, of a status the operation declares, and
 * fit the declared schema of the content type it was sent as (checked with Ajv against the document itself; the test
 * server also checks each answer against the route's zod declaration, tests/helpers/server.ts), and none carries a
 * CORS header (the server names no ADMIN_ORIGINS).
 *
 * Deterministic (a seeded generator picks the variants) and bounded. The calls that end a session (the logouts)
 * run after every other call of their session. Multipart uploads get the JSON and query variants but no malformed
 * file parts: their parts are fuzzed by their own tests (tests/reliability/input.test.ts: malformed multipart
 * bodies; tests/server/media.test.ts and compliance.test.ts: file types, sizes and fields).
 */
import Ajv, { type ValidateFunction } from 'ajv';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOf, callKey, type ContractCall } from '../helpers/contract.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { createVendor, FIXTURE_PASSWORD } from './vendorFixtures.ts';

type Schema = OpenAPIV3.SchemaObject;
type Who = 'logged out' | 'owner' | 'viewer' | 'vendor';
interface Variant {
  name: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** The body as sent (JSON text, or not JSON at all). */
  body?: string;
}

/** mulberry32: the same sequence every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[], count: number): T[] => [...items].sort(() => next() - 0.5).slice(0, count) };
}

const HUGE_ID = '2147483648';
/** Beyond JavaScript's safe integers: written into JSON text as it is (a JSON number, not a string). */
const HUGER_ID = '99999999999999999999';
const NUL_TEXT = 'Fuzz\u0000text';
const INVISIBLE_TEXT = 'Fu\u00ADzz\u202Etxt\u2063';

const isIdName = (name: string) => /^(id|ids|\w+Id|\w+_id)$/.test(name);

describe('fuzz of every operation of the served OpenAPI document', () => {
  let server: TestServer;
  let document: OpenAPIV3.Document;
  let calls: ContractCall[];
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  const validators = new Map<object, ValidateFunction>();
  const headersOf: Record<Who, Record<string, string>> = { 'logged out': {}, owner: {}, viewer: {}, vendor: {} };
  /** Path parameter values of seeded records. */
  const seeds: Record<string, string> = {};
  const problems: string[] = [];
  let answered = 0;

  beforeAll(async () => {
    server = await startServer({ seed: 'demo', seedVendors: 2 });
    const served = await fetch(`${server.url}/api/openapi.json`);
    expect(served.status).toBe(200);
    document = (await served.json()) as OpenAPIV3.Document;
    calls = contractOf(document);

    headersOf.owner = { cookie: await server.login() };
    const viewer = { email: 'fuzz-viewer@test.local', name: 'Fuzz Viewer', role: 'viewer', password: 'viewer-password-1' };
    const made = await server.app.inject({ method: 'POST', url: '/api/admins', headers: headersOf.owner, payload: viewer });
    expect(made.statusCode, made.body).toBe(201);
    const viewerLogin = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: viewer.email, password: viewer.password } });
    headersOf.viewer = { cookie: String(viewerLogin.headers['set-cookie']).split(';')[0] ?? '' };

    const vendor = await createVendor(server, 'vegetable');
    const vendorLogin = await server.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { category: 'vegetable', phoneNumber: vendor.phoneNumber, password: FIXTURE_PASSWORD },
    });
    expect(vendorLogin.statusCode).toBe(200);
    headersOf.vendor = { authorization: `Bearer ${(vendorLogin.json() as { token: string }).token}` };

    const firstId = async (url: string) => {
      const rows = (await server.app.inject({ method: 'GET', url, headers: headersOf.owner })).json() as Array<{ id: number }>;
      return String(rows[0]?.id ?? 1);
    };
    Object.assign(seeds, {
      id: await firstId('/api/customers'),
      user_id: String(vendor.userId),
      userId: String(vendor.userId),
      categoryId: await firstId('/api/vegetable/categories'),
      storyId: '1',
      kind: 'vegetable',
      phone: vendor.phoneNumber,
      phoneNumber: vendor.phoneNumber,
      name: 'sample.png',
      imageName: 'sample.png',
      requirement: 'fssai',
    });
  });
  afterAll(() => server?.close());

  /** A value that fits `schema` (as far as a schema says: patterns and cross-field rules may still refuse it). */
  function valid(schema: Schema | undefined, name: string): unknown {
    if (!schema) return 'fuzz';
    const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
    if (union?.length) return valid(union[0], name);
    if (schema.enum?.length) return schema.enum.find((value) => value !== null);
    switch (schema.type) {
      case 'object': {
        const properties = (schema.properties ?? {}) as Record<string, Schema>;
        return Object.fromEntries(Object.entries(properties).filter(([, child]) => (child as Schema).format !== 'binary').map(([key, child]) => [key, valid(child, key)]));
      }
      case 'array':
        return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => valid(schema.items as Schema, name));
      case 'integer':
      case 'number':
        if (isIdName(name)) return Number(seeds[name] ?? seeds.id ?? 1);
        return Math.max(schema.minimum ?? 1, 1);
      case 'boolean':
        return true;
      default:
        if (/phone/i.test(name)) return seeds.phone;
        if (/email/i.test(name)) return 'fuzz@example.com';
        if (/password/i.test(name)) return 'fuzz-password-1';
        if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2030-01-15';
        if (/city/i.test(name)) return 'Palani';
        return 'Fuzz text'.slice(0, schema.maxLength ?? 100).padEnd(schema.minLength ?? 0, 'x');
    }
  }

  /** A value of another type than `schema` declares. */
  function wrongType(schema: Schema | undefined): unknown {
    switch (schema?.type) {
      case 'string':
        return { not: 'a string' };
      case 'integer':
      case 'number':
        return 'twelve';
      case 'boolean':
        return 'maybe';
      case 'array':
        return { not: 'a list' };
      default:
        return [1, 'two'];
    }
  }

  const bodySchemaOf = (operation: OpenAPIV3.OperationObject): Schema | undefined => {
    const body = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
    return body?.content['application/json']?.schema as Schema | undefined;
  };
  const parametersOf = (operation: OpenAPIV3.OperationObject, where: 'path' | 'query') =>
    ((operation.parameters ?? []) as OpenAPIV3.ParameterObject[]).filter((parameter) => parameter.in === where);

  /** Every field of an object body changed by `change` (its schema and name given). */
  function changedFields(schema: Schema, change: (child: Schema, key: string) => unknown): Record<string, unknown> {
    const base = valid(schema, '') as Record<string, unknown>;
    for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) base[key] = change(child, key);
    return base;
  }

  function variantsOf(call: ContractCall): Variant[] {
    const paths = parametersOf(call.operation, 'path');
    const queries = parametersOf(call.operation, 'query');
    const params = Object.fromEntries(paths.map((p) => [p.name, seeds[p.name] ?? String(valid(p.schema as Schema, p.name))]));
    const query = Object.fromEntries(
      queries.map((p) => [p.name, p.name === 'range' ? '[0,4]' : p.name === 'filter' ? '{}' : p.name === 'sort' ? '' : String(valid(p.schema as Schema, p.name))]),
    );
    const schema = bodySchemaOf(call.operation);
    const validBody = schema ? JSON.stringify(valid(schema, '')) : undefined;
    const variants: Variant[] = [{ name: 'valid', params, query, body: validBody }];
    const ids = paths.filter((p) => (p.schema as Schema | undefined)?.type === 'integer');
    const texts = paths.filter((p) => (p.schema as Schema | undefined)?.type !== 'integer');
    for (const [name, value] of [['huge id', HUGE_ID], ['id beyond safe integers', HUGER_ID], ['negative id', '-1'], ['id as text', 'abc']] as const) {
      if (ids.length) variants.push({ name: `path: ${name}`, params: { ...params, ...Object.fromEntries(ids.map((p) => [p.name, value])) }, query, body: validBody });
    }
    if (paths.length) variants.push({ name: 'path: too long', params: Object.fromEntries(paths.map((p) => [p.name, '9'.repeat(150)])), query });
    for (const [name, value] of [['NUL', NUL_TEXT], ['invisible characters', INVISIBLE_TEXT]] as const) {
      if (texts.length) variants.push({ name: `path: ${name}`, params: { ...params, ...Object.fromEntries(texts.map((p) => [p.name, value])) }, query, body: validBody });
      if (queries.length) {
        const bad = Object.fromEntries(queries.map((p) => [p.name, p.name === 'filter' ? JSON.stringify({ q: value, city: value }) : value]));
        variants.push({ name: `query: ${name}`, params, query: bad, body: validBody });
      }
    }
    if (queries.some((p) => p.name === 'filter')) {
      variants.push({ name: 'filter: huge ids', params, query: { ...query, filter: `{"id":[${HUGE_ID}],"user_id":${HUGER_ID},"vendor_id":${HUGE_ID}}` } });
      variants.push({ name: 'filter: wrong types', params, query: { ...query, filter: '{"q":12,"verified":"perhaps","id":"x"}' } });
      variants.push({ name: 'range: huge', params, query: { ...query, range: `[${HUGE_ID},${HUGER_ID}]` } });
    }
    if (call.operation.requestBody) {
      variants.push({ name: 'body: not an object', params, query, body: '["a",1]' });
      variants.push({ name: 'body: null', params, query, body: 'null' });
    }
    if (schema?.type === 'object' && schema.properties) {
      const keys = Object.keys(schema.properties);
      const body = (value: unknown) => JSON.stringify(value);
      variants.push({ name: 'body: missing required fields', params, query, body: '{}' });
      variants.push({ name: 'body: wrong types', params, query, body: body(changedFields(schema, (child) => wrongType(child))) });
      variants.push({ name: 'body: NUL in text', params, query, body: body(changedFields(schema, (child, key) => (child.type === 'string' || !child.type ? NUL_TEXT : valid(child, key)))) });
      variants.push({ name: 'body: invisible characters', params, query, body: body(changedFields(schema, (child, key) => (child.type === 'string' || !child.type ? INVISIBLE_TEXT : valid(child, key)))) });
      const idKeys = keys.filter(isIdName);
      if (idKeys.length) {
        const huge = JSON.stringify(changedFields(schema, (child, key) => (isIdName(key) ? (child.type === 'array' ? ['@ID@'] : '@ID@') : valid(child, key))));
        variants.push({ name: 'body: huge ids', params, query, body: huge.replaceAll('"@ID@"', HUGE_ID) });
        variants.push({ name: 'body: ids beyond safe integers', params, query, body: huge.replaceAll('"@ID@"', HUGER_ID) });
      }
      // The same field twice, the second (the one JSON.parse keeps) of another type.
      const first = keys[0] ?? 'id';
      const head = validBody && validBody !== '{}' ? validBody.slice(0, -1) : `{${JSON.stringify(first)}:1`;
      variants.push({ name: 'body: duplicated field', params, query, body: `${head},${JSON.stringify(first)}:${JSON.stringify(wrongType(schema.properties[first] as Schema))}}` });
    }
    return variants;
  }

  /** The Ajv validator of a declared schema; the document's components come along for its references. */
  function validatorOf(schema: Schema): ValidateFunction {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile({ ...schema, components: document.components ?? {} });
      validators.set(schema, validate);
    }
    return validate;
  }

  function check(call: ContractCall, who: Who, variant: Variant, res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
    answered++;
    const where = `${callKey(call)} ${who}, ${variant.name}: ${res.statusCode}`;
    if (res.statusCode >= 500) return void problems.push(`${where} ${res.body.slice(0, 200)}`);
    // This server names no ADMIN_ORIGINS: no answer carries a CORS header.
    const cors = Object.keys(res.headers).filter((header) => header.startsWith('access-control-'));
    if (cors.length) problems.push(`${where} with ${cors.join(', ')} though no ADMIN_ORIGINS is set`);
    const responses = call.operation.responses as Record<string, OpenAPIV3.ResponseObject>;
    const declared = responses[res.statusCode] ?? responses[`${Math.floor(res.statusCode / 100)}XX`] ?? responses.default;
    if (!declared) return void problems.push(`${where}, a status it does not declare: ${res.body.slice(0, 200)}`);
    if (!declared.content || res.body === '') return;
    const type = String(res.headers['content-type'] ?? '').split(';')[0] ?? '';
    const media = declared.content[type];
    if (!media) return void problems.push(`${where} as ${type}, a content type it does not declare (${Object.keys(declared.content).join(', ')})`);
    if (type !== 'application/json' || !media.schema) return;
    const validate = validatorOf(media.schema as Schema);
    if (!validate(JSON.parse(res.body))) problems.push(`${where}, a body its schema refuses: ${ajv.errorsText(validate.errors)} in ${res.body.slice(0, 200)}`);
  }

  async function send(call: ContractCall, who: Who, variant: Variant) {
    const url =
      call.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(variant.params?.[name] ?? seeds[name] ?? '1')) +
      (variant.query && Object.values(variant.query).some(Boolean)
        ? `?${new URLSearchParams(Object.entries(variant.query).filter(([, value]) => value !== '')).toString()}`
        : '');
    const res = await server.app.inject({
      method: call.method,
      url,
      headers: { ...headersOf[who], ...(variant.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(variant.body === undefined ? {} : { payload: variant.body }),
    });
    check(call, who, variant, res);
  }

  /** Calls that end the session they are made with: last. */
  const endsSession = (call: ContractCall) => /\/logout$/.test(call.path);

  it.each(['viewer', 'vendor', 'logged out', 'owner'] as const)('as %s: no 5xx, every status declared, every body fits its schema', async (who) => {
    const random = generator(0x5eed + who.length);
    const ordered = [...calls.filter((call) => !endsSession(call)), ...calls.filter(endsSession)];
    // The owner gets every variant; the others (most calls end at their 401 or 403) a seeded choice of them.
    const perCall = who === 'owner' ? Infinity : who === 'logged out' ? 2 : 4;
    problems.length = 0;
    for (const call of ordered) {
      const [first, ...others] = variantsOf(call);
      const chosen = perCall === Infinity ? others : random.pick(others, perCall - 1);
      for (const variant of [first, ...chosen]) if (variant) await send(call, who, variant);
    }
    expect(problems).toEqual([]);
    expect(answered).toBeGreaterThan(calls.length);
  }, 120_000);
});
