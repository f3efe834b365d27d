/**
 * The vendor kinds of the product (tiles follow this order). Server (routes, SQL, profile tables, seed) and admin
 * (adapters, resources, screens, tiles, labels) read this registry; tests may pass their own.
 */
import { hotel } from './hotel';
import { professional } from './professional';
import { transport } from './transport';
import type { VendorKindDeclaration } from './types';
import { vegetable } from './vegetable';

export type VendorKindRegistry = readonly VendorKindDeclaration[];

export const VENDOR_KIND_DECLARATIONS = [vegetable, professional, transport, hotel] as const satisfies VendorKindRegistry;

/** A kind of the product's registry: 'vegetable' | 'professional' | ... */
export type VendorKind = (typeof VENDOR_KIND_DECLARATIONS)[number]['kind'];

// A kind declared without declareVendorKind widens VendorKind to string and every per-kind map loses its check.
const _everyKindIsLiteral: string extends VendorKind ? 'Declare each vendor kind with declareVendorKind({ ... })' : true = true;
void _everyKindIsLiteral;

/** Throws on a registry the derivations cannot serve: two kinds with one id, resource or table. */
export function checkRegistry(registry: VendorKindRegistry): VendorKindRegistry {
  for (const key of ['kind', 'resource', 'table'] as const) {
    const seen = new Set<string>();
    for (const declaration of registry) {
      if (seen.has(declaration[key])) throw new Error(`Two vendor kinds share the ${key} "${declaration[key]}"`);
      seen.add(declaration[key]);
    }
  }
  return registry;
}

export function declarationOfResource(registry: VendorKindRegistry, resource: string): VendorKindDeclaration {
  const found = registry.find((declaration) => declaration.resource === resource);
  if (!found) throw new Error(`Unknown vendor resource "${resource}"`);
  return found;
}

export function declarationOfKind(registry: VendorKindRegistry, kind: string): VendorKindDeclaration {
  const found = registry.find((declaration) => declaration.kind === kind);
  if (!found) throw new Error(`Unknown vendor kind "${kind}"`);
  return found;
}

export { hotel, professional, transport, vegetable };
export * from './types';
export * from './derive';
export * from './tamilLabels';
