/** What the backend offers beyond SPEC section 7, asked once per session through the data provider. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { LEGACY_CORE, offers, type Capabilities, type Extension, type VendorKindNeeds } from '../domain/capabilities';
import type { AppDataProvider } from '../dataProvider/types';

export interface CapabilityState {
  /** LEGACY_CORE until the answer arrives. */
  capabilities: Capabilities;
  isPending: boolean;
  has(extension: Extension): boolean;
  /** Whether a vendor kind's feature (lists, delete, stories) is offered by this backend. */
  offers(kind: string, feature: keyof VendorKindNeeds): boolean;
}

export function useCapabilities(): CapabilityState {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: ['capabilities'],
    queryFn: () => dataProvider.capabilities(),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const capabilities = data ?? LEGACY_CORE;
  return {
    capabilities,
    isPending,
    has: (extension) => capabilities.has(extension),
    offers: (kind, feature) => offers(capabilities, kind, feature),
  };
}
