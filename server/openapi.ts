/**
 * Route schemas and the OpenAPI document. Every route declares its params, query, body and responses as zod
 * schemas (fastify-type-provider-zod); the compilers below turn a bad request into the documented
 * `400 { message, errors: { field: text } }`, and @fastify/swagger publishes the document at OPENAPI_PATH.
 */
import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import { MEDIA_FOLDERS } from '../src/domain/media.ts';
import { fieldErrors } from '../src/domain/schemas.ts';
import { sessionCookieName } from './auth/sessions.ts';
import { badRequest } from './errors.ts';

export const OPENAPI_PATH = '/api/openapi.json';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after registerOpenApi, as Fastify saw it (the coverage test compares the document). */
    registeredRoutes: ReadonlyArray<{ method: string; url: string }>;
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

/** A file part of a multipart form, for the document. */
export const formFile = (description: string) => z.string().meta({ format: 'binary', description });

/** Parses a request part with its schema; a failure is a 400 naming every bad field (SPEC section 5 texts). */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, method, url }) => {
  if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url}: route schemas are zod schemas (see server/routes/index.ts)`);
  if (documentationOnly.has(schema)) return (data) => ({ value: data });
  return (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: badRequest(fieldErrors(result.error)) };
  };
};

/**
 * Responses are sent as the handlers build them: the response schemas document the legacy shapes (and type
 * the handlers) without stripping a field an old client reads or costing the large lists a validation pass.
 * Buffers and strings (pre-serialized lists) never reach a serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = () => (data) => JSON.stringify(data);

const errorBody = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });
const badInputBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).describe('One entry per bad field, with the SPEC section 5 text where a rule exists'),
});

/** onRoute hook of the admin scope: the document marks every route behind the guard as needing the session (and its 401). */
export function markAdminRoutes(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    route.schema = { security: ADMIN_SECURITY, ...schema, response: { 401: errorBody, ...(schema.response as object | undefined) } };
  });
}

/** Adds the uniform error answers to each documented route: 400 where a part is validated, 401 behind a session. */
function documentErrors(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    if (!schema || schema.hide) return;
    const response = { ...(schema.response as Record<string, unknown> | undefined) };
    const validated = [schema.params, schema.querystring, schema.body].some((part) => part && !documentationOnly.has(part));
    if (validated || schema.consumes) response[400] ??= badInputBody;
    if (schema.security) response[401] ??= errorBody;
    route.schema = { ...schema, response };
  });
}

/** The static media folders, documented by hand: @fastify/static's routes carry no schema. */
function mediaPaths() {
  const paths: Record<string, OpenAPIV3.PathItemObject> = {};
  for (const folder of Object.values(MEDIA_FOLDERS)) {
    paths[`/${folder}/{name}`] = {
      get: {
        tags: ['media'],
        summary: `A file of ${folder} (public, static)`,
        parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 200: { description: 'The file' }, 404: { description: 'No such file' } },
      },
    };
  }
  return paths;
}

/** Registers @fastify/swagger (before any route) and serves the document, public, at OPENAPI_PATH. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const registered: Array<{ method: string; url: string }> = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) registered.push({ method: one, url });
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Tamil Nadu HoReCa marketplace API',
        description:
          'The legacy HTTP contract (SPEC section 7, paths verbatim) and this server\'s extensions. Bad input answers ' +
          '400 { message, errors: { field: text } }; admin routes answer 401 { message } without a session.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          adminSession: { type: 'apiKey', in: 'cookie', name: sessionCookieName(app.config) },
          vendorSession: { type: 'http', scheme: 'bearer' },
        },
      },
      paths: mediaPaths(),
    },
    transform: jsonSchemaTransform,
    // The sites' pages and files carry no tags; every API route declares its tags (the coverage test checks).
    hideUntagged: true,
  });
  documentErrors(app);
  app.get(
    OPENAPI_PATH,
    { schema: { tags: ['meta'], summary: 'This document (public)', response: { 200: z.looseObject({ openapi: z.string() }) } } },
    async () => app.swagger(),
  );
}
