import { TextInput } from 'react-admin';
import { vegetableEditSchema } from '../domain/schemas';
import { VendorEdit } from '../vendors/VendorEdit';
import { CityInput, NewPasswordInput, RatingInput } from '../vendors/commonInputs';

export function VegetableVendorEdit() {
  return (
    <VendorEdit resource="vegetableVendors" schema={vegetableEditSchema}>
      <TextInput source="name" />
      <TextInput source="phoneNumber" type="tel" />
      <NewPasswordInput />
      <TextInput source="storename" />
      <TextInput source="location" />
      <TextInput source="email" type="email" />
      <RatingInput />
      <TextInput source="price" />
      <TextInput source="serviceDetails" multiline />
      <TextInput source="number" />
      <TextInput source="category" />
      <TextInput source="direction" />
      <CityInput />
      <TextInput source="description" multiline />
    </VendorEdit>
  );
}
