import { VendorShow } from '../vendors/VendorShow';
import type { DetailField } from '../vendors/DetailFields';

const fields: DetailField[] = [
  { source: 'name' },
  { source: 'business_name' },
  { source: 'address' },
  { source: 'business_type' },
  { source: 'opening_time' },
  { source: 'delivery_options' },
  { source: 'phoneNumber' },
  { source: 'password', type: 'password' },
  { source: 'email' },
  { source: 'max_delivery_distance' },
  { source: 'closing_time' },
  { source: 'location', type: 'maps' },
];

export function HotelShow() {
  return <VendorShow resource="hotels" fields={fields} />;
}
