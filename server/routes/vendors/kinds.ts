/**
 * The four vendor kinds, declared once: storage (table and field mapping), the SPEC section 7 paths (typos
 * kept), the edit schema and the media folders. Every vendor route is generated from these objects.
 */
import type { z } from 'zod';
import type { VendorKind } from '../../../src/domain/constants.ts';
import { VENDOR_MEDIA, type MediaFolder } from '../../../src/domain/media.ts';
import {
  hotelEditSchema,
  professionalEditSchema,
  transportEditSchema,
  vegetableEditSchema,
} from '../../../src/domain/schemas.ts';
import type { VendorTable } from '../../repositories/vendorsTable.ts';

/** What every kind's edit payload has in common once validated. */
export type VendorEdit = { user_id: number; phoneNumber: string; password?: string | undefined } & Record<string, unknown>;

export interface VendorKindConfig extends VendorTable {
  /** "Vegetable vendor", used in 404 messages. */
  label: string;
  media: { images: MediaFolder; stories: MediaFolder };
  editSchema: z.ZodType<VendorEdit>;
  paths: {
    unverifiedList: string;
    verifiedList: string;
    images: string;
    posterUpload: string;
    posterFromImage: string;
    edit: string;
    verify: { method: 'POST' | 'PUT'; url: string };
    /** The stories path and the name of its vendor id parameter. */
    stories: { url: string; param: string };
    storyDelete: string;
  };
  /** DELETE of a gallery image and the kinds whose images it deletes (the vegetable path also serves hotels). */
  imageDelete?: { url: string; kinds: readonly VendorKind[] };
}

/** Fields every kind's edit writes to the shared vendor_users row. */
const IDENTITY = {
  name: 'user.name',
  phoneNumber: 'user.phoneNumber',
  email: 'user.email',
  city: 'user.city',
} as const;

export const vegetable: VendorKindConfig = {
  kind: 'vegetable',
  label: 'Vegetable vendor',
  table: 'vegetable_stores',
  fields: {
    store_id: 'profile.id',
    storeName: 'profile.storename',
    storename: 'profile.storename',
    PhoneNumber: 'user.phoneNumber',
    address: 'profile.address',
    location: 'profile.location',
    number: 'profile.number',
    reviews: 'profile.reviews',
    price: 'profile.price',
    serviceDetails: 'profile.serviceDetails',
    adminverified: 'user.verification',
    category: 'profile.category',
    direction: 'profile.direction',
  },
  editable: {
    ...IDENTITY,
    description: 'user.description',
    storename: 'profile.storename',
    location: 'profile.location',
    reviews: 'profile.reviews',
    price: 'profile.price',
    serviceDetails: 'profile.serviceDetails',
    number: 'profile.number',
    category: 'profile.category',
    direction: 'profile.direction',
  },
  media: VENDOR_MEDIA.vegetable,
  editSchema: vegetableEditSchema,
  paths: {
    unverifiedList: '/api/vegetable/unverified/list',
    verifiedList: '/api/vegetable/verified/list',
    images: '/vegetable/storeimage/:user_id',
    posterUpload: '/vegetable/poster/upload',
    posterFromImage: '/vegetable/poster/storeimg',
    edit: '/vegeatable/edit',
    verify: { method: 'POST', url: '/admin/vendor/verify/:user_id' },
    stories: { url: '/vegetable/vendor/stories/:user_id', param: 'user_id' },
    storyDelete: '/vendor/vegetablestories/:storyId',
  },
  imageDelete: { url: '/vegetable/storeimage/:user_id/:imageName', kinds: ['vegetable', 'hotel'] },
};

export const professional: VendorKindConfig = {
  kind: 'professional',
  label: 'Professional',
  table: 'professional_profiles',
  fields: {
    storename: 'profile.storename',
    location: 'profile.location',
    reviews: 'profile.reviews',
    price: 'profile.price',
    serviceDetails: 'profile.serviceDetails',
    number: 'profile.number',
    professionalcategory: 'profile.professionalcategory',
    direction: 'profile.direction',
    years_of_experience: 'profile.years_of_experience',
  },
  editable: {
    ...IDENTITY,
    description: 'user.description',
    storename: 'profile.storename',
    location: 'profile.location',
    reviews: 'profile.reviews',
    price: 'profile.price',
    serviceDetails: 'profile.serviceDetails',
    number: 'profile.number',
    professionalcategory: 'profile.professionalcategory',
    direction: 'profile.direction',
    years_of_experience: 'profile.years_of_experience',
  },
  media: VENDOR_MEDIA.professional,
  editSchema: professionalEditSchema,
  paths: {
    unverifiedList: '/api/professional/unverified/list',
    verifiedList: '/api/professional/verified/list',
    images: '/professional/serviceimage/:user_id',
    posterUpload: '/professional/update/poster',
    posterFromImage: '/professional/poster/serviceimg',
    edit: '/professional/edit',
    verify: { method: 'POST', url: '/admin/professional/verify/:user_id' },
    stories: { url: '/professional/vendor/stories/:user_id', param: 'user_id' },
    storyDelete: '/vendor/professional/stories/:storyId',
  },
  imageDelete: { url: '/professional/serviceimage/:user_id/:imageName', kinds: ['professional'] },
};

export const transport: VendorKindConfig = {
  kind: 'transport',
  label: 'Transport provider',
  table: 'transport_profiles',
  fields: {
    address: 'profile.address',
    vehicle_type: 'profile.vehicle_type',
    vehicle_model: 'profile.vehicle_model',
    vehicle_registration_number: 'profile.vehicle_registration_number',
    years_of_driving_experience: 'profile.years_of_driving_experience',
    days_and_hours_available: 'profile.days_and_hours_available',
    category: 'profile.category',
    location: 'profile.location',
    reviews: 'profile.reviews',
  },
  // The transport edit payload uses its own names for the vehicle fields and "direction" for the map location.
  editable: {
    ...IDENTITY,
    description: 'user.description',
    address: 'profile.address',
    vehicleType: 'profile.vehicle_type',
    vehicleModel: 'profile.vehicle_model',
    vehicleNo: 'profile.vehicle_registration_number',
    experience: 'profile.years_of_driving_experience',
    days_and_hours_available: 'profile.days_and_hours_available',
    category: 'profile.category',
    direction: 'profile.location',
    reviews: 'profile.reviews',
  },
  media: VENDOR_MEDIA.transport,
  editSchema: transportEditSchema,
  paths: {
    unverifiedList: '/api/transport/unverified/list',
    verifiedList: '/api/transport/verified/list',
    images: '/transport/serviceimage/:user_id',
    posterUpload: '/transport/poster/upload',
    posterFromImage: '/transport/poster/serviceimg',
    edit: '/transport/edit',
    verify: { method: 'POST', url: '/admin/transport/verify/:user_id' },
    stories: { url: '/transport/vendor/stories/:userId', param: 'userId' },
    storyDelete: '/vendor/transportstories/:storyId',
  },
  imageDelete: { url: '/transportservice/image/:user_id/:imageName', kinds: ['transport'] },
};

export const hotel: VendorKindConfig = {
  kind: 'hotel',
  label: 'Hotel vendor',
  table: 'hotel_profiles',
  fields: {
    business_name: 'profile.business_name',
    address: 'profile.address',
    business_type: 'profile.business_type',
    opening_time: 'profile.opening_time',
    closing_time: 'profile.closing_time',
    delivery_options: 'profile.delivery_options',
    max_delivery_distance: 'profile.max_delivery_distance',
    location: 'profile.location',
  },
  editable: {
    ...IDENTITY,
    business_name: 'profile.business_name',
    address: 'profile.address',
    business_type: 'profile.business_type',
    opening_time: 'profile.opening_time',
    closing_time: 'profile.closing_time',
    delivery_options: 'profile.delivery_options',
    max_delivery_distance: 'profile.max_delivery_distance',
    location: 'profile.location',
  },
  media: VENDOR_MEDIA.hotel,
  editSchema: hotelEditSchema,
  paths: {
    unverifiedList: '/api/hotel/unverified/list',
    verifiedList: '/api/hotel/verified/list',
    images: '/hotel/storeimage/:user_id',
    posterUpload: '/admin/hotel/poster/upload',
    posterFromImage: '/admin/hotel/poster/storeimg',
    edit: '/admin/hotel/edit',
    verify: { method: 'PUT', url: '/hotel/vendor/verify/:user_id' },
    stories: { url: '/hotel/vendor/stories/:user_id', param: 'user_id' },
    storyDelete: '/vendor/hotelstories/:storyId',
  },
};

export const VENDOR_KIND_CONFIGS: Record<VendorKind, VendorKindConfig> = { vegetable, professional, transport, hotel };
