/**
 * The admin's data provider: the legacy adapters (registry in ./legacy) and the extension resources
 * (ra-data-simple-rest) combined by react-admin's combineDataProviders, plus the named custom methods.
 * Screens use `useDataProvider<AppDataProvider>()`.
 */
import { combineDataProviders, type DataProvider } from 'react-admin';
import { createHttpClient, type HttpClientOptions } from './http';
import { withReadCache } from './readCache';
import { createLegacyProvider } from './adapter';
import { legacyAdaptersOf } from './legacy';
import { vendorConfigsOf } from './legacy/vendorKind';
import { VENDOR_KIND_DECLARATIONS, type VendorKindRegistry } from '../domain/vendorKinds';
import { createExtensionProvider, isExtensionResource } from './extensionResources';
import { createCustomMethods } from './customMethods';
import { createCapabilityProbe, sharedCapabilityProbe } from './capabilities';
import type { Capabilities } from '../domain/capabilities';
import { createPagedLists } from './paged';
import type { AppDataProvider } from './types';
import { createComplianceMethods } from './compliance';

export type { AppDataProvider } from './types';
export type * from './types';

export interface DataProviderOptions extends HttpClientOptions {
  /** What the backend offers; defaults to a probe over this provider's HTTP client. */
  capabilities?: () => Promise<Capabilities>;
  /** The vendor kinds to serve (the product's registry by default). */
  vendorKinds?: VendorKindRegistry;
}

export function createDataProvider({ vendorKinds = VENDOR_KIND_DECLARATIONS, ...options }: DataProviderOptions = {}): AppDataProvider {
  const http = withReadCache(createHttpClient(options), options.readCacheMs);
  const capabilities = options.capabilities ?? createCapabilityProbe(http);
  const vendorConfigs = vendorConfigsOf(vendorKinds);
  const paged = createPagedLists(http, capabilities, vendorConfigs);
  const legacy = createLegacyProvider(http, legacyAdaptersOf(vendorKinds), paged);
  const extensions = createExtensionProvider(http);
  const standard: DataProvider = combineDataProviders((resource) => (isExtensionResource(resource) ? extensions : legacy));
  return {
    // combineDataProviders returns a Proxy; spreading reads each standard method through it.
    ...standard,
    ...createCustomMethods(http, capabilities, vendorConfigs),
    ...createComplianceMethods(http),
  } satisfies DataProvider;
}

export const dataProvider: AppDataProvider = createDataProvider({ capabilities: sharedCapabilityProbe });
