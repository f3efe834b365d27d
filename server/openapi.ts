/**
 * Route schemas and the OpenAPI document. Every route declares its params, query, body and responses as zod
 * schemas (fastify-type-provider-zod); the compilers below turn a bad request into the documented
 * `400 { message, errors: { field: text } }`, and @fastify/swagger publishes the document at OPENAPI_PATH.
 * Every operation declares every answer it gives: declareErrors adds the errors a route can give by what it is,
 * the route declares the rest (a 409); the tests check each answer against its declaration (checkResponses).
 */
import { declaredAccess } from './review/permissions.ts';
import type { Permission } from '../src/domain/roles.ts';
import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import { MEDIA_FOLDERS } from '../src/domain/media.ts';
import { fieldErrors } from '../src/domain/schemas.ts';
import { badRequest, notFound } from './errors.ts';
import { errorAnswer } from './routes/responses.ts';

export const OPENAPI_PATH = '/api/openapi.json';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after registerOpenApi, as Fastify saw it (the coverage test compares the document). */
    registeredRoutes: ReadonlyArray<{ method: string; url: string; access?: string }>;
  }
}

/** The app as route modules see it: request parts typed by their zod schemas. */
export type ApiInstance = FastifyInstance extends FastifyInstance<infer S, infer Req, infer Res, infer L>
  ? FastifyInstance<S, Req, Res, L, ZodTypeProvider>
  : never;

/** `security` of every route behind the admin session (app.ts adds the guard; the document says so). */
export const ADMIN_SECURITY = [{ adminSession: [] }];
/** `security` of the vendor portal routes that need the vendor's bearer token. */
export const VENDOR_SECURITY = [{ vendorSession: [] }];

const documentationOnly = new WeakSet<object>();

/**
 * Marks a schema as documentation: it is published in the OpenAPI document but neither validates nor
 * serializes. For multipart forms (the handler reads the parts and checks the bytes) and for bodies sent
 * pre-serialized (the cached vendor lists).
 */
export function documented<S extends z.ZodType>(schema: S): S {
  documentationOnly.add(schema);
  return schema;
}

const bodiless = new WeakSet<object>();

/** An answer without a body (a redirect): the document shows its description and no content. */
export function noBody(description: string): z.ZodNull {
  const schema = z.null().describe(description);
  bodiless.add(schema);
  return schema;
}

/**
 * OpenAPI 3.0's `nullable` only widens a schema's `type`, and an `enum` must list null itself: zod's `.nullable()`
 * of an enum or of a union comes out as `{ enum, nullable }` or `{ anyOf, nullable }`, which a validator reads as
 * refusing null. Written here as 3.0 means it: null in the enum, `nullable` on each member of the union.
 */
function nullableAs30(node: unknown): void {
  if (node === null || typeof node !== 'object') return;
  for (const child of Object.values(node)) nullableAs30(child);
  const schema = node as { nullable?: boolean; type?: unknown; enum?: unknown[]; anyOf?: Array<Record<string, unknown>> };
  if (schema.nullable !== true) return;
  if (schema.enum && !schema.enum.includes(null)) schema.enum.push(null);
  if (schema.type === undefined) {
    for (const member of schema.anyOf ?? []) member.nullable = true;
    delete schema.nullable;
  }
}

/** jsonSchemaTransform, with the answers declared by noBody() written as OpenAPI's content-less responses. */
const transform: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  nullableAs30(output.schema);
  const declared = (input.schema?.response ?? {}) as Record<string, unknown>;
  const responses = (output.schema as { response?: Record<string, unknown> } | undefined)?.response;
  for (const [status, schema] of Object.entries(declared)) {
    if (responses && bodiless.has(schema as object)) responses[status] = { type: 'null', description: (schema as z.ZodNull).description };
  }
  return output;
};

/** A file part of a multipart form, for the document. */
export const formFile = (description: string) => z.string().meta({ format: 'binary', description });

/** Parses a request part with its schema; a failure is a 400 naming every bad field (SPEC section 5 texts). */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, method, url, httpPart }) => {
  if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url}: route schemas are zod schemas (see server/routes/index.ts)`);
  if (documentationOnly.has(schema)) return (data) => ({ value: data });
  return (data) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    // A path id beyond any record's (src/domain/fieldValidation.ts MAX_ID) is a record that is not there.
    if (httpPart === 'params' && result.error.issues.some((issue) => issue.code === 'too_big')) return { error: notFound('Record') };
    return { error: badRequest(fieldErrors(result.error)) };
  };
};

/**
 * Responses are sent as the handlers build them: the response schemas document the legacy shapes (and type
 * the handlers) without stripping a field an old client reads or costing the large lists a validation pass.
 * Buffers and strings (pre-serialized lists) never reach a serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = () => (data) => JSON.stringify(data);

const badInputBody = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.string()).describe('One entry per bad field, with the SPEC section 5 text where a rule exists'),
  })
  .describe('Bad input: a part fails its schema, or the body is not readable (malformed JSON or multipart)');

/** The error answers a route can give by what it is; see declareErrors. */
const ERROR_ANSWERS = {
  400: badInputBody,
  401: errorAnswer('No valid session'),
  403: errorAnswer("Refused: the request came from a page of another site, or (admin routes) the admin's role may not make or see this"),
  404: errorAnswer('No such record'),
  413: errorAnswer('The body, or a multipart form (too many parts, files or fields), is too large'),
  414: errorAnswer('A path parameter is longer than 100 characters'),
  415: errorAnswer('The body is not of a type this route reads (JSON, or multipart/form-data for uploads)'),
  429: errorAnswer('Too many requests from this client; try again after Retry-After seconds'),
  503: errorAnswer('The database cannot be reached or took too long to answer; try again in a moment'),
  507: errorAnswer("The server's disk is full; nothing was saved"),
} as const;

/** The 503 of a route that hashes a password: the busy hash gate gives one as well as the database. */
const BUSY_OR_UNAVAILABLE = errorAnswer(
  'The server is busy checking other passwords (try again after Retry-After seconds), or the database cannot be reached or took too long to answer',
);

/** Methods whose requests Fastify reads a body of (and so can refuse it), and that change state (the CSRF check). */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A body field that names a record to look up: `id`, `categoryId`, `user_id`… */
const RECORD_KEY = /^(id|\w+Id|\w+_id)$/;

/** The top-level keys of a body schema (of each member of a union). */
function bodyKeys(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion) return schema.options.flatMap(bodyKeys);
  return [];
}

/**
 * Adds the error answers a route can give by what Fastify knows of it (explicit declarations win):
 * - 400 where a part is declared (validated, or parsed by the handler), or a body is read (malformed JSON or multipart);
 * - 401 behind a session (`security`); 403 for a write (server/auth/sameOrigin.ts refuses one from another
 *   site, server/review/permissions.ts one outside the admin's role) and for an admin read (outside the role);
 * - 404 and 414 with path parameters (no such record; a parameter beyond Fastify's maxParamLength), 404 with a
 *   body field naming a record (`user_id`, `categoryId`…);
 * - 413, 415 and 507 for a write (body or multipart limits, a body type the route does not read, a full disk);
 * - 429 where `config.rateLimit` is set;
 * - 503 on every route, as nearly every one reads or writes the database (a session, a rate-limit count, its data),
 *   which may be out of reach or too slow (server/faults.ts); where a password is hashed, also a busy
 *   server/auth/hashGate.ts.
 * Specific answers (409, a login's 429) are declared by the routes themselves.
 */
export function declareErrors(route: RouteOptions): void {
  const schema = route.schema;
  if (!schema || schema.hide) return;
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  const add = (status: keyof typeof ERROR_ANSWERS) => {
    response[status] ??= ERROR_ANSWERS[status];
  };
  const writes = [route.method].flat().some((method) => WRITE_METHODS.has(method));
  const keys = bodyKeys(schema.body);
  if (schema.params || schema.querystring || schema.body || writes) add(400);
  if (schema.security?.length) add(401);
  if (schema.params) for (const status of [404, 414] as const) add(status);
  if (keys.some((key) => RECORD_KEY.test(key))) add(404);
  if (writes) for (const status of [403, 413, 415, 507] as const) add(status);
  // An admin read is refused to a role without its permission: one that needs more than reading (a vendor's private
  // documents), or any, to a role given only some areas or no longer in the roles table (src/domain/roles.ts `can`).
  if (!writes && (route.config as { access?: unknown } | undefined)?.access !== undefined) add(403);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) add(429);
  if (keys.some((key) => /password/i.test(key))) response[503] ??= BUSY_OR_UNAVAILABLE;
  add(503);
  route.schema = { ...schema, response };
}

/** The permission an operation needs, published in the document (x-permission; the schema type has no `x-` keys). */
export const permissionDocumented = (permission: Permission): object => ({ 'x-permission': permission });

/** onRoute hook of the admin scope: the document marks every route behind the guard as needing the session (and its 401, 403). */
export function markAdminRoutes(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { security: ADMIN_SECURITY, ...permissionDocumented(declaredAccess(route)), ...route.schema };
    declareErrors(route);
  });
}

/** The error body `{ message, errors? }` (errorBody of routes/responses.ts) as the hand-written paths declare it. */
const ERROR_BODY: OpenAPIV3.SchemaObject = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'string' } } },
};
const errorResponse = (description: string): OpenAPIV3.ResponseObject => ({ description, content: { 'application/json': { schema: ERROR_BODY } } });

/** The static media folders, documented by hand: @fastify/static's routes carry no schema. */
function mediaPaths() {
  const paths: Record<string, OpenAPIV3.PathItemObject> = {};
  for (const folder of Object.values(MEDIA_FOLDERS)) {
    paths[`/${folder}/{name}`] = {
      get: {
        tags: ['media'],
        summary: `A file of ${folder} (public, static)`,
        parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: { description: 'The file' },
          400: errorResponse('The URL is not valid (a bad percent-encoding)'),
          403: errorResponse('Refused: a hidden name (starting with a dot), or one that leaves the folder (.., NUL)'),
          404: errorResponse('No such file'),
          414: errorResponse('The name is longer than 100 characters'),
        },
      },
    };
  }
  return paths;
}

/** The declared answer of a status: its own, its class (`4xx`), or `default`. */
function declaredAnswer(responses: unknown, status: number): unknown {
  const declared = (responses ?? {}) as Record<string, unknown>;
  const range = `${Math.floor(status / 100)}`;
  return declared[status] ?? declared[`${range}xx`] ?? declared[`${range}XX`] ?? declared.default;
}

/**
 * Fields of `sent` that parsing dropped: a `z.object` strips what it does not declare, and the document says
 * `additionalProperties: false` for it, so each is an answer the document does not allow.
 */
function undeclaredFields(sent: unknown, parsed: unknown, at = 'body'): string[] {
  if (sent === null || typeof sent !== 'object' || parsed === null || typeof parsed !== 'object') return [];
  if (Array.isArray(sent)) return sent.flatMap((item, i) => undeclaredFields(item, (parsed as unknown[])[i], `${at}[${i}]`));
  return Object.entries(sent).flatMap(([key, value]) =>
    key in parsed ? undeclaredFields(value, (parsed as Record<string, unknown>)[key], `${at}.${key}`) : [`${at}.${key}`],
  );
}

/** Where a route's answers disagree with its declaration; see checkResponses. */
export type ResponseMismatchReport = (problem: string) => void;

/**
 * For the tests (the app plugin's `checkResponses` option): every answer of a documented route is checked against the
 * route's declaration: its status must be declared, and a JSON body must fit the declared zod schema. The
 * answer is sent unchanged; `report` gets each mismatch (tests/helpers/server.ts fails the test).
 */
function checkResponses(app: FastifyInstance, report: ResponseMismatchReport): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const schema = request.routeOptions.schema;
    if (!schema || schema.hide || !request.routeOptions.url) return payload;
    const where = `${request.method} ${request.routeOptions.url} answered ${reply.statusCode}`;
    const declared = declaredAnswer(schema.response, reply.statusCode);
    if (!declared) {
      report(`${where}, a status it does not declare: ${String(payload).slice(0, 200)}`);
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '').split(';')[0] ?? '';
    // A response declared per content type ({ description, content: { type: { schema } } }): the schema of the type sent.
    const content = (declared as { content?: Record<string, { schema?: unknown }> }).content;
    if (content && payload !== null && payload !== '' && !content[type]) report(`${where} as ${type}, a content type it does not declare`);
    const expected = content ? content[type]?.schema : declared;
    if (type !== 'application/json' || !(expected instanceof z.ZodType) || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    let body: unknown;
    try {
      body = JSON.parse(String(payload));
    } catch {
      report(`${where}: the body is not JSON`);
      return payload;
    }
    const result = expected.safeParse(body);
    if (!result.success) report(`${where}, a body that does not fit its schema:\n${z.prettifyError(result.error)}`);
    else for (const field of undeclaredFields(body, result.data)) report(`${where}, with ${field} that its schema does not declare`);
    return payload;
  });
}

/**
 * Registers @fastify/swagger (before any route) and serves the document, public, at OPENAPI_PATH. With `report`,
 * every answer is checked against its declaration (checkResponses). `sessionCookie`: the admin session cookie's name
 * (it depends on SECURE_COOKIES), for the document's security scheme.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { sessionCookie, report }: { sessionCookie: string; report?: ResponseMismatchReport },
): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const registered: Array<{ method: string; url: string; access?: string }> = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', ({ method, url, config }) => {
    const access = (config as { access?: string } | undefined)?.access;
    for (const one of [method].flat()) registered.push({ method: one, url, ...(access ? { access } : {}) });
  });
  if (report) checkResponses(app, report);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Tamil Nadu HoReCa marketplace API',
        description:
          'The legacy HTTP contract (SPEC section 7, paths verbatim) and this server\'s extensions. Every operation ' +
          'declares the answers it can give: errors are { message, errors? } (bad input: 400 { message, errors: ' +
          '{ field: text } }; admin routes answer 401 without a session and 403 for a write outside the role).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          adminSession: { type: 'apiKey', in: 'cookie', name: sessionCookie },
          vendorSession: { type: 'http', scheme: 'bearer' },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN (GET /metrics, served only when it is set)' },
        },
      },
      paths: mediaPaths(),
    },
    transform,
    // The sites' pages and files carry no tags; every API route declares its tags (the coverage test checks).
    hideUntagged: true,
  });
  app.addHook('onRoute', declareErrors);
  app.get(
    OPENAPI_PATH,
    { schema: { tags: ['meta'], summary: 'This document (public)', response: { 200: z.looseObject({ openapi: z.string() }) } } },
    async () => app.swagger(),
  );
}
