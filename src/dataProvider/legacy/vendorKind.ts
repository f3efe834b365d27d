/**
 * One generic adapter for every vendor kind, configured from the kind's declaration (src/domain/vendorKinds):
 * endpoints, searched fields, record spellings and the edit payload. The records are the legacy fields plus
 * `kind` and `posterUrl`, the same from every read method.
 */
import type { Identifier } from 'react-admin';
import { HttpError } from 'react-admin';
import { mediaUrl, type AnyVendor, type MediaFolder } from '../../domain';
import {
  aliasesOf,
  editPayloadOf,
  endpointParts,
  payloadFieldToRecordField,
  searchFieldsOf,
  type VendorEndpointName,
  type VendorKindDeclaration,
  type VendorKindRegistry,
} from '../../domain/vendorKinds';
import type { Endpoint } from '../endpoint';
import { isObject, toFormErrors, type HttpClient } from '../http';
import type { Data, ResourceAdapter } from '../resourceAdapter';
import type { VendorRecord, VendorResource } from '../records';
import { fetchArray } from './lists';
import { goneAfterEdit } from './masterData';
import { readAliases } from '../translate/aliases';
import { settledLists } from '../translate/lists';

export type VendorEndpoints = Record<Exclude<VendorEndpointName, 'verifyByPhone'>, Endpoint> & { verifyByPhone?: Endpoint };

export interface VendorKindConfig {
  resource: VendorResource;
  kind: string;
  declaration: VendorKindDeclaration;
  endpoints: VendorEndpoints;
  media: { images: MediaFolder; stories: MediaFolder };
  searchFields: readonly string[];
  /** Canonical record field → the other SPEC section 3 spellings of it (storename → storeName). */
  aliases: Record<string, readonly string[]>;
  /** The whole edit payload of SPEC section 3 for this kind, from a record plus the admin's changes. */
  toEditPayload(data: Data): Data;
  /** Payload field → record field, so a 400 lands on the form input the admin typed in. */
  payloadFieldToRecordField: Readonly<Record<string, string>>;
}

export function vendorKindConfig(declaration: VendorKindDeclaration): VendorKindConfig {
  const endpoints = Object.fromEntries(
    Object.entries(declaration.endpoints).map(([name, spec]) => [name, endpointParts(spec)]),
  ) as VendorEndpoints;
  return {
    resource: declaration.resource,
    kind: declaration.kind,
    declaration,
    endpoints,
    media: declaration.media as VendorKindConfig['media'],
    searchFields: searchFieldsOf(declaration),
    aliases: aliasesOf(declaration),
    toEditPayload: (data) => editPayloadOf(declaration, data),
    payloadFieldToRecordField: payloadFieldToRecordField(declaration),
  };
}

/** Resource → config of every kind of a registry. */
export function vendorConfigsOf(registry: VendorKindRegistry): Record<VendorResource, VendorKindConfig> {
  return Object.fromEntries(registry.map((declaration) => [declaration.resource, vendorKindConfig(declaration)]));
}

/** A legacy row as the screens read it: either SPEC 3 spelling under the canonical name, plus kind and posterUrl. */
export function toVendorRecord(config: VendorKindConfig, legacy: AnyVendor, origin: string): VendorRecord {
  const row = readAliases(legacy as unknown as Data, config.aliases) as unknown as AnyVendor;
  return { ...row, kind: config.kind, posterUrl: mediaUrl(origin, config.media.images, row.poster) } as VendorRecord;
}

/** What a failed read of the kind's lists says: "Could not load the vegetable vendors". */
/** The catalogue key of a failed list read ("Could not load the vegetable vendors"), derived with the kind's texts. */
export function listsWhat(config: VendorKindConfig): string {
  return `resources.${config.declaration.resource}.action.loadError`;
}

export function vendorAdapter(config: VendorKindConfig): ResourceAdapter<VendorRecord> {
  const { endpoints } = config;
  const what = listsWhat(config);
  const fetchState = async (http: HttpClient, endpoint: Endpoint, signal?: AbortSignal) =>
    (await fetchArray<AnyVendor>(http, endpoint, undefined, signal, what)).map((v) => toVendorRecord(config, v, http.origin));

  async function fetchAll(http: HttpClient, filter: Data, signal?: AbortSignal): Promise<VendorRecord[]> {
    const verified = parseVerified(filter.verified);
    if (verified === true) return fetchState(http, endpoints.verifiedList, signal);
    if (verified === false) return fetchState(http, endpoints.unverifiedList, signal);
    // Each list on its own: one failing list never hides the vendors of the other.
    const results = await Promise.allSettled([
      fetchState(http, endpoints.unverifiedList, signal),
      fetchState(http, endpoints.verifiedList, signal),
    ]);
    return settledLists(results, what);
  }

  return {
    endpoints: {
      getList: [endpoints.unverifiedList, endpoints.verifiedList],
      update: [endpoints.edit, endpoints.unverifiedList, endpoints.verifiedList],
      delete: [endpoints.delete],
    },
    searchFields: config.searchFields,
    endpointFilters: ['verified'],
    fetchAll,
    async update(http, id: Identifier, data) {
      try {
        await http.call(endpoints.edit, { json: config.toEditPayload(data), what: 'app.provider.saveVendor' });
      } catch (error) {
        throw withRecordFieldNames(error, config.payloadFieldToRecordField);
      }
      const stored = (await fetchAll(http, {})).find((record) => String(record.id) === String(id));
      if (!stored) throw goneAfterEdit(config.resource, id);
      return stored;
    },
    async remove(http, record) {
      await http.call(endpoints.delete, { params: { user_id: record.user_id }, what: 'app.provider.deleteUser' });
    },
  };
}

/** Resource → adapter of every kind of a registry. */
export function vendorAdaptersOf(registry: VendorKindRegistry): Record<VendorResource, ResourceAdapter> {
  return Object.fromEntries(Object.entries(vendorConfigsOf(registry)).map(([resource, config]) => [resource, vendorAdapter(config)]));
}

function parseVerified(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

function withRecordFieldNames(error: unknown, rename: Readonly<Record<string, string>>): unknown {
  if (!(error instanceof HttpError) || !isObject(error.body) || !isObject(error.body.errors)) return error;
  const errors = toFormErrors(error.body.errors, rename);
  return new HttpError(error.message, error.status, { ...error.body, errors });
}
