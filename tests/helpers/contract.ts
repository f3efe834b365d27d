/**
 * The HTTP contract as the server publishes it: every operation of GET /api/openapi.json (SPEC section 7
 * verbatim, typos included, plus our extensions and the static media folders). An operation whose `security`
 * names `adminSession` needs the admin session; every other one is public. Its first tag is its area.
 * Path parameters are written {name}; `samplePath` fills them with harmless sample values.
 */
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { startServer } from './server.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface ContractCall {
  method: Method;
  path: string;
  /** Works without an admin session (the vendor portal has its own bearer token). */
  public: boolean;
  area: string;
  operation: OpenAPIV3.OperationObject;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** The served document (the same request any client makes). */
export async function openApiDocument(app: FastifyInstance): Promise<OpenAPIV3.Document> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
  return res.json();
}

export function contractOf(document: OpenAPIV3.Document): ContractCall[] {
  const calls: ContractCall[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      calls.push({
        method: method.toUpperCase() as Method,
        path,
        public: !(operation.security ?? []).some((requirement) => 'adminSession' in requirement),
        area: operation.tags?.[0] ?? 'untagged',
        operation,
      });
    }
  }
  return calls;
}

/** The contract of a running app. */
export async function loadContract(app: FastifyInstance): Promise<ContractCall[]> {
  return contractOf(await openApiDocument(app));
}

/** The contract of a server started for the purpose (for test files that list it before their own server starts). */
export async function servedContract(): Promise<ContractCall[]> {
  const server = await startServer();
  try {
    return await loadContract(server.app);
  } finally {
    await server.close();
  }
}

const SAMPLE_PARAMS: Record<string, string> = {
  user_id: '1',
  userId: '1',
  id: '1',
  categoryId: '1',
  storyId: '1',
  imageName: 'sample.png',
  phoneNumber: '9876543210',
  phone: '9876543210',
  name: 'sample.png',
  kind: 'vegetable',
  requirement: 'fssai',
  purpose: 'reminders',
};

/** The path with every {param} replaced by a sample value. */
export function samplePath(template: string): string {
  return template.replace(/\{(\w+)\}/g, (_, param: string) => {
    const value = SAMPLE_PARAMS[param];
    if (value === undefined) throw new Error(`no sample value for {${param}} in ${template}`);
    return value;
  });
}

/** The calls of one area (the operation's first tag), e.g. to check that each has its contract test. */
export const callsOf = (contract: readonly ContractCall[], area: string) => contract.filter((call) => call.area === area);

/** "PUT /updateNotes/{id}": the key contract tests use in their names. */
export const callKey = (call: Pick<ContractCall, 'method' | 'path'>) => `${call.method} ${call.path}`;
