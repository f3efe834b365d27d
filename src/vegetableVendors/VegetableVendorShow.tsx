import { VendorShow } from '../vendors/VendorShow';
import type { DetailField } from '../vendors/DetailFields';

const fields: DetailField[] = [
  { source: 'name' },
  { source: 'storename' },
  { source: 'location' },
  { source: 'reviews' },
  { source: 'city' },
  { source: 'phoneNumber' },
  { source: 'password', type: 'password' },
  { source: 'email' },
  { source: 'number' },
  { source: 'category' },
  { source: 'price' },
  { source: 'serviceDetails' },
  { source: 'description' },
  { source: 'direction', type: 'maps' },
];

export function VegetableVendorShow() {
  return <VendorShow resource="vegetableVendors" fields={fields} verifyByPhone />;
}
