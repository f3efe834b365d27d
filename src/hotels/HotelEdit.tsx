import { SelectInput, TextInput } from 'react-admin';
import { HOTEL_BUSINESS_TYPES } from '../domain/constants';
import { hotelEditSchema } from '../domain/schemas';
import { VendorEdit } from '../vendors/VendorEdit';
import { CityInput, NewPasswordInput } from '../vendors/commonInputs';

const businessTypes = HOTEL_BUSINESS_TYPES.map((type) => ({ id: type, name: type }));

export function HotelEdit() {
  return (
    <VendorEdit resource="hotels" schema={hotelEditSchema}>
      <TextInput source="name" />
      <TextInput source="business_name" />
      <TextInput source="address" />
      <SelectInput source="business_type" choices={businessTypes} />
      <TextInput source="opening_time" />
      <TextInput source="closing_time" />
      <TextInput source="delivery_options" />
      <TextInput source="phoneNumber" type="tel" />
      <NewPasswordInput />
      <TextInput source="email" type="email" />
      <TextInput source="max_delivery_distance" />
      <TextInput source="location" />
      <CityInput />
    </VendorEdit>
  );
}
