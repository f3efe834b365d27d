/**
 * What server and admin derive alike from a declaration (its edit payload's schema: ./validators.ts): the payload builder, the
 * record's alternate spellings, the searched fields, the endpoints as method + path, and which features a
 * backend offers for the kind.
 */
import type { Capabilities } from '../capabilities';
import {
  payloadNames,
  type EndpointSpec,
  type VendorEndpointName,
  type VendorFieldDeclaration,
  type VendorKindDeclaration,
  type VendorSubQueue,
} from './types';

/** Every media folder the kinds of a registry store files in. */
export function mediaFoldersOf(registry: readonly VendorKindDeclaration[]): string[] {
  return [...new Set(registry.flatMap((kind) => [kind.media.images, kind.media.stories]))];
}

export interface EndpointParts {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path template with `{param}` holes. */
  path: string;
}

export function endpointParts(spec: EndpointSpec): EndpointParts {
  const [method, path] = spec.split(' ') as [EndpointParts['method'], string];
  return { method, path };
}

/** The fields the edit payload carries, each under its first payload name. */
export const written = (kind: VendorKindDeclaration) => kind.fields.filter((field) => payloadNames(field).length > 0);

/** Canonical record field → the other spellings the record carries (SPEC section 3: storeName, PhoneNumber...). */
export function aliasesOf(kind: VendorKindDeclaration): Record<string, readonly string[]> {
  return Object.fromEntries(kind.fields.filter((field) => field.readAs?.length).map((field) => [field.name, field.readAs ?? []]));
}

export function searchFieldsOf(kind: VendorKindDeclaration): string[] {
  return kind.fields.filter((field) => field.search).flatMap((field) => [field.name, ...(field.readAs ?? [])]);
}

/** Payload name → record field, so a 400 on a payload name lands on the form input of the record field. */
export function payloadFieldToRecordField(kind: VendorKindDeclaration): Record<string, string> {
  return Object.fromEntries(
    kind.fields.flatMap((field) => payloadNames(field).filter((name) => name !== field.name).map((name) => [name, field.name])),
  );
}

/** Record field → payload name where they differ (the form edits record fields, the schema checks payload names). */
export function recordFieldToPayloadField(kind: VendorKindDeclaration): Record<string, string> {
  return Object.fromEntries(Object.entries(payloadFieldToRecordField(kind)).filter(([payload, record]) => payloadNames(fieldNamed(kind, record))[0] === payload).map(([payload, record]) => [record, payload]));
}

const fieldNamed = (kind: VendorKindDeclaration, name: string): VendorFieldDeclaration => {
  const field = kind.fields.find((f) => f.name === name);
  if (!field) throw new Error(`${kind.kind} declares no field "${name}"`);
  return field;
};

/** The whole edit payload of SPEC section 3 for this kind, from a record plus the admin's changes. */
export function editPayloadOf(kind: VendorKindDeclaration, data: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = { user_id: data.user_id };
  for (const field of written(kind)) {
    const value = valueOf(field, data);
    if (field.type === 'password' && !(typeof value === 'string' && value.trim() !== '')) continue;
    if (field.sendWhenSet && (value === undefined || value === null || value === '')) continue;
    for (const name of payloadNames(field)) payload[name] = value;
  }
  return payload;
}

function valueOf(field: VendorFieldDeclaration, data: Record<string, unknown>): unknown {
  const value = data[field.name] ?? field.readAs?.map((alias) => data[alias]).find((v) => v !== undefined);
  // "experience (number)": form inputs may hold a whole number as text.
  if (field.type === 'wholeNumber' && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

/** A vendor feature whose calls our server may offer as extensions only (SPEC 7 has none for some kinds). */
export type VendorFeature = 'lists' | 'delete' | 'stories';

const FEATURE_ENDPOINTS: Record<VendorFeature, readonly VendorEndpointName[]> = {
  lists: ['unverifiedList', 'verifiedList'],
  delete: ['delete'],
  stories: ['stories', 'deleteStory'],
};

/** Whether this backend offers the kind's feature: every call it needs is SPEC 7 or an offered extension. */
export function offersFeature(capabilities: Capabilities, kind: VendorKindDeclaration | undefined, feature: VendorFeature): boolean {
  return FEATURE_ENDPOINTS[feature].every((name) => {
    const needed = kind?.extensions?.[name];
    return needed === undefined || capabilities.has(needed);
  });
}

/** Whether a vendor record belongs to a sub-queue (e.g. hotels of business type Restaurant or Cafe). */
export function inSubQueue(sub: VendorSubQueue, vendor: object): boolean {
  const record = vendor as Record<string, unknown>;
  return Object.entries(sub.filter).every(([field, values]) => values.includes(String(record[field])));
}
