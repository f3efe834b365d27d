import { createContext, useContext } from 'react';
import { useTranslate } from 'react-admin';
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

/** A kind's name (singular) in the admin's language; the kind itself for one this build does not declare. */
export function useKindLabel(): (kind: string) => string {
  const translate = useTranslate();
  const kinds = useVendorKinds();
  return (kind) => {
    const declaration = kinds.find((known) => known.kind === kind);
    return declaration ? translate(`resources.${declaration.resource}.name`, { smart_count: 1 }) : kind;
  };
}
