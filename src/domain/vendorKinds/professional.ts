/** Professionals: SPEC section 7 "Professionals", section 3 record and edit payload. */
import { cityField, descriptionField, emailField, mapsField, nameField, passwordField, phoneField, requiredText, reviewsField, shopNumberField, text, verificationEcho, wholeNumber } from './commonFields';
import { TRADE_CERTIFICATE } from '../compliance/requirements';
import { declareVendorKind } from './types';

export const professional = declareVendorKind({
  kind: 'professional',
  resource: 'professionals',
  labels: {
    singular: 'Professional',
    name: 'Professional |||| Professionals',
    tile: 'Professionals',
    unverifiedTitle: 'UnAuthorized Professionals',
    verifiedTitle: 'Authorized Professionals',
    empty: 'No professionals available',
    emptyUnverified: 'No unverified professionals found',
    missing: 'No professional details available.',
    portal: 'Professional',
  },
  ta: {
    labels: {
      singular: 'தொழில் வல்லுநர்',
      name: 'தொழில் வல்லுநர் |||| தொழில் வல்லுநர்கள்',
      tile: 'தொழில் வல்லுநர்கள்',
      unverifiedTitle: 'அங்கீகரிக்கப்படாத தொழில் வல்லுநர்கள்',
      verifiedTitle: 'அங்கீகரிக்கப்பட்ட தொழில் வல்லுநர்கள்',
      empty: 'தொழில் வல்லுநர்கள் யாரும் இல்லை',
      emptyUnverified: 'சரிபார்க்கப்படாத தொழில் வல்லுநர்கள் யாரும் இல்லை',
      missing: 'தொழில் வல்லுநர் விவரங்கள் இல்லை.',
      portal: 'தொழில் வல்லுநர்',
    },
  },
  table: 'professional_profiles',
  // SPEC: the unverified list shows location, the verified one email.
  columns: { unverified: ['name', 'phoneNumber', 'location', 'storename'], verified: ['name', 'phoneNumber', 'email', 'storename'] },
  fields: [
    nameField,
    text('storename', 'Store Name', 'கடையின் பெயர்', { search: true, apply: true }),
    {
      ...text('professionalcategory', 'Professional Category', 'தொழில் வகை', { search: true, apply: true }),
      type: 'reference',
      reference: {
        resource: 'professionalCategories', field: 'professionalCategory', emptyText: 'Select a Professional Category', loadingText: 'Loading categories...',
        ta: { emptyText: 'தொழில் வகையைத் தேர்ந்தெடுங்கள்', loadingText: 'வகைகள் ஏற்றப்படுகின்றன...' },
      },
    },
    text('location', 'Location', 'இடம்', { taApply: 'இருப்பிடம்', search: true, apply: true }),
    reviewsField(),
    cityField,
    phoneField(),
    passwordField,
    emailField(),
    shopNumberField,
    text('price', 'Price', 'கட்டணம்', { taApply: 'விலை', apply: true }),
    { ...text('serviceDetails', 'Service Details', 'சேவை விவரங்கள்', { apply: true }), type: 'longText', validate: requiredText({ en: 'Service Details', ta: 'சேவை விவரங்கள்' }, 2000) },
    {
      name: 'years_of_experience', label: 'Years of Experience', ta: 'அனுபவ ஆண்டுகள்', type: 'wholeNumber', column: 'profile.years_of_experience',
      validate: wholeNumber({ en: 'Years of Experience', ta: 'அனுபவ ஆண்டுகள்' }), sql: { type: 'INTEGER', default: 0 }, apply: true,
    },
    descriptionField,
    mapsField('direction', 'Google Maps Direction Link', 'Google Maps வழி இணைப்பு'),
    verificationEcho(),
  ],
  endpoints: {
    unverifiedList: 'GET /api/professional/unverified/list',
    verifiedList: 'GET /api/professional/verified/list',
    edit: 'PUT /professional/edit',
    delete: 'DELETE /admin/unverifiedvendor/delete/{user_id}',
    approve: 'POST /admin/professional/verify/{user_id}',
    images: 'GET /professional/serviceimage/{user_id}',
    deleteImage: 'DELETE /professional/serviceimage/{user_id}/{imageName}',
    posterUpload: 'PUT /professional/update/poster',
    posterFromImage: 'PUT /professional/poster/serviceimg',
    stories: 'GET /professional/vendor/stories/{user_id}',
    deleteStory: 'DELETE /vendor/professional/stories/{storyId}',
  },
  media: { images: 'professionalserviceimages', stories: 'professionalstories' },
  requirements: [TRADE_CERTIFICATE],
  seed: {
    hue: 210,
    prefix: 'pro',
    phoneOffset: 23_000_000,
    profile: (ctx) => {
      const { random } = ctx;
      const category = random.pick(ctx.masterNames('professionalCategories'));
      const values = {
        storename: ctx.tamil ? `${ctx.first} ${category} சேவை மையம்` : `${ctx.first} ${category} Services`,
        location: `${ctx.area}, ${ctx.place}`,
        reviews: ctx.rating(),
        price: `₹${random.int(3, 12) * 100} per visit`,
        serviceDetails: `${category} for hotels, restaurants and homes; emergency calls ${random.pick(['24x7', 'till 10 pm', 'on weekends'])}.`,
        number: ctx.shopNumber,
        professionalcategory: category,
        direction: ctx.mapLink(),
        years_of_experience: random.int(1, 25),
      };
      return { description: `Experienced ${category.toLowerCase()} serving ${ctx.city.name} and nearby towns.`, values };
    },
  },
});
