/**
 * Extension resources of our server follow ra-data-simple-rest's conventions, so ra-data-simple-rest serves
 * them unchanged over our HTTP client (cookie session, HttpError on failure). No hand-written mapping.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { HttpClient } from './http';

import { endpointsOf } from '../domain/endpoints';
import type { OutboxRecord } from '../domain/outbox';
import { outbox, RESOURCE_DECLARATIONS, resourceDeclaration, restBaseOf } from '../domain/resources';

export const EXTENSION_RESOURCES = ['customers', 'reviews', 'audit', 'admins', 'reason-templates', 'expiringDocuments', 'calldesk', 'stories', 'documentsQueue', 'grievances', 'jobs', 'outbox', 'breaches', 'privacyRequests'] as const;
export type ExtensionResource = (typeof EXTENSION_RESOURCES)[number];

export function isExtensionResource(resource: string): resource is ExtensionResource {
  return (EXTENSION_RESOURCES as readonly string[]).includes(resource);
}

/** The outbox is a list; its one write is the retry of a failed message, react-admin's update (below). */
const outboxEndpoints = endpointsOf(outbox.endpoints);

/**
 * The path after /api/ that serves an extension resource: from its declaration's CRUD endpoints
 * (src/domain/resources `restBaseOf`), else its name.
 */
export function pathOf(resource: string): string {
  const declaration = resourceDeclaration(RESOURCE_DECLARATIONS, resource);
  const base = declaration ? restBaseOf(declaration) : undefined;
  return base?.replace(/^\/api\//, '') ?? resource;
}

export function createExtensionProvider(http: HttpClient): DataProvider {
  const provider = simpleRestProvider(`${http.origin}/api`, (url, options = {}) => http.request(url, options));
  const byPath = Object.fromEntries(
    Object.entries(provider).map(([name, method]) => [name, (resource: string, ...rest: unknown[]) => (method as (...args: unknown[]) => unknown)(pathOf(resource), ...rest)]),
  ) as unknown as DataProvider;
  return {
    ...byPath,
    // The outbox's retry as react-admin's update, so its screen uses useUpdate and the list shows the answer.
    update: async (resource, params) => {
      if (resource !== 'outbox') return byPath.update(resource, params);
      const record = (await http.call(outboxEndpoints.retry, { params: { id: params.id }, json: {}, what: 'app.provider.retryOutbox' })) as OutboxRecord;
      return { data: record as never };
    },
  };
}
