/**
 * A throwaway vendor kind, declared the way docs/extending.md says, to prove that a declaration is all a new
 * kind needs: server routes, storage, data provider, list and detail all come from it.
 */
import { requiredText, wholeNumber } from '../../src/domain/schemas';
import { VENDOR_KIND_DECLARATIONS, type VendorKindDeclaration, type VendorKindRegistry } from '../../src/domain/vendorKinds';
import { cityField, descriptionField, emailField, mapsField, nameField, passwordField, phoneField } from '../../src/domain/vendorKinds/commonFields';

export const florist: VendorKindDeclaration = {
  kind: 'florist',
  resource: 'florists',
  labels: {
    singular: 'Florist',
    name: 'Florist |||| Florists',
    tile: 'Florists',
    unverifiedTitle: 'UnAuthorized Florists',
    verifiedTitle: 'Authorized Florists',
    empty: 'No florists available',
    emptyUnverified: 'No unverified florists found',
    missing: 'No florist details available.',
  },
  table: 'florist_profiles',
  columns: { unverified: ['name', 'phoneNumber', 'shopName'], verified: ['name', 'phoneNumber', 'shopName'] },
  fields: [
    nameField,
    { name: 'shopName', label: 'Flower Shop', type: 'text', column: 'profile.shopName', readAs: ['shop_name'], validate: requiredText('Flower Shop'), search: true },
    {
      name: 'garlandsPerDay', label: 'Garlands per Day', type: 'wholeNumber', column: 'profile.garlandsPerDay',
      validate: wholeNumber('Garlands per Day'), sql: { type: 'INTEGER', default: 0 },
    },
    phoneField(),
    passwordField,
    emailField(),
    cityField,
    descriptionField,
    mapsField('direction', 'Google Maps Direction Link'),
  ],
  endpoints: {
    unverifiedList: 'GET /api/florist/unverified/list',
    verifiedList: 'GET /api/florist/verified/list',
    edit: 'PUT /florist/edit',
    delete: 'DELETE /admin/unverifiedvendor/delete/{user_id}',
    approve: 'POST /admin/florist/verify/{user_id}',
    images: 'GET /florist/storeimage/{user_id}',
    deleteImage: 'DELETE /florist/storeimage/{user_id}/{imageName}',
    posterUpload: 'PUT /florist/poster/upload',
    posterFromImage: 'PUT /florist/poster/storeimg',
    stories: 'GET /florist/vendor/stories/{user_id}',
    deleteStory: 'DELETE /vendor/floriststories/{storyId}',
  },
  media: { images: 'floristimages', stories: 'floriststories' },
};

export const registryWithFlorists: VendorKindRegistry = [...VENDOR_KIND_DECLARATIONS, florist];

/** The fixture's seed data: profile columns of two florists, one of them approved. */
export const FLORISTS = [
  { name: 'Malli Poo Kadai', phoneNumber: '9445500001', verification: 0 as const, profile: { shopName: 'Jasmine Corner', garlandsPerDay: 40, direction: 'Palani Temple' } },
  { name: 'Roja Flowers', phoneNumber: '9445500002', verification: 1 as const, profile: { shopName: 'Rose Garden', garlandsPerDay: 12, direction: 'https://maps.google.com/?q=10.45,77.52' } },
];
