/** The product's registry with the fixture's florists, and the fixture's two florists (one of them approved). */
import { VENDOR_KIND_DECLARATIONS, type VendorKindRegistry } from '../../src/domain/vendorKinds';
import { florist } from './florist';

/** On a copy where florists are already a kind of the product (onACopy.test.ts), the product's registry as it is. */
export const registryWithFlorists: VendorKindRegistry = VENDOR_KIND_DECLARATIONS.some((declaration) => declaration.kind === (florist.kind as string))
  ? VENDOR_KIND_DECLARATIONS
  : [...VENDOR_KIND_DECLARATIONS, florist];

/** Profile columns of the fixture's florists. */
export const FLORISTS = [
  { name: 'Malli Poo Kadai', phoneNumber: '9445500001', verification: 0 as const, profile: { shopName: 'Jasmine Corner', garlandsPerDay: 40, direction: 'Palani Temple' } },
  { name: 'Roja Flowers', phoneNumber: '9445500002', verification: 1 as const, profile: { shopName: 'Rose Garden', garlandsPerDay: 12, direction: 'https://maps.google.com/?q=10.45,77.52' } },
];
