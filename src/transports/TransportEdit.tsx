import { NumberInput, TextInput } from 'react-admin';
import { transportEditSchema } from '../domain/schemas';
import { VendorEdit } from '../vendors/VendorEdit';
import { CityInput, NewPasswordInput } from '../vendors/commonInputs';
import { VehicleTypeInput } from './VehicleTypeInput';

/** The form edits the record's fields; the shared schema names some of them as the edit payload does. */
const formToSchema = {
  vehicle_type: 'vehicleType',
  vehicle_model: 'vehicleModel',
  vehicle_registration_number: 'vehicleNo',
  years_of_driving_experience: 'experience',
  location: 'direction',
};

export function TransportEdit() {
  return (
    <VendorEdit resource="transports" schema={transportEditSchema} formToSchema={formToSchema}>
      <TextInput source="name" />
      <TextInput source="phoneNumber" type="tel" />
      <NewPasswordInput />
      <TextInput source="email" type="email" />
      <TextInput source="address" />
      <CityInput />
      <VehicleTypeInput />
      <TextInput source="vehicle_model" />
      <TextInput source="vehicle_registration_number" />
      <NumberInput source="years_of_driving_experience" min={0} max={100} step={1} />
      <TextInput source="days_and_hours_available" />
      <TextInput source="category" />
      <TextInput source="location" />
      <NumberInput source="reviews" min={0} max={5} step={0.1} />
      <TextInput source="description" multiline />
    </VendorEdit>
  );
}
