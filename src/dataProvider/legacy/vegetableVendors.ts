/** Vegetable store vendors: endpoints of SPEC section 7 "Vegetable vendors" and the section 3 edit payload. */
import { DELETE, GET, POST, PUT } from '../endpoint';
import type { Data } from '../adapter';
import { newPasswordOf, vendorAdapter, type VendorKindConfig } from './vendorKind';

/** PUT /vegeatable/edit payload, the SPEC section 3 field list: both storename and storeName, phoneNumber. */
export function vegetableEditPayload(data: Data): Data {
  const storename = data.storename ?? data.storeName;
  return {
    user_id: data.user_id,
    name: data.name,
    phoneNumber: data.phoneNumber,
    ...newPasswordOf(data),
    storename,
    storeName: storename,
    location: data.location,
    description: data.description,
    email: data.email,
    reviews: data.reviews,
    price: data.price,
    serviceDetails: data.serviceDetails,
    number: data.number,
    verification: data.verification,
    category: data.category,
    direction: data.direction,
    city: data.city,
  };
}

export const vegetableVendorsConfig: VendorKindConfig = {
  resource: 'vegetableVendors',
  kind: 'vegetable',
  endpoints: {
    unverifiedList: GET('/api/vegetable/unverified/list'),
    verifiedList: GET('/api/vegetable/verified/list'),
    edit: PUT('/vegeatable/edit'),
    delete: DELETE('/admin/unverifiedvendor/delete/{user_id}'),
    approve: POST('/admin/vendor/verify/{user_id}'),
    images: GET('/vegetable/storeimage/{user_id}'),
    deleteImage: DELETE('/vegetable/storeimage/{user_id}/{imageName}'),
    posterUpload: PUT('/vegetable/poster/upload'),
    posterFromImage: PUT('/vegetable/poster/storeimg'),
    stories: GET('/vegetable/vendor/stories/{user_id}'),
    deleteStory: DELETE('/vendor/vegetablestories/{storyId}'),
  },
  searchFields: ['name', 'storename', 'phoneNumber', 'location', 'address', 'city', 'email', 'category'],
  toEditPayload: vegetableEditPayload,
  payloadFieldToRecordField: { PhoneNumber: 'phoneNumber', storeName: 'storename' },
  aliases: { storename: ['storeName'], phoneNumber: ['PhoneNumber'] },
};

/** Phone-number approval ("Verify Vendor"), only vegetables have it. */
export const verifyByPhoneEndpoint = PUT('/api/admin/verifyvendor/{phoneNumber}');

export const vegetableVendors = vendorAdapter(vegetableVendorsConfig);
