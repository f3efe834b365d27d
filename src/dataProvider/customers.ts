/**
 * Extension resources of our server follow ra-data-simple-rest's conventions, so ra-data-simple-rest serves
 * them unchanged over our HTTP client (cookie session, HttpError on failure). No hand-written mapping.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { HttpClient } from './http';

export const EXTENSION_RESOURCES = ['customers', 'reviews', 'audit', 'admins', 'reason-templates'] as const;
export type ExtensionResource = (typeof EXTENSION_RESOURCES)[number];

export function isExtensionResource(resource: string): resource is ExtensionResource {
  return (EXTENSION_RESOURCES as readonly string[]).includes(resource);
}

export function createExtensionProvider(http: HttpClient): DataProvider {
  return simpleRestProvider(`${http.origin}/api`, (url, options = {}) => http.request(url, options));
}
