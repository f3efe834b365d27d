/**
 * The react-admin resources of a vendor-kind registry: per kind, its queues (unverified, verified and any
 * declared sub-queue), detail and edit, in one lazy chunk loaded ahead when the admin is idle, plus the vendor tiles.
 */
import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { adminPaths } from '../layout/adminPaths';
import { preloadableLazy } from '../layout/preloadableLazy';
import type { VendorKindDeclaration, VendorKindRegistry } from '../domain/vendorKinds';

const screens = () => import('./KindScreens');
const Queue = preloadableLazy(() => screens().then((m) => m.KindQueue));
const Show = preloadableLazy(() => screens().then((m) => m.KindShow));
const Edit = preloadableLazy(() => screens().then((m) => m.KindEdit));

/**
 * Loads the queue, detail and edit screens ahead of the admin's first click (called once the first screen is
 * idle): the queues are the admin's daily work, and a screen already loaded opens without a suspended frame.
 */
export function preloadVendorScreens(): Promise<unknown> {
  return Promise.all([Queue.preload(), Show.preload(), Edit.preload()]);
}

/** Screens a kind replaces with its own, from its folder. */
export interface VendorKindOverrides {
  show?: ComponentType;
  edit?: ComponentType;
}

export function vendorResource(kind: VendorKindDeclaration, overrides: VendorKindOverrides = {}) {
  const subQueues = kind.behaviour?.subQueues ?? [];
  return {
    name: kind.resource,
    list: () => <Queue kind={kind} verified={false} />,
    show: overrides.show ?? (() => <Show kind={kind} />),
    edit: overrides.edit ?? (() => <Edit kind={kind} />),
    icon: StorefrontIcon,
    recordRepresentation: 'name',
    children: [false, true].flatMap((verified) => {
      const state = verified ? 'verified' : 'unverified';
      return [
        <Route key={state} path={state} element={<Queue kind={kind} verified={verified} />} />,
        ...subQueues.map((sub) => (
          <Route key={`${state}-${sub.path}`} path={`${state}/${sub.path}`} element={<Queue kind={kind} verified={verified} subQueue={sub} />} />
        )),
      ];
    }),
  };
}

export function vendorResources(registry: VendorKindRegistry, overrides: Record<string, VendorKindOverrides> = {}) {
  return registry.map((kind) => vendorResource(kind, overrides[kind.resource]));
}

export interface VendorTile {
  /** i18n key of the tile title. */
  label: string;
  path(verified: boolean): string;
  /** The vendor kind behind the tile, whose lists the backend must offer. */
  kind: string;
  /** Which of the data provider's queue counts the tile shows (see VendorQueueCounts). */
  counts: string;
}

/** The tiles of /vendors/unauthorized and /vendors/authorized: one per kind, then one per sub-queue. */
export function vendorTiles(registry: VendorKindRegistry): VendorTile[] {
  return [
    ...registry.map((kind) => ({
      label: `resources.${kind.resource}.action.tile`,
      kind: kind.kind,
      counts: kind.resource,
      path: (verified: boolean) => adminPaths.queue(kind.resource, verified),
    })),
    ...registry.flatMap((kind) =>
      (kind.behaviour?.subQueues ?? []).map((sub) => ({
        label: `resources.${kind.resource}.action.${sub.path}Tile`,
        kind: kind.kind,
        counts: `${kind.resource}/${sub.path}`,
        path: (verified: boolean) => `${adminPaths.queue(kind.resource, verified)}/${sub.path}`,
      })),
    ),
  ];
}
