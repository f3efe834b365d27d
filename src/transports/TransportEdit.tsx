import { NumberInput, TextInput } from 'react-admin';
import { transportEditSchema } from '../domain/schemas';
import { VendorEdit } from '../vendors/VendorEdit';
import { CityInput, NewPasswordInput, RatingInput } from '../vendors/commonInputs';
import { transportFormToSchema } from './formToSchema';
import { VehicleTypeInput } from './VehicleTypeInput';

export function TransportEdit() {
  return (
    <VendorEdit resource="transports" schema={transportEditSchema} formToSchema={transportFormToSchema}>
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
      <RatingInput />
      <TextInput source="description" multiline />
    </VendorEdit>
  );
}
