/**
 * GET /api/openapi.json: served publicly, structurally valid OpenAPI 3.0, covering every route the app
 * registers (but static media and the sites), declaring every answer each route gives (the test servers check each
 * answer against its declaration; this file sweeps bad requests over every call), and agreeing with the docs.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VENDOR_KINDS } from '../../src/domain/constants.ts';
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';
import { registerOpenApi } from '../../server/openapi.ts';
import { registerSites } from '../../server/site/routes.ts';
import { callKey, contractOf, openApiDocument, samplePath, type ContractCall } from '../helpers/contract.ts';
import { startServer } from '../helpers/server.ts';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds/index.ts';

const server = await startServer();
afterAll(() => server.close());
const document = await openApiDocument(server.app);
const contract = contractOf(document);

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const SCHEMA_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object']);

/** `/a/:id/b` → `/a/{id}/b`, as the document writes Fastify's paths. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
/** Paths compared without their parameter names (the data provider writes the transport stories' {userId} as {user_id}). */
const shape = (key: string) => key.replace(/\{\w+\}/g, '{}').replace(/\/$/, '');

function* operations(doc: OpenAPIV3.Document) {
  for (const [route, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (operation) yield { route, method, operation, where: `${method.toUpperCase()} ${route}` };
    }
  }
}

/** Every nested value, with its JSON pointer, to check schemas and references anywhere in the document. */
function* walk(value: unknown, pointer = '#'): Generator<[string, Record<string, unknown>]> {
  if (value === null || typeof value !== 'object') return;
  if (!Array.isArray(value)) yield [pointer, value as Record<string, unknown>];
  for (const [key, child] of Object.entries(value)) yield* walk(child, `${pointer}/${key}`);
}

function resolves(ref: string): boolean {
  let node: unknown = document;
  for (const part of ref.replace(/^#\//, '').split('/')) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node !== undefined;
}

describe('GET /api/openapi.json', () => {
  it('is public, OpenAPI 3.0 with info and paths', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(document.openapi).toMatch(/^3\.0\.\d+$/);
    expect(document.info.title).toEqual(expect.any(String));
    expect(document.info.version).toEqual(expect.any(String));
    expect(Object.keys(document.paths).length).toBeGreaterThan(60);
  });

  it('is structurally valid: responses, path parameters, request bodies, security, references, schema types', () => {
    const problems: string[] = [];
    const schemes = Object.keys(document.components?.securitySchemes ?? {});
    for (const { route, operation, where } of operations(document)) {
      if (!route.startsWith('/')) problems.push(`${where}: path must start with /`);
      const responses = Object.entries(operation.responses ?? {});
      if (responses.length === 0) problems.push(`${where}: no responses`);
      for (const [status, response] of responses) {
        if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status)) problems.push(`${where}: response key ${status}`);
        if (!('$ref' in response) && typeof response.description !== 'string') problems.push(`${where}: ${status} has no description`);
      }
      const parameters = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
      const holes = [...route.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const pathParams = parameters.filter((p) => p.in === 'path');
      if (JSON.stringify(pathParams.map((p) => p.name).sort()) !== JSON.stringify(holes)) {
        problems.push(`${where}: path parameters ${pathParams.map((p) => p.name)} do not match the holes ${holes}`);
      }
      for (const p of parameters) {
        if (!['path', 'query', 'header', 'cookie'].includes(p.in)) problems.push(`${where}: parameter ${p.name} in ${p.in}`);
        if (p.in === 'path' && p.required !== true) problems.push(`${where}: path parameter ${p.name} must be required`);
        if (!p.schema && !p.content) problems.push(`${where}: parameter ${p.name} has no schema`);
      }
      const keys = parameters.map((p) => `${p.in}:${p.name}`);
      if (new Set(keys).size !== keys.length) problems.push(`${where}: duplicate parameters`);
      const body = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
      if (body && Object.keys(body.content ?? {}).length === 0) problems.push(`${where}: request body without content`);
      for (const requirement of operation.security ?? []) {
        for (const name of Object.keys(requirement)) if (!schemes.includes(name)) problems.push(`${where}: unknown security scheme ${name}`);
      }
    }
    for (const [pointer, node] of walk(document)) {
      if (typeof node.$ref === 'string' && !resolves(node.$ref)) problems.push(`${pointer}: $ref ${node.$ref} does not resolve`);
      // OpenAPI 3.0 schema objects: one type name per schema, never "null" (3.0 says nullable: true).
      if (/\/schema($|\/)/.test(pointer) && 'type' in node && !pointer.endsWith('/properties')) {
        if (typeof node.type !== 'string' || !SCHEMA_TYPES.has(node.type)) problems.push(`${pointer}: schema type ${JSON.stringify(node.type)}`);
      }
      // 3.0's nullable widens a type (none: a validator refuses the schema), and an enum must list null itself.
      if (node.nullable === true && !('type' in node)) problems.push(`${pointer}: nullable without type`);
      if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) problems.push(`${pointer}: nullable enum without null`);
    }
    expect(problems).toEqual([]);
  });

  it('documents every route the app registers, but static media and the sites, with its declared schemas', async () => {
    const site = Fastify({ logger: false });
    const siteRoutes = new Set<string>();
    site.addHook('onRoute', ({ method, url }) => {
      for (const one of [method].flat()) siteRoutes.add(`${one} ${url}`);
    });
    await registerSites(site);
    await site.close();
    const mediaPrefixes = Object.values(MEDIA_FOLDERS).map((folder) => `/${folder}/`);

    const api = server.app.registeredRoutes.filter(
      ({ method, url }) => method !== 'HEAD' && !siteRoutes.has(`${method} ${url}`) && !mediaPrefixes.some((prefix) => url.startsWith(prefix)),
    );
    expect(api.length).toBeGreaterThan(70);
    const undocumented: string[] = [];
    for (const { method, url } of api) {
      const operation = document.paths[openApiPath(url)]?.[method.toLowerCase() as (typeof HTTP_METHODS)[number]];
      const answers = Object.entries(operation?.responses ?? {}).filter(([status]) => status.startsWith('2'));
      const declared = operation?.tags?.length && answers.some(([, response]) => 'content' in response && response.content);
      if (!declared) undocumented.push(`${method} ${url}`);
    }
    expect(undocumented, 'routes without a declared schema (tags and a 2xx response) in the document').toEqual([]);
  });

  it('documents the multipart uploads as forms with their file fields', () => {
    const uploads = contract.filter((call) => call.operation.requestBody && 'content' in call.operation.requestBody && call.operation.requestBody.content['multipart/form-data']);
    expect(uploads.map(callKey)).toEqual(
      expect.arrayContaining(['PUT /vegetable/poster/upload', 'POST /vendor/maincategoryImgReplace', 'POST /professional/add/category']),
    );
    const form = (key: string) => {
      const body = contract.find((call) => callKey(call) === key)?.operation.requestBody as OpenAPIV3.RequestBodyObject;
      return body.content['multipart/form-data']?.schema as OpenAPIV3.SchemaObject;
    };
    expect(form('PUT /admin/hotel/poster/upload').properties?.poster).toMatchObject({ type: 'string', format: 'binary' });
    expect(form('POST /vendor/subcategoryImgReplace').properties).toHaveProperty('replace_img');
  });
});

/** Problems of `value` against a documented response schema (the OpenAPI 3.0 subset the document uses). */
function conforms(schema: OpenAPIV3.SchemaObject, value: unknown, at: string): string[] {
  if (value === null) return schema.nullable || Object.keys(schema).length === 0 ? [] : [`${at}: null`];
  if (schema.anyOf) {
    const fits = schema.anyOf.some((member) => conforms(member as OpenAPIV3.SchemaObject, value, at).length === 0);
    return fits ? [] : [`${at}: fits no anyOf member`];
  }
  if (schema.enum && !schema.enum.includes(value)) return [`${at}: ${JSON.stringify(value)} not in ${JSON.stringify(schema.enum)}`];
  switch (schema.type) {
    case 'array':
      if (!Array.isArray(value)) return [`${at}: not an array`];
      return value.flatMap((item, i) => conforms(schema.items as OpenAPIV3.SchemaObject, item, `${at}[${i}]`));
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return [`${at}: not an object`];
      const record = value as Record<string, unknown>;
      const properties = (schema.properties ?? {}) as Record<string, OpenAPIV3.SchemaObject>;
      const problems = (schema.required ?? []).filter((key) => !(key in record)).map((key) => `${at}.${key}: missing`);
      for (const [key, child] of Object.entries(record)) {
        if (properties[key]) problems.push(...conforms(properties[key], child, `${at}.${key}`));
        else if (schema.additionalProperties === false) problems.push(`${at}.${key}: not documented`);
      }
      return problems;
    }
    case 'integer':
    case 'number':
      return typeof value === 'number' ? [] : [`${at}: not a number`];
    case 'string':
    case 'boolean':
      return typeof value === schema.type ? [] : [`${at}: not a ${schema.type}`];
    default:
      return [];
  }
}

describe('real answers match the documented response schemas', () => {
  it('for every GET of a demo-seeded server (lists, records, images, stories, master data, counts, customers)', async () => {
    const demo = await startServer({ seed: 'demo', seedVendors: 2 });
    try {
      const cookie = await demo.login();
      const get = async (url: string) => (await demo.app.inject({ method: 'GET', url, headers: { cookie } })).json();
      const vendorOf = async (kind: string) => ((await get(`/api/${kind}/unverified/list`)) as Array<{ user_id: number }>)[0]?.user_id ?? 0;
      const params: Record<string, string> = {
        categoryId: String(((await get('/api/vegetable/categories')) as Array<{ id: number }>)[0]?.id),
        id: String(((await get('/api/customers')) as Array<{ id: number }>)[0]?.id),
        kind: 'vegetable',
        phone: '9876543210',
      };
      const perKind: Record<string, string> = Object.fromEntries(
        await Promise.all(VENDOR_KIND_DECLARATIONS.map(async ({ kind }) => [kind, String(await vendorOf(kind))] as const)),
      );
      const problems: string[] = [];
      let checked = 0;
      // A GET whose answer is plain text only (the WhatsApp webhook's handshake, tests/server/delivery.test.ts) has no JSON to check.
      const plainTextOnly = (c: (typeof contract)[number]) => {
        const content = (c.operation.responses['200'] as OpenAPIV3.ResponseObject | undefined)?.content;
        return !!content && Object.keys(content).every((type) => type === 'text/plain');
      };
      for (const call of contract.filter((c) => c.method === 'GET' && c.area !== 'media' && !plainTextOnly(c))) {
        const kind = Object.keys(perKind).find((k) => call.path.startsWith(`/${k}`)) ?? '';
        const professionalCategory = call.path.startsWith('/professional-subcategories/')
          ? String(((await get('/professional/categories')) as Array<{ id: number }>)[0]?.id)
          : undefined;
        const url = call.path.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === 'user_id' || name === 'userId' || (name === 'id' && call.path.startsWith('/api/lists/vendors/'))
            ? (perKind[call.path.startsWith('/api/lists/vendors/') ? 'vegetable' : kind] ?? perKind.vegetable ?? '')
            : name === 'categoryId' ? (professionalCategory ?? params.categoryId ?? '') : (params[name] ?? ''),
        );
        const res = await demo.app.inject({ method: 'GET', url, headers: { cookie } });
        const response = call.operation.responses[String(res.statusCode)] as OpenAPIV3.ResponseObject | undefined;
        const schema = response?.content?.['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
        const expected = call.operation.security?.some((requirement) => 'vendorSession' in requirement) ? 401 : 200;
        if (res.statusCode !== expected || !schema) {
          problems.push(`${url}: ${res.statusCode} without a documented schema`);
          continue;
        }
        problems.push(...conforms(schema, res.json(), callKey(call)));
        checked++;
      }
      expect(problems.slice(0, 20)).toEqual([]);
      expect(checked).toBeGreaterThan(20);
    } finally {
      await demo.close();
    }
  });
});

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Calls every check below skips: static media (no errors of ours) and the document itself. */
const API_CALLS = contract.filter((call) => call.area !== 'media');
const statusesOf = (call: ContractCall) => Object.keys(call.operation.responses);
const vendorToken = (call: ContractCall) => call.operation.security?.some((requirement) => 'vendorSession' in requirement) ?? false;

describe('every operation declares the answers it can give', () => {
  it('the errors every route can give by what it is: session, writes, path parameters, bodies', () => {
    const missing: string[] = [];
    for (const call of API_CALLS) {
      // Nearly every route reads the database (a session, a rate-limit count, its data), which may be out of reach: 503.
      const expected = new Set<string>(['503']);
      if (!call.public || vendorToken(call)) expected.add('401');
      // A write is refused from another site's page (403), with a body too large (413) or of another type (415),
      // or on a full disk (507); a malformed body is a 400.
      if (WRITES.has(call.method)) for (const status of ['400', '403', '413', '415', '507']) expected.add(status);
      if (/\{\w+\}/.test(call.path)) for (const status of ['400', '404', '414']) expected.add(status);
      if (call.operation.requestBody) expected.add('400');
      const declared = statusesOf(call);
      for (const status of expected) if (!declared.includes(status)) missing.push(`${callKey(call)}: ${status}`);
    }
    expect(missing).toEqual([]);
  });

  it('the answers only some routes give: conflicts, rate limits, a busy password check', () => {
    const declares = (key: string, status: string) => {
      const call = API_CALLS.find((c) => callKey(c) === key);
      return call ? statusesOf(call).includes(status) : `${key} is not in the document`;
    };
    const conflicts = [
      'POST /api/admins',
      'PUT /api/admins/{id}',
      'POST /api/reviews/{id}/decision',
      'POST /api/reviews/{id}/claim',
      'POST /api/vendor/resubmit',
      'POST /api/vegetable/add/category',
      'PUT /category/updateName',
      'POST /transport/add/category',
      'PUT /vegeatable/edit',
      'POST /admin/vendor/verify/{user_id}',
    ];
    const limited = ['POST /api/admin/login', 'POST /api/enquiries', 'POST /api/vendor/apply', 'POST /api/vendor/login', 'GET /api/vendor/me'];
    const hashing = ['POST /api/admin/login', 'POST /api/vendor/apply', 'POST /api/vendor/login', 'PUT /api/admin/password', 'POST /api/admins'];
    const undeclared = [
      ...conflicts.filter((key) => declares(key, '409') !== true).map((key) => `${key}: 409`),
      ...limited.filter((key) => declares(key, '429') !== true).map((key) => `${key}: 429`),
      ...hashing.filter((key) => declares(key, '503') !== true).map((key) => `${key}: 503`),
    ];
    expect(undeclared).toEqual([]);
  });

  it('each error answer is described and has the error body { message, errors? }', () => {
    const problems: string[] = [];
    for (const call of API_CALLS) {
      for (const [status, response] of Object.entries(call.operation.responses) as Array<[string, OpenAPIV3.ResponseObject]>) {
        if (!/^[45]/.test(status)) continue;
        if (response.description === 'Default Response') problems.push(`${callKey(call)}: ${status} says nothing`);
        const schema = response.content?.['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
        const members = (schema?.anyOf ?? [schema]) as Array<OpenAPIV3.SchemaObject | undefined>;
        if (!members.some((member) => member?.required?.includes('message'))) problems.push(`${callKey(call)}: ${status} has no { message }`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('POST /api/vendor/apply and POST /api/enquiries declare their request bodies (the enquiry also as a plain form post)', () => {
    const body = (key: string) => API_CALLS.find((call) => callKey(call) === key)?.operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
    const enquiry = body('POST /api/enquiries')?.content ?? {};
    expect(Object.keys(enquiry).sort()).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    for (const media of Object.values(enquiry)) {
      expect((media.schema as OpenAPIV3.SchemaObject).required).toEqual(expect.arrayContaining(['name', 'business', 'phoneNumber', 'city', 'needs']));
    }
    const answers = API_CALLS.find((call) => callKey(call) === 'POST /api/enquiries')?.operation.responses as Record<string, OpenAPIV3.ResponseObject>;
    expect(answers['303']).toEqual({ description: expect.any(String) });
    for (const status of ['400', '429']) expect(Object.keys(answers[status]?.content ?? {}).sort()).toEqual(['application/json', 'text/html']);
    const application = body('POST /api/vendor/apply')?.content['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
    const kinds = (application?.oneOf ?? application?.anyOf ?? []) as OpenAPIV3.SchemaObject[];
    expect(kinds.map((kind) => (kind.properties?.category as OpenAPIV3.SchemaObject).enum?.[0]).sort()).toEqual([...VENDOR_KINDS].sort());
    for (const kind of kinds) expect(kind.required).toEqual(expect.arrayContaining(['category', 'name', 'phoneNumber', 'password']));
  });
});

describe('answers to bad requests are the declared ones (and fit the declared error body)', () => {
  /** Every answer of the sweep below, by call; the test server checks the bodies itself (tests/helpers/server.ts). */
  const seen = new Map<string, Set<number>>();
  const undeclared: string[] = [];
  const send = async (call: ContractCall, options: { url?: string; headers?: Record<string, string>; payload?: string }) => {
    const cookie = call.public ? undefined : adminCookie;
    const res = await server.app.inject({
      method: call.method,
      url: options.url ?? samplePath(call.path),
      headers: { ...(cookie ? { cookie } : {}), ...(vendorToken(call) ? { authorization: 'Bearer not-a-session' } : {}), ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });
    if (!statusesOf(call).includes(String(res.statusCode))) undeclared.push(`${callKey(call)} answered ${res.statusCode}: ${res.body.slice(0, 120)}`);
    const statuses = seen.get(callKey(call)) ?? new Set<number>();
    seen.set(callKey(call), statuses.add(res.statusCode));
    return res.statusCode;
  };
  let adminCookie = '';

  it('every call: refused from another site, too large, of another type, malformed, too long a parameter, an unknown record', async () => {
    adminCookie = await server.login();
    const answers = { crossSite: new Set<number>(), tooLarge: new Set<number>(), wrongType: new Set<number>(), malformed: new Set<number>(), longParam: new Set<number>() };
    for (const call of API_CALLS) {
      if (call.path === '/api/admin/logout') continue;
      if (WRITES.has(call.method)) {
        const json = { 'content-type': 'application/json' };
        answers.crossSite.add(await send(call, { headers: { ...json, origin: 'https://elsewhere.example' }, payload: '{}' }));
        answers.tooLarge.add(await send(call, { headers: json, payload: JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }) }));
        answers.wrongType.add(await send(call, { headers: { 'content-type': 'text/plain' }, payload: 'hello' }));
        answers.malformed.add(await send(call, { headers: json, payload: '{"name": ' }));
      }
      if (/\{\w+\}/.test(call.path)) {
        answers.longParam.add(await send(call, { url: call.path.replace(/\{\w+\}/g, '9'.repeat(150)) }));
        if (call.method === 'GET') await send(call, { url: call.path.replace(/\{\w+\}/g, (hole) => (hole === '{kind}' ? 'vegetable' : '987654')) });
      }
    }
    expect(undeclared).toEqual([]);
    // The answers the document declares are the ones the server gives for these requests.
    expect([...answers.crossSite]).toEqual([403]);
    expect([...answers.tooLarge]).toEqual([413]);
    expect([...answers.wrongType]).toEqual([415]);
    expect([...answers.malformed]).toEqual([400]);
    expect([...answers.longParam]).toEqual([414]);
    expect([...seen.values()].some((statuses) => statuses.has(404))).toBe(true);
  }, 120_000);
});

describe('test servers check every answer against its declaration', () => {
  /** A one-route app with the document's hooks; `answer` picks what the route sends. */
  async function appWith(answer: (id: string) => { status: number; body: unknown }) {
    const problems: string[] = [];
    const app = Fastify({ logger: false });
    await registerOpenApi(app, { sessionCookie: 'sid', report: (problem) => problems.push(problem) });
    const schema = { tags: ['things'], params: z.object({ id: z.string() }), response: { 200: z.object({ id: z.number(), name: z.string().nullable() }) } };
    app.route({
      method: 'GET',
      url: '/things/:id',
      schema,
      handler: async (request, reply) => {
        const { status, body } = answer((request.params as { id: string }).id);
        return reply.code(status as 200).send(body as never);
      },
    });
    await app.ready();
    return { app, problems };
  }

  it('reports an undeclared status, a body that does not fit, and a field the schema does not declare; passes declared answers', async () => {
    const answers: Record<string, { status: number; body: unknown }> = {
      good: { status: 200, body: { id: 1, name: null } },
      missing: { status: 404, body: { message: 'Thing not found' } },
      teapot: { status: 418, body: { message: 'I am a teapot' } },
      wrong: { status: 200, body: { id: '1', name: 'a' } },
      extra: { status: 200, body: { id: 1, name: 'a', secret: 'x' } },
      badError: { status: 404, body: { error: 'Not Found' } },
    };
    const { app, problems } = await appWith((id) => answers[id] ?? { status: 500, body: {} });
    try {
      for (const id of Object.keys(answers)) await app.inject({ method: 'GET', url: `/things/${id}` });
      expect(problems).toEqual([
        expect.stringMatching(/^GET \/things\/:id answered 418, a status it does not declare/),
        expect.stringMatching(/^GET \/things\/:id answered 200, a body that does not fit its schema:[\s\S]*id/),
        'GET /things/:id answered 200, with body.secret that its schema does not declare',
        expect.stringMatching(/^GET \/things\/:id answered 404, a body that does not fit its schema:[\s\S]*message/),
      ]);
    } finally {
      await app.close();
    }
  });
});

const TABLE_BEGIN = '<!-- openapi-table:begin (generated from GET /api/openapi.json, see tests/server/openapi.test.ts) -->';
const TABLE_END = '<!-- openapi-table:end -->';

/** One row per operation: area, call, who may call it. */
function operationTable(): string {
  const rows = contract
    .filter((call) => call.area !== 'media')
    .map((call) => {
      const permission = (call.operation as unknown as Record<string, unknown>)['x-permission'];
      const who = call.public ? (call.operation.security ? 'vendor token' : 'public') : `admin session: \`${String(permission)}\``;
      return `| ${call.area} | \`${callKey(call)}\` | ${who} |`;
    });
  return ['| Area | Call | Needs |', '| --- | --- | --- |', ...rows].join('\n');
}

describe('the docs\' endpoint tables agree with the document', () => {
  const ROOT = path.resolve(import.meta.dirname, '../..');
  const DOCS = [...fs.readdirSync(path.join(ROOT, 'docs')).map((name) => `docs/${name}`), 'README.md'].filter((file) => file.endsWith('.md'));
  /** The docs that state this server's contract (others may describe other backends or pages). */
  const CONTRACT_DOCS = /^(README\.md|docs\/(server-[\w-]+|data-provider|landing)\.md)$/;
  const CALL_IN_TABLE = /`(GET|POST|PUT|DELETE|PATCH) (\/[^`\s?]*)[^`]*`|\|\s*(GET|POST|PUT|DELETE|PATCH)\s*\|\s*`(\/[^`\s?]*)[^`]*`/g;

  /** Every "METHOD /path" written in a table row of the docs, by file. */
  const tableCalls = DOCS.flatMap((file) =>
    fs
      .readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('|'))
      .flatMap((line) => [...line.matchAll(CALL_IN_TABLE)].map((m) => ({ file, key: `${m[1] ?? m[3]} ${shape(m[2] ?? m[4] ?? '')}` }))),
  );
  const documented = new Set(contract.map((call) => `${call.method} ${shape(call.path)}`));

  it('every call in a contract doc\'s table (server-*, data-provider, landing, README) exists in the document', () => {
    expect(tableCalls.length).toBeGreaterThan(80);
    expect(tableCalls.filter((call) => CONTRACT_DOCS.test(call.file) && !documented.has(call.key)).map((call) => `${call.file}: ${call.key}`)).toEqual([]);
  });

  it('docs/server-routes.md shows the table of every operation generated from the document', () => {
    const file = path.join(ROOT, 'docs/server-routes.md');
    const doc = fs.readFileSync(file, 'utf8');
    const begin = doc.indexOf(TABLE_BEGIN);
    const end = doc.indexOf(TABLE_END);
    expect(begin, `docs/server-routes.md needs the ${TABLE_BEGIN} marker`).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(begin);
    const expected = `${TABLE_BEGIN}\n${operationTable()}\n${TABLE_END}`;
    const actual = doc.slice(begin, end + TABLE_END.length);
    if (process.env.UPDATE_GENERATED_DOCS === '1' && actual !== expected) {
      fs.writeFileSync(file, doc.slice(0, begin) + expected + doc.slice(end + TABLE_END.length));
      return;
    }
    expect(actual).toBe(expected);
  });
});
