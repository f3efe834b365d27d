import { createContext, useContext } from 'react';
import { VENDOR_KIND_DECLARATIONS, type VendorKindDeclaration, type VendorKindRegistry } from '../domain/vendorKinds';

/** The declaration of the vendor kind whose screen is showing; shared vendor components read behaviour from it. */
export const VendorKindContext = createContext<VendorKindDeclaration | null>(null);

export function useVendorKind(): VendorKindDeclaration | null {
  return useContext(VendorKindContext);
}

/** The registry the admin serves: the product's, unless a test provides its own. */
export const VendorKindsContext = createContext<VendorKindRegistry>(VENDOR_KIND_DECLARATIONS);

export function useVendorKinds(): VendorKindRegistry {
  return useContext(VendorKindsContext);
}
