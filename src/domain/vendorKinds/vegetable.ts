/** Vegetable store vendors: SPEC section 7 "Vegetable vendors", section 3 record and edit payload. */
import { optionalText, requiredText } from '../fieldValidation';
import { cityField, descriptionField, emailField, mapsField, nameField, passwordField, phoneField, reviewsField, shopNumberField, text, verificationEcho } from './commonFields';
import { FSSAI, GSTIN, PAN } from '../compliance/requirements';
import { declareVendorKind } from './types';

export const vegetable = declareVendorKind({
  kind: 'vegetable',
  resource: 'vegetableVendors',
  labels: {
    singular: 'Vegetable vendor',
    name: 'Vegetable Vendor |||| Vegetable Vendors',
    tile: 'Vegetables',
    unverifiedTitle: 'UnAuthorized Vegetable Vendors',
    verifiedTitle: 'Authorized Vegetable Vendors',
    empty: 'No vegetables available',
    emptyUnverified: 'No unverified vegetables found',
    missing: 'No vegetable details available.',
    portal: 'Vegetable store',
    menu: 'Vegetable stores',
  },
  table: 'vegetable_stores',
  columns: { unverified: ['name', 'phoneNumber', 'location', 'storename'], verified: ['name', 'phoneNumber', 'location', 'storename'] },
  fields: [
    nameField,
    // The legacy client sends both spellings of the store name and of the phone number.
    text('storename', 'Store Name', { readAs: ['storeName'], writeAs: ['storename', 'storeName'], search: true, apply: true }),
    text('location', 'Location', { search: true, apply: true }),
    reviewsField(),
    cityField,
    phoneField(['PhoneNumber']),
    passwordField,
    emailField(),
    shopNumberField,
    {
      ...text('category', 'Category', { search: true, apply: true }),
      type: 'reference',
      reference: { resource: 'vegetableCategories', field: 'vegcategory', emptyText: 'Select a Category', loadingText: 'Loading categories...' },
    },
    { ...text('price', 'Price', { apply: true }), validate: optionalText() },
    { ...text('serviceDetails', 'Service Details', { apply: true }), type: 'longText', validate: requiredText('Service Details', 2000) },
    descriptionField,
    mapsField('direction', 'Google Maps Direction Link'),
    { name: 'address', label: 'Address', type: 'text', column: 'profile.address', writeAs: [], detail: false, search: true },
    { name: 'store_id', label: 'Store ID', type: 'wholeNumber', column: 'profile.id', writeAs: [], detail: false },
    verificationEcho(['adminverified']),
  ],
  endpoints: {
    unverifiedList: 'GET /api/vegetable/unverified/list',
    verifiedList: 'GET /api/vegetable/verified/list',
    edit: 'PUT /vegeatable/edit',
    delete: 'DELETE /admin/unverifiedvendor/delete/{user_id}',
    approve: 'POST /admin/vendor/verify/{user_id}',
    verifyByPhone: 'PUT /api/admin/verifyvendor/{phoneNumber}',
    images: 'GET /vegetable/storeimage/{user_id}',
    deleteImage: 'DELETE /vegetable/storeimage/{user_id}/{imageName}',
    posterUpload: 'PUT /vegetable/poster/upload',
    posterFromImage: 'PUT /vegetable/poster/storeimg',
    stories: 'GET /vegetable/vendor/stories/{user_id}',
    deleteStory: 'DELETE /vendor/vegetablestories/{storyId}',
  },
  deleteImageServes: ['vegetable', 'hotel'],
  media: { images: 'vegetablestoreimages', stories: 'vegetablestories' },
  requirements: [FSSAI, GSTIN, PAN],
});
