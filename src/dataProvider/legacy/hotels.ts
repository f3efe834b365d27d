/**
 * Hotels, restaurants and cafes. The list endpoints are our server's extensions (SPEC: "Hotel unverified list
 * call: not shown"); hotel images are deleted through the vegetable store-image path, as the SPEC says.
 */
import { DELETE, GET, PUT } from '../endpoint';
import type { Data } from '../adapter';
import { newPasswordOf, vendorAdapter, type VendorKindConfig } from './vendorKind';

/** PUT /admin/hotel/edit payload. */
export function hotelEditPayload(data: Data): Data {
  return {
    user_id: data.user_id,
    name: data.name,
    business_name: data.business_name,
    address: data.address,
    business_type: data.business_type,
    opening_time: data.opening_time,
    closing_time: data.closing_time,
    delivery_options: data.delivery_options,
    phoneNumber: data.phoneNumber,
    ...newPasswordOf(data),
    email: data.email,
    max_delivery_distance: data.max_delivery_distance,
    location: data.location,
    ...(data.city ? { city: data.city } : {}),
  };
}

export const hotelsConfig: VendorKindConfig = {
  resource: 'hotels',
  kind: 'hotel',
  endpoints: {
    unverifiedList: GET('/api/hotel/unverified/list'),
    verifiedList: GET('/api/hotel/verified/list'),
    edit: PUT('/admin/hotel/edit'),
    delete: DELETE('/admin/unverifiedvendor/delete/{user_id}'),
    approve: PUT('/hotel/vendor/verify/{user_id}'),
    images: GET('/hotel/storeimage/{user_id}'),
    deleteImage: DELETE('/vegetable/storeimage/{user_id}/{imageName}'),
    posterUpload: PUT('/admin/hotel/poster/upload'),
    posterFromImage: PUT('/admin/hotel/poster/storeimg'),
    stories: GET('/hotel/vendor/stories/{user_id}'),
    deleteStory: DELETE('/vendor/hotelstories/{storyId}'),
  },
  searchFields: ['name', 'business_name', 'business_type', 'phoneNumber', 'address', 'city', 'email'],
  toEditPayload: hotelEditPayload,
  payloadFieldToRecordField: {},
};

export const hotels = vendorAdapter(hotelsConfig);
