/**
 * One declaration per admin resource that is not a vendor kind (those are src/domain/vendorKinds/): its
 * react-admin name, the area and permissions the admin's `canAccess` (src/admins/access.ts) and the server's route
 * groups read, the capability that offers it, its menu entry and its name in every admin language.
 */
import type { FieldRule } from '../vendorKinds/fieldRules';
import type { Extension } from '../capabilities';
import type { Action, Area, Permission } from '../roles';
import type { UserCounts, VendorCounts } from '../types';
import type { EndpointSpec } from '../vendorKinds/types';

/** react-admin's `canAccess` actions, by the use each is. An action not listed here is refused. */
export const ACTION_USES = {
  screens: ['list', 'show', 'export'],
  write: ['create', 'edit', 'delete'],
  decide: ['decide', 'claim'],
  manage: ['manage'],
} as const;

/**
 * The action of the resource's area each use needs; a use left out is refused to every role.
 * - `read`: reading its records where other screens need them (the server's GET routes);
 * - `screens`: opening its own screens in the admin (list, show, export); default `read`;
 * - `write`: create, edit, delete; `decide`: rule on it (decide, claim); `manage`: change its rules (manage).
 */
export interface ResourcePermissions {
  read: Action;
  screens?: Action;
  write?: Action;
  decide?: Action;
  manage?: Action;
}
export type ResourceUse = keyof ResourcePermissions;

/** The texts of one language: `name` is react-admin's `resources.<name>.name` ('Singular |||| Plural'). */
export interface ResourceTexts {
  name?: string;
}

/** Another language's texts: the same keys as the English ones, each a text. */
export type TextsLike<T> = { [K in keyof T]: string };

/**
 * A resource's calls in the one endpoint syntax (`'POST /api/reviews/{id}/claim'`), by name. The server registers its
 * routes from them (server/routes/endpointRoute.ts) and the admin calls them through `endpointsOf`. The CRUD names
 * `list`, `one`, `create`, `update`, `delete` follow ra-data-simple-rest (`list` is `GET <base>`, `one` is
 * `GET <base>/{id}`, …): the admin's data provider derives the resource's base path from them (`restBaseOf`).
 */
export type ResourceEndpoints = Readonly<Record<string, EndpointSpec>>;

/** The side menu's labelled groups, in menu order (src/layout/AppMenu.tsx): the vendors' queues, then the users. */
export const MENU_GROUPS = ['vendors', 'users'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/**
 * One entry of the side menu: `label` a catalogue key (read with smart_count 2), `path` where it leads (default
 * `/<name>`), `group` the labelled group it stands in (none: after the review desk, in registry order).
 */
export interface MenuEntry {
  label: string;
  path?: string;
  group?: MenuGroup;
}

/** Where the admin offers a master resource: a tile on the master home, an entry in the menu right after Master. */
export type MasterPlacement = 'home' | 'menu';

export interface MasterOffer {
  placement: readonly MasterPlacement[];
  /** The text of its tile and menu entry (catalogue key or text; default `resources.<name>.name`, plural). */
  label?: string;
}

/** One figure of SPEC 7's dashboard counts (src/domain/endpoints/dashboard.ts), by answer and field. */
export type DashboardCount = `users.${keyof UserCounts}` | `vendors.${keyof VendorCounts}`;

/**
 * A count card of the dashboard (SPEC section 2): `label` a catalogue key, `count` the figure it shows, `path` the
 * list it counts (where the card leads). Shown whatever the backend offers: the counts are SPEC 7's.
 */
export interface DashboardCard {
  label: string;
  count: DashboardCount;
  path: string;
}

export interface ResourceDeclaration<T extends ResourceTexts = ResourceTexts, E extends ResourceEndpoints = ResourceEndpoints> {
  /** The react-admin resource name (and its admin path, `/admin/<name>`). */
  name: string;
  area: Area;
  permissions: ResourcePermissions;
  /** Offered only when the backend announces this extension (src/domain/capabilities.ts). */
  capability?: Extension;
  /**
   * Its entries in the side menu (src/layout/ResourceMenuItems.tsx), in registry order, each where the capability is
   * offered and the role may list the resource.
   */
  menu?: MenuEntry | readonly MenuEntry[];
  /** A master resource's tile on the master home and / or entry in the menu (src/master/masterEntries.ts). */
  master?: MasterOffer;
  /** Its count cards on the dashboard, in registry order (src/dashboard/dashboardCards.ts). */
  dashboard?: readonly DashboardCard[];
  /** Admin texts per language; the Tamil ones are checked against the English keys. */
  texts: { en: T; ta: TextsLike<T> };
  /** A simple master resource (id, name, optionally active): the admin derives its adapter and screens from this. */
  simpleMaster?: SimpleMasterSpec;
  /** Its calls (ResourceEndpoints); a simple master's are in `simpleMaster.endpoints`. */
  endpoints?: E;
}

/** What the admin needs to derive a simple master's adapter and screens (src/dataProvider/legacy/simpleMaster.ts). */
export interface SimpleMasterSpec {
  /** The record field holding the name, spelled as the API spells it (e.g. `vehicleCategory`). */
  nameSource: string;
  /** Written as SPEC section 7 writes them: `'PUT /transport/edit/category/{id}'`. */
  endpoints: {
    /** Answers the whole array of `{ id, <nameSource>, active? }` (no `active`: shown as active). */
    list: EndpointSpec;
    /** Takes `{ <nameSource> }`. */
    create: EndpointSpec;
    /** `{id}` in the path, takes `{ <nameSource> }`. */
    update?: EndpointSpec;
    /** `{id}` in the path, takes `{ active: 1 | 0 }`. */
    setActive?: EndpointSpec;
    /** `{id}` in the path. */
    delete?: EndpointSpec;
  };
  /** The name's rule when the server shares one (default: "<Name label> is required", trimmed, at most 100 characters). */
  nameRule?: FieldRule;
  /** `pages` (default) or `modal` (src/master/simpleMasterModal.tsx). */
  screens?: 'pages' | 'modal';
  /**
   * The table our reference server keeps it in: the server then derives the table (id, name unique ignoring case,
   * active) and a route per declared endpoint (server/routes/simpleMasters.ts). Left out where the server has a
   * module of its own (transport categories) or only the backend serves it.
   */
  table?: string;
}

/**
 * Keeps the English texts' keys in the type, so the Tamil texts must have the same ones, and the name, so the admin's
 * screen map (src/resourceScreens.ts) is typed over the registry's names.
 */
export function declareResource<const N extends string, const T extends ResourceTexts, const E extends ResourceEndpoints = Record<never, EndpointSpec>>(
  declaration: ResourceDeclaration<T, E> & { name: N },
): ResourceDeclaration<T, E> & { name: N; endpoints: E } {
  return { ...declaration, endpoints: declaration.endpoints ?? ({} as E) };
}

/** ra-data-simple-rest's calls on a base path, by the CRUD names of ResourceEndpoints. */
export const REST_CALLS = {
  list: (base: string) => `GET ${base}`,
  one: (base: string) => `GET ${base}/{id}`,
  create: (base: string) => `POST ${base}`,
  update: (base: string) => `PUT ${base}/{id}`,
  delete: (base: string) => `DELETE ${base}/{id}`,
} as const;

/**
 * The base path ra-data-simple-rest calls for the resource (`/api/reviews`), from its `list` (or `one`) endpoint;
 * undefined when it declares neither. Throws when a declared CRUD endpoint is not the one ra-data-simple-rest calls.
 */
export function restBaseOf(declaration: Pick<ResourceDeclaration, 'name' | 'endpoints'>): string | undefined {
  const endpoints = declaration.endpoints ?? {};
  const base = endpoints.list?.replace(/^GET /, '') ?? endpoints.one?.replace(/^GET /, '').replace(/\/\{id\}$/, '');
  if (base === undefined) return undefined;
  for (const [name, call] of Object.entries(REST_CALLS)) {
    const declared = endpoints[name];
    if (declared !== undefined && declared !== call(base)) throw new Error(`Resource "${declaration.name}": ${name} is "${declared}", ra-data-simple-rest calls "${call(base)}"`);
  }
  return base;
}

/** Master data: seen by every role where a vendor needs it, changed (and its screens opened) by catalog writers. */
export const MASTER_PERMISSIONS: ResourcePermissions = { read: 'read', screens: 'write', write: 'write' };

/** Where a simple master is offered unless it says otherwise: a tile on the master home and an entry in the menu. */
export const SIMPLE_MASTER_OFFER: MasterOffer = { placement: ['home', 'menu'] };

/** A simple master resource: area `catalog`, master permissions, a `name` text (its `label`), a tile and a menu entry. */
export function declareSimpleMaster<const N extends string, const T extends Required<ResourceTexts>>(
  declaration: Omit<ResourceDeclaration<T>, 'area' | 'permissions' | 'simpleMaster'> & { name: N; simpleMaster: SimpleMasterSpec },
): ResourceDeclaration<T> & { name: N; simpleMaster: SimpleMasterSpec; master: MasterOffer } {
  return { area: 'catalog', permissions: MASTER_PERMISSIONS, master: SIMPLE_MASTER_OFFER, ...declaration };
}

// Array.isArray narrows to any[], which a readonly list is not: this guard keeps the entries' type.
const isEntryList = (menu: MenuEntry | readonly MenuEntry[]): menu is readonly MenuEntry[] => Array.isArray(menu);

/** A declaration's menu entries, as a list. */
export const menuEntriesOf = ({ menu }: Pick<ResourceDeclaration, 'menu'>): readonly MenuEntry[] =>
  menu === undefined ? [] : isEntryList(menu) ? menu : [menu];

/** The permission a use of the resource needs, or null when no role may. */
export function permissionOf(declaration: Pick<ResourceDeclaration, 'area' | 'permissions'>, use: ResourceUse): Permission | null {
  const action = use === 'screens' ? (declaration.permissions.screens ?? declaration.permissions.read) : declaration.permissions[use];
  return action ? `${declaration.area}.${action}` : null;
}

/** The server's `config.access` of a route of this resource: a permission every route must have. */
export function accessOf(declaration: Pick<ResourceDeclaration, 'name' | 'area' | 'permissions'>, use: ResourceUse): Permission {
  const permission = permissionOf(declaration, use);
  if (!permission) throw new Error(`Resource "${declaration.name}" declares no permission for ${use}`);
  return permission;
}
