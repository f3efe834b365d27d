/**
 * One generic adapter for the four vendor kinds. A kind is a config (endpoints, searched fields, edit payload
 * builder); the records are the legacy fields plus `kind` and `posterUrl`, the same from every read method.
 */
import type { Identifier } from 'react-admin';
import { HttpError } from 'react-admin';
import { VENDOR_MEDIA, mediaUrl, type AnyVendor, type VendorKind } from '../../domain';
import type { Endpoint } from '../endpoint';
import { isObject, toFormErrors, type HttpClient } from '../http';
import type { Data, ResourceAdapter } from '../adapter';
import type { VendorRecord, VendorResource } from '../types';
import { fetchArray } from './lists';
import { readAliases, type Aliases } from '../translate/aliases';
import { settledLists } from '../translate/lists';

export interface VendorEndpoints {
  unverifiedList: Endpoint;
  verifiedList: Endpoint;
  edit: Endpoint;
  delete: Endpoint;
  approve: Endpoint;
  images: Endpoint;
  deleteImage: Endpoint;
  posterUpload: Endpoint;
  posterFromImage: Endpoint;
  stories: Endpoint;
  deleteStory: Endpoint;
}

export interface VendorKindConfig {
  resource: VendorResource;
  kind: VendorKind;
  endpoints: VendorEndpoints;
  searchFields: readonly string[];
  /** The whole edit payload of SPEC section 3 for this kind, from a record plus the admin's changes. */
  toEditPayload(data: Data): Data;
  /** Payload field → record field, so a 400 lands on the form input the admin typed in. */
  payloadFieldToRecordField: Readonly<Record<string, string>>;
  /** Canonical record field → the other spellings SPEC section 3 names for it. */
  aliases?: Aliases;
}

/** The kind's name in notifications ("Could not load the vegetable vendors"). */
const KIND_WORDS: Record<VendorKind, string> = {
  vegetable: 'vegetable vendors',
  professional: 'professionals',
  transport: 'transport providers',
  hotel: 'hotels',
};

export function toVendorRecord(kind: VendorKind, legacy: AnyVendor, origin: string, aliases: Aliases = {}): VendorRecord {
  const row = readAliases(legacy as unknown as Data, aliases) as unknown as AnyVendor;
  return { ...row, kind, posterUrl: mediaUrl(origin, VENDOR_MEDIA[kind].images, row.poster) } as VendorRecord;
}

/** `password` is sent only when the admin typed a new one. */
export function newPasswordOf(data: Data): { password?: string } {
  return typeof data.password === 'string' && data.password.trim() !== '' ? { password: data.password } : {};
}

export function vendorAdapter(config: VendorKindConfig): ResourceAdapter<VendorRecord> {
  const { endpoints, kind } = config;
  const what = `Could not load the ${KIND_WORDS[kind]}`;
  const fetchState = async (http: HttpClient, endpoint: Endpoint, signal?: AbortSignal) =>
    (await fetchArray<AnyVendor>(http, endpoint, undefined, signal, what)).map((v) =>
      toVendorRecord(kind, v, http.origin, config.aliases),
    );

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
        await http.call(endpoints.edit, { json: config.toEditPayload(data), what: 'Could not save the vendor' });
      } catch (error) {
        throw withRecordFieldNames(error, config.payloadFieldToRecordField);
      }
      const stored = (await fetchAll(http, {})).find((record) => String(record.id) === String(id));
      if (!stored) throw new HttpError(`${config.resource} #${id} disappeared after the edit`, 404, null);
      return stored;
    },
    async remove(http, record) {
      await http.call(endpoints.delete, { params: { user_id: record.user_id }, what: 'Could not delete the user' });
    },
  };
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
