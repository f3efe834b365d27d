/** Transport providers: endpoints of SPEC section 7 "Transport" and the section 3 edit payload. */
import { DELETE, GET, POST, PUT } from '../endpoint';
import type { Data } from '../adapter';
import { newPasswordOf, vendorAdapter, type VendorKindConfig } from './vendorKind';

/** PUT /transport/edit payload: the vehicle fields and the map direction use their edit-form names. */
export function transportEditPayload(data: Data): Data {
  return {
    user_id: data.user_id,
    name: data.name,
    phoneNumber: data.phoneNumber,
    ...newPasswordOf(data),
    email: data.email,
    address: data.address,
    description: data.description,
    city: data.city,
    vehicleType: data.vehicle_type,
    vehicleModel: data.vehicle_model,
    vehicleNo: data.vehicle_registration_number,
    experience: toNumber(data.years_of_driving_experience),
    days_and_hours_available: data.days_and_hours_available,
    category: data.category,
    direction: data.location,
    reviews: data.reviews,
  };
}

/** "experience (number)": form inputs may hold the number as text. */
function toNumber(value: unknown): unknown {
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
}

export const transportsConfig: VendorKindConfig = {
  resource: 'transports',
  kind: 'transport',
  endpoints: {
    unverifiedList: GET('/api/transport/unverified/list'),
    verifiedList: GET('/api/transport/verified/list'),
    edit: PUT('/transport/edit'),
    delete: DELETE('/admin/unverifiedvendor/delete/{user_id}'),
    approve: POST('/admin/transport/verify/{user_id}'),
    images: GET('/transport/serviceimage/{user_id}'),
    deleteImage: DELETE('/transportservice/image/{user_id}/{imageName}'),
    posterUpload: PUT('/transport/poster/upload'),
    posterFromImage: PUT('/transport/poster/serviceimg'),
    stories: GET('/transport/vendor/stories/{user_id}'),
    deleteStory: DELETE('/vendor/transportstories/{storyId}'),
  },
  searchFields: ['name', 'phoneNumber', 'city', 'address', 'email', 'vehicle_type', 'vehicle_model', 'vehicle_registration_number'],
  toEditPayload: transportEditPayload,
  payloadFieldToRecordField: {
    vehicleType: 'vehicle_type',
    vehicleModel: 'vehicle_model',
    vehicleNo: 'vehicle_registration_number',
    experience: 'years_of_driving_experience',
    direction: 'location',
  },
};

export const transports = vendorAdapter(transportsConfig);
