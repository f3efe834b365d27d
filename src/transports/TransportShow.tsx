import { VendorShow } from '../vendors/VendorShow';
import type { DetailField } from '../vendors/DetailFields';

const fields: DetailField[] = [
  { source: 'name' },
  { source: 'email' },
  { source: 'vehicle_type' },
  { source: 'vehicle_registration_number' },
  { source: 'address' },
  { source: 'reviews' },
  { source: 'city' },
  { source: 'phoneNumber' },
  { source: 'password', type: 'password' },
  { source: 'vehicle_model' },
  { source: 'years_of_driving_experience' },
  { source: 'days_and_hours_available' },
  { source: 'category' },
  { source: 'description' },
  { source: 'location', type: 'maps' },
];

export function TransportShow() {
  return <VendorShow resource="transports" fields={fields} />;
}
