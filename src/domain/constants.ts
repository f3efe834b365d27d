/** Business constants and limits (limits.ts) and the kinds of the product's vendor-kind registry. */
import { VENDOR_KIND_DECLARATIONS, type VendorKind } from './vendorKinds/index';

export * from './limits';

/** The kinds of the product's registry (src/domain/vendorKinds), in its order, for the vendor portal. */
export const VENDOR_KINDS: readonly VendorKind[] = VENDOR_KIND_DECLARATIONS.map((declaration) => declaration.kind);
export type { VendorKind };
