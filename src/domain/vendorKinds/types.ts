/**
 * What a vendor kind is, as data: everything the server routes and SQL, the admin's adapter and screens, the
 * seed and the docs need to know about one kind. Each kind is one `VendorKindDeclaration` in this folder;
 * `checkRegistry` (index.ts) refuses a registry whose kinds share an id, resource or table.
 */
import type { Extension } from '../capabilities';
import type { FieldRule } from './fieldRules';
import type { RequirementDeclaration } from '../compliance/requirements';

/** How a field is shown and entered. */
export type VendorFieldType =
  | 'text'
  | 'longText'
  | 'phone'
  | 'email'
  | 'rating'
  | 'wholeNumber'
  | 'city'
  | 'shopNumber'
  | 'mapsLink'
  | 'password'
  | 'choice'
  /** A choice whose options are another resource's records (the transport vehicle type). */
  | 'reference';

/** Where a field is stored on our server: the shared vendor_users row or the kind's profile table. */
export type ColumnRef = `user.${string}` | `profile.${string}`;

/** SQL type of a profile column created from the declaration. */
export type ColumnType = 'TEXT' | 'INTEGER' | 'REAL';

export interface VendorFieldDeclaration {
  /** The record field (SPEC section 3 spelling) the admin reads, lists, shows and edits. */
  name: string;
  /** English label of the field (detail row, column header, form input). */
  label: string;
  /** The same label in Tamil (required: a field without its Tamil does not type-check). */
  ta: string;
  /**
   * The Tamil the vendor portal's form uses for the field's SPEC form label (`applyLabelOf`), when it is not `ta`
   * (the admin says இடம் where the portal says இருப்பிடம்).
   */
  taApply?: string;
  type: VendorFieldType;
  /** Stored in this column; absent for a field our server does not store (the write-only password). */
  column?: ColumnRef;
  /** Other SPEC section 3 spellings the record carries with the same value (e.g. storeName for storename). */
  readAs?: readonly string[];
  /**
   * Names the edit payload writes this field under, first one read by the server. Default `[name]`;
   * `[]` keeps the field out of the payload.
   */
  writeAs?: readonly string[];
  /** Validation of the (first) payload name: a rule of ./fieldRules.ts (its schema: ./validators.ts). */
  validate?: FieldRule;
  /** Sent back as read but never written by the edit (the vegetable payload's `verification`). */
  readOnly?: boolean;
  /** Sent only when it has a value (the hotel payload's city). */
  sendWhenSet?: boolean;
  /** Shown on the detail page (default true). */
  detail?: boolean;
  /** An input of the edit form (default: true when the payload writes it). */
  form?: boolean;
  /** Matched by the list search. */
  search?: boolean;
  /** Asked in the vendor portal's application (and its resubmission, phone and password aside). */
  apply?: boolean;
  /** Options of a 'choice' field; of a 'reference' field, the resource and the record field used. */
  choices?: readonly string[];
  /** Options of a 'choice' field in Tamil, by option (the value sent stays the English option). */
  choicesTa?: Readonly<Record<string, string>>;
  reference?: { resource: string; field: string; emptyText: string; loadingText: string; ta: { emptyText: string; loadingText: string } };
  /** SQL type and default of a profile column (default TEXT, ''). */
  sql?: { type: ColumnType; default: string | number };
}

/** One call of SPEC section 7 (or of our extensions) in one syntax: `'PUT /vegeatable/edit'`, `{param}` holes. */
export type EndpointSpec = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

export interface VendorEndpointSpecs {
  unverifiedList: EndpointSpec;
  verifiedList: EndpointSpec;
  edit: EndpointSpec;
  delete: EndpointSpec;
  approve: EndpointSpec;
  images: EndpointSpec;
  deleteImage: EndpointSpec;
  posterUpload: EndpointSpec;
  posterFromImage: EndpointSpec;
  stories: EndpointSpec;
  deleteStory: EndpointSpec;
  /** The vegetables' "Verify Vendor" by phone number. */
  verifyByPhone?: EndpointSpec;
}
export type VendorEndpointName = keyof VendorEndpointSpecs;

/** A filtered queue inside a kind, e.g. the hotels of business type Restaurant or Cafe. */
export interface VendorSubQueue {
  /** Path segment after the state: /hotels/verified/<path>. */
  path: string;
  filter: Record<string, readonly string[]>;
  /** `menu`: the admin menu's entry of its unverified queue (default `tile`). */
  labels: SubQueueLabels;
  /** The same labels in Tamil. */
  ta: SubQueueLabels;
}

export interface SubQueueLabels { tile: string; unverifiedTitle: string; verifiedTitle: string; empty: string; emptyUnverified: string; menu?: string }

/** The seeded random source a demo generator draws from (server/db/seed/random.ts), in the order it asks. */
export interface SeedRandom {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/**
 * One demo vendor as the seed hands it to its kind's generator: what is already drawn, and helpers that draw more
 * from the same `random` (the seed stays deterministic only if a generator draws in a fixed order).
 */
export interface VendorSeedContext {
  /** The vendor's position within its kind, from 0. */
  index: number;
  random: SeedRandom;
  city: { name: string; rto: string };
  /** Whether the vendor writes its names and address in Tamil script: `first`, `area`, `address` and `place` are. */
  tamil: boolean;
  /** The city as the vendor writes it (its Tamil name for a Tamil vendor); `city.name` is the stored city. */
  place: string;
  /** The vendor's first name. */
  first: string;
  area: string;
  /** Door number, street, area, city and PIN. */
  address: string;
  /** Ten digits, unique within the kind. */
  shopNumber: string;
  /** A Google Maps link near the city (draws twice). */
  mapLink(): string;
  /** A review rating from 2.8 to 5.0 (draws once). */
  rating(): number;
  /** Names of the seeded records of a master resource ('vegetableCategories'), the active ones only. */
  masterNames(resource: string): readonly string[];
}

/** How the demo seed makes a kind's vendors; every part has a default, so a kind may declare none of it. */
export interface VendorKindSeed {
  /** Base hue of the demo pictures, in degrees (default: from the kind's position in the registry). */
  hue?: number;
  /** Demo file names and e-mails carry it: demo-veg-00001-1.png (default: the kind's first three letters). */
  prefix?: string;
  /** Keeps the kind's demo phone numbers apart from other kinds' (default: from the kind's position). */
  phoneOffset?: number;
  /** The profile row's values by column and the vendor's description (default: values from the fields' types). */
  profile?(ctx: VendorSeedContext): { description: string; values: Record<string, string | number> };
}

/** The kind's own texts (its name, titles, empty states), in one language. */
export interface VendorKindLabels {
  /** Singular name used in 404 messages: 'Vegetable vendor'. */
  singular: string;
  /** react-admin resource name: 'Vegetable Vendor |||| Vegetable Vendors'. */
  name: string;
  /** The kind's tile on the vendor tile screens. */
  tile: string;
  unverifiedTitle: string;
  verifiedTitle: string;
  empty: string;
  emptyUnverified: string;
  /** Detail page text when the record cannot be read. */
  missing: string;
  /** The kind as the vendor portal's forms offer it ('Vegetable store'); default `singular`. */
  portal?: string;
  /**
   * The admin menu's entry of the unverified queue, with its badge. Default (and best): the kind's `name`, so menu,
   * titles and audit call the kind alike; the tile keeps the SPEC's word.
   */
  menu?: string;
}

export interface VendorKindDeclaration {
  /** Kind id stored in vendor_users.kind and used by the vendor portal: 'vegetable'. */
  kind: string;
  /** Admin resource name; admin URLs depend on it: /admin/vegetableVendors/12/show. */
  resource: string;
  labels: VendorKindLabels;
  /** The kind's texts in Tamil: its labels (each English one), and the poster messages when it has its own. */
  ta: { labels: VendorKindLabels; posterMessages?: { success: string; failure: string } };
  /** The kind's profile table on our server, created and extended from `fields` at start. */
  table: string;
  /** In the SPEC detail page's order; the edit form uses the same order. */
  fields: readonly VendorFieldDeclaration[];
  /** List columns of each queue, in order (SPEC section 2). */
  columns: { unverified: readonly string[]; verified: readonly string[] };
  endpoints: VendorEndpointSpecs;
  /** Endpoints that exist only on our server, with the capability that announces them. */
  extensions?: Partial<Record<VendorEndpointName, Extension>>;
  /** Kinds whose gallery images `deleteImage` deletes on our server (the vegetable path serves hotels too). */
  deleteImageServes?: readonly string[];
  media: { images: string; stories: string };
  behaviour?: {
    /** After approval (and Back): the kind's list (default) or the previous screen. */
    afterApproval?: 'list' | 'previous';
    /** Poster texts replacing the shared "Poster uploaded" / generic failure (SPEC section 8). */
    posterMessages?: { success: string; failure: string };
    subQueues?: readonly VendorSubQueue[];
  };
  /** What the vendor must prove before approval (documents, numbers, expiry), when the `compliance` extension is on. */
  requirements?: readonly RequirementDeclaration[];
  /** The demo seed's generator for this kind's vendors (plain functions over the seed's context, no server imports). */
  seed?: VendorKindSeed;
}

/** Tamil for each English text a declaration gives: the same label keys, the poster messages when it has its own. */
type TamilOf<Labels, Behaviour> = { labels: { [K in keyof Labels]-?: string } } & (Behaviour extends { posterMessages: object }
  ? { posterMessages: { success: string; failure: string } }
  : { posterMessages?: never });

/**
 * A declaration whose `kind` keeps its literal type ('florist', not string), so the registry's kinds are a type
 * (VendorKind) and per-kind maps are checked; its Tamil (`ta`) must give every text its English gives (an optional
 * `portal` or `menu` label too, once the English has it). Every kind of the product's registry is declared through it.
 */
export function declareVendorKind<
  const Kind extends string,
  const Labels extends VendorKindLabels,
  const Behaviour extends VendorKindDeclaration['behaviour'] = undefined,
>(
  declaration: VendorKindDeclaration & { kind: Kind; labels: Labels; behaviour?: Behaviour; ta: NoInfer<TamilOf<Labels, Behaviour>> },
): VendorKindDeclaration & { kind: Kind } {
  return declaration;
}

/** Fields with their defaults applied, as every derivation reads them. */
export function payloadNames(field: VendorFieldDeclaration): readonly string[] {
  return field.writeAs ?? (field.column || field.type === 'password' ? [field.name] : []);
}

export const inForm = (field: VendorFieldDeclaration): boolean => field.form ?? (payloadNames(field).length > 0 && !field.readOnly);
export const inDetail = (field: VendorFieldDeclaration): boolean => field.detail ?? true;
