/**
 * A throwaway vendor kind, declared the way docs/extending.md says: this file, copied as it is into
 * src/domain/vendorKinds/ and added to the registry, is a fifth kind of the product (onACopy.test.ts proves it).
 * Its imports resolve there and here (./commonFields.ts and ./types.ts of this folder re-export the real ones).
 */
import { cityField, descriptionField, emailField, mapsField, nameField, passwordField, phoneField, requiredText, wholeNumber } from './commonFields';
import { declareVendorKind } from './types';

export const florist = declareVendorKind({
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
  // The same texts in Tamil: the Tamil admin and the Tamil vendor portal read them from here.
  ta: {
    labels: {
      singular: 'பூக்கடை',
      name: 'பூக்கடை |||| பூக்கடைகள்',
      tile: 'பூக்கடைகள்',
      unverifiedTitle: 'அங்கீகரிக்கப்படாத பூக்கடைகள்',
      verifiedTitle: 'அங்கீகரிக்கப்பட்ட பூக்கடைகள்',
      empty: 'பூக்கடைகள் எதுவும் இல்லை',
      emptyUnverified: 'சரிபார்க்கப்படாத பூக்கடைகள் எதுவும் இல்லை',
      missing: 'பூக்கடை விவரங்கள் இல்லை.',
    },
  },
  table: 'florist_profiles',
  columns: { unverified: ['name', 'phoneNumber', 'shopName'], verified: ['name', 'phoneNumber', 'shopName'] },
  fields: [
    nameField,
    {
      name: 'shopName', label: 'Flower Shop', ta: 'பூக்கடையின் பெயர்', type: 'text', column: 'profile.shopName', readAs: ['shop_name'],
      validate: requiredText({ en: 'Flower Shop', ta: 'பூக்கடையின் பெயர்' }), search: true, apply: true,
    },
    {
      name: 'garlandsPerDay', label: 'Garlands per Day', ta: 'ஒரு நாளைக்கு மாலைகள்', type: 'wholeNumber', column: 'profile.garlandsPerDay',
      validate: wholeNumber({ en: 'Garlands per Day', ta: 'ஒரு நாளைக்கு மாலைகள்' }), sql: { type: 'INTEGER', default: 0 }, apply: true,
    },
    phoneField(),
    passwordField,
    emailField(),
    cityField,
    descriptionField,
    mapsField('direction', 'Google Maps Direction Link', 'Google Maps வழி இணைப்பு'),
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
});
