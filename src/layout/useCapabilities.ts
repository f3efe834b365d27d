/** What the backend offers beyond SPEC section 7, asked once per session through the data provider. */
import { useQuery } from '@tanstack/react-query';
import { LEGACY_CORE, type Capabilities, type Extension } from '../domain/capabilities';
import { offersFeature, type VendorFeature } from '../domain/vendorKinds/derive';
import { useVendorKinds } from '../vendorKinds/context';
import { useBackgroundDataProvider } from './useBackgroundDataProvider';

export interface CapabilityState {
  /** LEGACY_CORE until the answer arrives. */
  capabilities: Capabilities;
  isPending: boolean;
  has(extension: Extension): boolean;
  /** Whether a vendor kind's feature (lists, delete, stories) is offered by this backend. */
  offers(kind: string, feature: VendorFeature): boolean;
}

export function useCapabilities(): CapabilityState {
  const dataProvider = useBackgroundDataProvider();
  const { data, isPending } = useQuery({
    queryKey: ['capabilities'],
    queryFn: () => dataProvider.capabilities(),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const capabilities = data ?? LEGACY_CORE;
  const kinds = useVendorKinds();
  return {
    capabilities,
    isPending,
    has: (extension) => capabilities.has(extension),
    offers: (kind, feature) => offersFeature(capabilities, kinds.find((declaration) => declaration.kind === kind), feature),
  };
}
