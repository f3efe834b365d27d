/**
 * Extension resources of our server follow ra-data-simple-rest's conventions, so ra-data-simple-rest serves
 * them unchanged over our HTTP client (cookie session, HttpError on failure). No hand-written mapping.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { HttpClient } from './http';

import { COMPLIANCE_PATHS } from '../domain/compliance/documents';
import { STORY_ENDPOINTS } from '../domain/stories';
import { DOCUMENTS_QUEUE_ENDPOINT } from '../domain/documentsQueue';
import { JOB_ENDPOINTS } from '../domain/jobs';

export const EXTENSION_RESOURCES = ['customers', 'reviews', 'audit', 'admins', 'reason-templates', 'expiringDocuments', 'calldesk', 'stories', 'documentsQueue', 'grievances', 'jobs', 'privacyRequests'] as const;
export type ExtensionResource = (typeof EXTENSION_RESOURCES)[number];

export function isExtensionResource(resource: string): resource is ExtensionResource {
  return (EXTENSION_RESOURCES as readonly string[]).includes(resource);
}

/** Resources served under another path than /api/<resource>. */
const RESOURCE_PATHS: Partial<Record<ExtensionResource, string>> = {
  expiringDocuments: COMPLIANCE_PATHS.expiring.replace(/^\/api\//, ''),
  stories: STORY_ENDPOINTS.queue.replace(/^GET \/api\//, ''),
  documentsQueue: DOCUMENTS_QUEUE_ENDPOINT.replace(/^GET \/api\//, ''),
  grievances: 'admin/grievances',
  privacyRequests: 'admin/privacy-requests',
  /** List only: the server has no route for one job (getOne, writes: 404); a retry is the custom method retryJob. */
  jobs: JOB_ENDPOINTS.list.replace(/^GET \/api\//, ''),
};

/** The path after /api/ that serves an extension resource. */
export const pathOf = (resource: string): string => RESOURCE_PATHS[resource as ExtensionResource] ?? resource;

export function createExtensionProvider(http: HttpClient): DataProvider {
  const provider = simpleRestProvider(`${http.origin}/api`, (url, options = {}) => http.request(url, options));
  return Object.fromEntries(
    Object.entries(provider).map(([name, method]) => [name, (resource: string, ...rest: unknown[]) => (method as (...args: unknown[]) => unknown)(pathOf(resource), ...rest)]),
  ) as unknown as DataProvider;
}
