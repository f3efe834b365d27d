/**
 * The server's view of a vendor kind, derived from its declaration (src/domain/vendorKinds): storage (table and
 * field mapping), the route paths in Fastify syntax, the edit schema and the media folders. Every vendor route is
 * generated from these objects; the registry is the one the app plugin was given (app.vendorKinds).
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { VendorKind } from '../../../src/domain/constants.ts';
import type { MediaFolder } from '../../../src/domain/media.ts';
import { editSchemaOf } from '../../../src/domain/vendorKinds/validators.ts';
import {
  endpointParts,
  VENDOR_KIND_DECLARATIONS,
  type EndpointSpec,
  type VendorKindDeclaration,
  type VendorKindRegistry,
} from '../../../src/domain/vendorKinds/index.ts';
import type { ColumnRef, VendorTable } from '../../repositories/vendorsTable.ts';
import { endpointRoute } from '../endpointRoute.ts';

/** What every kind's edit payload has in common once validated. */
export type VendorEdit = { user_id: number; phoneNumber: string; password?: string | undefined } & Record<string, unknown>;

/** A vendor kind as this server serves it (the admin's own view is src/dataProvider/legacy/vendorKind.ts). */
export interface ServedVendorKind extends VendorTable {
  /** "Vegetable vendor", used in 404 messages. */
  label: string;
  media: { images: MediaFolder; stories: MediaFolder };
  editSchema: z.ZodType<VendorEdit>;
  paths: {
    unverifiedList: string;
    verifiedList: string;
    images: string;
    posterUpload: string;
    posterFromImage: string;
    edit: string;
    verify: { method: 'POST' | 'PUT'; url: string };
    /** The vegetables' approval by phone number. */
    verifyByPhone?: string;
    /** The stories path and the name of its vendor id parameter. */
    stories: { url: string; param: string };
    storyDelete: string;
  };
  /** DELETE of a gallery image and the kinds whose images it deletes (the vegetable path also serves hotels). */
  imageDelete?: { url: string; kinds: readonly string[] };
  declaration: VendorKindDeclaration;
}

/** Fields every record has (vendorsTable BASE_FIELDS); a declaration's field of that name needs no mapping. */
const BASE_RECORD_FIELDS = new Set(['id', 'user_id', 'name', 'phoneNumber', 'email', 'city', 'description', 'verification', 'poster', 'created_at']);

const route = (spec: EndpointSpec) => endpointRoute(spec).url;

export function vendorKindConfig(declaration: VendorKindDeclaration, registry: VendorKindRegistry): ServedVendorKind {
  const { endpoints } = declaration;
  const fields: Record<string, ColumnRef> = {};
  const editable: Record<string, ColumnRef> = {};
  for (const field of declaration.fields) {
    if (!field.column) continue;
    for (const name of [field.name, ...(field.readAs ?? [])]) if (!BASE_RECORD_FIELDS.has(name)) fields[name] = field.column;
    const [written] = field.writeAs ?? [field.name];
    if (written && !field.readOnly) editable[written] = field.column;
  }
  const verify = endpointParts(endpoints.approve);
  const storiesPath = endpointParts(endpoints.stories).path;
  // One route per distinct image-delete path, registered by the first kind that declares it, serving them all.
  const sharing = registry.filter((other) => other.endpoints.deleteImage === endpoints.deleteImage);
  return {
    kind: declaration.kind,
    label: declaration.labels.singular,
    table: declaration.table,
    fields,
    editable,
    media: declaration.media as ServedVendorKind['media'],
    editSchema: editSchemaOf(declaration) as unknown as z.ZodType<VendorEdit>,
    paths: {
      unverifiedList: route(endpoints.unverifiedList),
      verifiedList: route(endpoints.verifiedList),
      images: route(endpoints.images),
      posterUpload: route(endpoints.posterUpload),
      posterFromImage: route(endpoints.posterFromImage),
      edit: route(endpoints.edit),
      verify: { method: verify.method === 'PUT' ? 'PUT' : 'POST', url: route(endpoints.approve) },
      ...(endpoints.verifyByPhone ? { verifyByPhone: route(endpoints.verifyByPhone) } : {}),
      stories: { url: route(endpoints.stories), param: /\{(\w+)\}/.exec(storiesPath)?.[1] ?? 'user_id' },
      storyDelete: route(endpoints.deleteStory),
    },
    ...(sharing[0] === declaration ? { imageDelete: { url: route(endpoints.deleteImage), kinds: sharing.map((k) => k.kind) } } : {}),
    declaration,
  };
}

const configsByRegistry = new WeakMap<VendorKindRegistry, Map<string, ServedVendorKind>>();

/** Kind → config for a registry, derived once. */
export function vendorKindConfigs(registry: VendorKindRegistry): ReadonlyMap<string, ServedVendorKind> {
  let configs = configsByRegistry.get(registry);
  if (!configs) {
    configs = new Map(registry.map((declaration) => [declaration.kind, vendorKindConfig(declaration, registry)]));
    configsByRegistry.set(registry, configs);
  }
  return configs;
}

/** The config of a stored vendor's kind in this app's registry. */
export function configOfKind(app: FastifyInstance, kind: string): ServedVendorKind {
  const config = vendorKindConfigs(app.vendorKinds).get(kind);
  if (!config) throw new Error(`Vendor kind "${kind}" is not in this server's registry`);
  return config;
}

/** The default registry's configs by kind (fixtures and seed of the four product kinds). */
export const VENDOR_KIND_CONFIGS = Object.fromEntries(vendorKindConfigs(VENDOR_KIND_DECLARATIONS)) as Readonly<Record<VendorKind, ServedVendorKind>>;
