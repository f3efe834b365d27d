/**
 * Our real server as a backend that does not offer some extensions: the fetch passes every call through and
 * only drops those names from the capability document, so the admin takes its legacy-core paths (e.g. the
 * whole-list path instead of `pagedLists`) against the same server and data.
 */
import { CAPABILITIES_PATH, type CapabilityDocument, type Extension } from '../../src/domain/capabilities';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export function withoutExtensions(fetch: Fetch, hidden: readonly Extension[]): Fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (new URL(input).pathname !== CAPABILITIES_PATH || !response.ok) return response;
    const document = (await response.json()) as CapabilityDocument;
    const offered: CapabilityDocument = { ...document, extensions: document.extensions.filter((name) => !hidden.includes(name)) };
    return new Response(JSON.stringify(offered), { status: response.status, headers: response.headers });
  };
}
