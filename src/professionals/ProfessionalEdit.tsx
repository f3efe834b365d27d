import { NumberInput, TextInput } from 'react-admin';
import { professionalEditSchema } from '../domain/schemas';
import { VendorEdit } from '../vendors/VendorEdit';
import { CityInput, NewPasswordInput, RatingInput } from '../vendors/commonInputs';

export function ProfessionalEdit() {
  return (
    <VendorEdit resource="professionals" schema={professionalEditSchema}>
      <TextInput source="name" />
      <TextInput source="phoneNumber" type="tel" />
      <NewPasswordInput />
      <TextInput source="storename" />
      <TextInput source="professionalcategory" />
      <TextInput source="location" />
      <TextInput source="email" type="email" />
      <RatingInput />
      <TextInput source="price" />
      <TextInput source="serviceDetails" multiline />
      <TextInput source="number" />
      <NumberInput source="years_of_experience" min={0} max={100} step={1} />
      <TextInput source="direction" />
      <CityInput />
      <TextInput source="description" multiline />
    </VendorEdit>
  );
}
