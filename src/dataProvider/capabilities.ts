/**
 * The one capability probe of a data provider: GET /api/capabilities once, remembered for the provider's life.
 * Whatever else happens (404 from the legacy backend, an HTML page, a network or CORS failure) means the legacy
 * core; the reason goes to the console, not to the admin, because a legacy backend is a normal deployment.
 */
import { CAPABILITIES_PATH, LEGACY_CORE, parseCapabilities, type Capabilities } from '../domain/capabilities';
import { endpointParts } from '../domain/vendorKinds/derive';
import { createHttpClient, type HttpClient } from './http';

export const capabilitiesEndpoint = endpointParts(`GET ${CAPABILITIES_PATH}`);

export function createCapabilityProbe(http: HttpClient): () => Promise<Capabilities> {
  let probe: Promise<Capabilities> | null = null;
  return () =>
    (probe ??= http.call(capabilitiesEndpoint).then(parseCapabilities, (error: unknown) => {
      console.info('No capability document; using the legacy core of SPEC section 7.', error);
      return LEGACY_CORE;
    }));
}

/** The admin app's one probe, shared by its data provider and its auth provider (one request per page load). */
export const sharedCapabilityProbe = createCapabilityProbe(createHttpClient());
