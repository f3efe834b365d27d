/** Professionals: endpoints of SPEC section 7 "Professionals" and the section 3 edit payload. */
import { DELETE, GET, POST, PUT } from '../endpoint';
import type { Data } from '../adapter';
import { newPasswordOf, vendorAdapter, type VendorKindConfig } from './vendorKind';

/** PUT /professional/edit payload. */
export function professionalEditPayload(data: Data): Data {
  return {
    user_id: data.user_id,
    name: data.name,
    phoneNumber: data.phoneNumber,
    ...newPasswordOf(data),
    storename: data.storename,
    location: data.location,
    description: data.description,
    email: data.email,
    reviews: data.reviews,
    price: data.price,
    serviceDetails: data.serviceDetails,
    number: data.number,
    verification: data.verification,
    professionalcategory: data.professionalcategory,
    direction: data.direction,
    city: data.city,
    years_of_experience: data.years_of_experience,
  };
}

export const professionalsConfig: VendorKindConfig = {
  resource: 'professionals',
  kind: 'professional',
  endpoints: {
    unverifiedList: GET('/api/professional/unverified/list'),
    verifiedList: GET('/api/professional/verified/list'),
    edit: PUT('/professional/edit'),
    delete: DELETE('/admin/unverifiedvendor/delete/{user_id}'),
    approve: POST('/admin/professional/verify/{user_id}'),
    images: GET('/professional/serviceimage/{user_id}'),
    deleteImage: DELETE('/professional/serviceimage/{user_id}/{imageName}'),
    posterUpload: PUT('/professional/update/poster'),
    posterFromImage: PUT('/professional/poster/serviceimg'),
    stories: GET('/professional/vendor/stories/{user_id}'),
    deleteStory: DELETE('/vendor/professional/stories/{storyId}'),
  },
  searchFields: ['name', 'storename', 'phoneNumber', 'location', 'city', 'email', 'professionalcategory'],
  toEditPayload: professionalEditPayload,
  payloadFieldToRecordField: {},
  aliases: { storename: ['storeName'], phoneNumber: ['PhoneNumber'] },
};

export const professionals = vendorAdapter(professionalsConfig);
