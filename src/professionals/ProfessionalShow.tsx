import { VendorShow } from '../vendors/VendorShow';
import type { DetailField } from '../vendors/DetailFields';

const fields: DetailField[] = [
  { source: 'name' },
  { source: 'storename' },
  { source: 'professionalcategory' },
  { source: 'location' },
  { source: 'reviews' },
  { source: 'city' },
  { source: 'phoneNumber' },
  { source: 'password', type: 'password' },
  { source: 'email' },
  { source: 'number' },
  { source: 'price' },
  { source: 'serviceDetails' },
  { source: 'years_of_experience' },
  { source: 'description' },
  { source: 'direction', type: 'maps' },
];

export function ProfessionalShow() {
  return <VendorShow resource="professionals" fields={fields} />;
}
