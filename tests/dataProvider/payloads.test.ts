import { describe, expect, test } from 'vitest';
import { editPayloadOf, hotel, professional, transport, vegetable, type VendorKindDeclaration } from '../../src/domain/vendorKinds';

const builder = (kind: VendorKindDeclaration) => (data: Record<string, unknown>) => editPayloadOf(kind, data);
const vegetableEditPayload = builder(vegetable);
const professionalEditPayload = builder(professional);
const transportEditPayload = builder(transport);
const hotelEditPayload = builder(hotel);

const identity = { id: 7, user_id: 70, name: 'Kumar', phoneNumber: '9876543210', email: 'k@example.com', city: 'Palani', description: 'd', kind: 'x', posterUrl: null, poster: null, created_at: 't', verification: 0 };

describe('edit payloads (SPEC section 3)', () => {
  test('vegetable: exactly the section 3 fields (storename and storeName, phoneNumber); password only when typed', () => {
    const record = { ...identity, storename: 'Kumar Stores', storeName: 'Kumar Stores', PhoneNumber: '9876543210', location: 'Main Road', reviews: 4, price: '20', serviceDetails: 's', number: '9876543211', category: 'Greens', direction: 'https://maps.example/x', address: 'addr', store_id: 3, adminverified: 0, password: '' };
    const payload = vegetableEditPayload({ ...record, storename: 'New Name' });
    expect(Object.keys(payload).sort()).toEqual(
      ['user_id', 'name', 'phoneNumber', 'storename', 'storeName', 'location', 'description', 'email', 'reviews', 'price', 'serviceDetails', 'number', 'verification', 'category', 'direction', 'city'].sort(),
    );
    expect(payload).toMatchObject({ user_id: 70, storename: 'New Name', storeName: 'New Name', phoneNumber: '9876543210' });
    expect(vegetableEditPayload({ ...record, password: 'secret1' }).password).toBe('secret1');
    expect(vegetableEditPayload({ ...record, password: '   ' })).not.toHaveProperty('password');
  });

  test('professional: the section 3 professional fields', () => {
    const record = { ...identity, storename: 'S', location: 'L', reviews: 3, price: 'P', serviceDetails: 'SD', number: '9876543211', professionalcategory: 'Plumber', direction: 'D', years_of_experience: 5 };
    const payload = professionalEditPayload({ ...record, password: 'newpass' });
    expect(Object.keys(payload).sort()).toEqual(
      ['user_id', 'name', 'phoneNumber', 'password', 'storename', 'location', 'description', 'email', 'reviews', 'price', 'serviceDetails', 'number', 'verification', 'professionalcategory', 'direction', 'city', 'years_of_experience'].sort(),
    );
    expect(payload).toMatchObject({ professionalcategory: 'Plumber', years_of_experience: 5, password: 'newpass' });
  });

  test('transport: record fields become vehicleType/vehicleModel/vehicleNo/experience (number)/direction', () => {
    const record = { ...identity, address: 'A', vehicle_type: 'Mini Truck', vehicle_model: 'Tata Ace', vehicle_registration_number: 'TN 57 AB 1234', years_of_driving_experience: '12', days_and_hours_available: 'Mon-Sat', category: 'Goods', location: 'https://maps.example/t', reviews: 4 };
    const payload = transportEditPayload(record);
    expect(payload).toEqual({
      user_id: 70, name: 'Kumar', phoneNumber: '9876543210', email: 'k@example.com', address: 'A', description: 'd', city: 'Palani',
      vehicleType: 'Mini Truck', vehicleModel: 'Tata Ace', vehicleNo: 'TN 57 AB 1234', experience: 12,
      days_and_hours_available: 'Mon-Sat', category: 'Goods', direction: 'https://maps.example/t', reviews: 4,
    });
    expect(transportEditPayload({ ...record, years_of_driving_experience: 'twelve' }).experience).toBe('twelve');
  });

  test('hotel: the hotel record fields; city only when set', () => {
    const record = { ...identity, city: '', business_name: 'B', address: 'A', business_type: 'Cafe', opening_time: '07:00', closing_time: '22:00', delivery_options: 'Pickup', max_delivery_distance: '5 km', location: 'L' };
    expect(hotelEditPayload(record)).toEqual({
      user_id: 70, name: 'Kumar', business_name: 'B', address: 'A', business_type: 'Cafe', opening_time: '07:00', closing_time: '22:00',
      delivery_options: 'Pickup', phoneNumber: '9876543210', email: 'k@example.com', max_delivery_distance: '5 km', location: 'L',
    });
    expect(hotelEditPayload({ ...record, city: 'Palani' }).city).toBe('Palani');
  });
});
