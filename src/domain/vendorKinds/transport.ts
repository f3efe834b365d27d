/**
 * Transport providers: SPEC section 7 "Transport", section 3 record and edit payload. The payload names the
 * vehicle fields vehicleType/vehicleModel/vehicleNo/experience and the map location "direction".
 */
import { cityField, descriptionField, emailField, mapsField, nameField, optionalRating, passwordField, phoneField, reviewsField, text, wholeNumber } from './commonFields';
import { VEHICLE_RC, VEHICLE_PERMIT, VEHICLE_INSURANCE, DRIVING_LICENCE } from '../compliance/requirements';
import { declareVendorKind } from './types';

/** Demo vehicle models by vehicle category (the seeded transport categories). */
const VEHICLE_MODELS: Record<string, readonly string[]> = {
  'Mini Truck': ['Tata Ace Gold', 'Mahindra Jeeto', 'Ashok Leyland Dost'],
  'Three Wheeler': ['Bajaj Maxima Cargo', 'Piaggio Ape Xtra', 'Mahindra Alfa Load'],
  Tempo: ['Force Traveller Cargo', 'Tata 407', 'Eicher Pro 2049'],
  'Refrigerated Van': ['Tata Intra V30 Reefer', 'Ashok Leyland Bada Dost Reefer'],
  'Pickup Van': ['Mahindra Bolero Pik-Up', 'Isuzu D-Max', 'Tata Yodha'],
  Lorry: ['Ashok Leyland 1618', 'BharatBenz 1617R', 'Tata LPT 1109'],
};

export const transport = declareVendorKind({
  kind: 'transport',
  resource: 'transports',
  labels: {
    singular: 'Transport provider',
    name: 'Transport |||| Transport',
    tile: 'Transport',
    unverifiedTitle: 'UnAuthorized Transport',
    verifiedTitle: 'Authorized Transport',
    empty: 'No transport profiles available',
    emptyUnverified: 'No unverified transport found',
    missing: 'No Transport details available.',
    portal: 'Transport provider',
  },
  ta: {
    labels: {
      singular: 'வாகன சேவை வழங்குநர்',
      name: 'வாகன சேவை |||| வாகன சேவைகள்',
      tile: 'வாகன சேவை',
      unverifiedTitle: 'அங்கீகரிக்கப்படாத வாகன சேவைகள்',
      verifiedTitle: 'அங்கீகரிக்கப்பட்ட வாகன சேவைகள்',
      empty: 'வாகன சேவை விவரங்கள் எதுவும் இல்லை',
      emptyUnverified: 'சரிபார்க்கப்படாத வாகன சேவைகள் எதுவும் இல்லை',
      missing: 'வாகன சேவை விவரங்கள் இல்லை.',
      portal: 'வாகன சேவை',
    },
  },
  table: 'transport_profiles',
  columns: { unverified: ['name', 'phoneNumber', 'city', 'vehicle_type'], verified: ['name', 'phoneNumber', 'city', 'vehicle_type'] },
  fields: [
    nameField,
    emailField(),
    {
      ...text('vehicle_type', 'Vehicle Type', 'வாகன வகை', { writeAs: ['vehicleType'], search: true, apply: true }),
      type: 'reference',
      reference: { resource: 'transportCategories', field: 'vehicleCategory', emptyText: 'Select a Vehicle Type', loadingText: 'Loading categories...',
        ta: { emptyText: 'வாகன வகையைத் தேர்ந்தெடுங்கள்', loadingText: 'வகைகள் ஏற்றப்படுகின்றன...' } },
    },
    text('vehicle_registration_number', 'Vehicle Registration Number', 'வாகனப் பதிவு எண்', { writeAs: ['vehicleNo'], search: true, apply: true }),
    text('address', 'Location', 'இடம்', { taApply: 'இருப்பிடம்', search: true, apply: true }),
    reviewsField(optionalRating),
    cityField,
    phoneField(),
    passwordField,
    text('vehicle_model', 'Vehicle Model', 'வாகன மாடல்', { writeAs: ['vehicleModel'], search: true, apply: true }),
    {
      // SPEC 5's name for it (the Driver form's yearsOfDrivingExperience), in the label and the messages alike.
      name: 'years_of_driving_experience', label: 'Years of Driving Experience', ta: 'ஓட்டுநர் அனுபவ ஆண்டுகள்', type: 'wholeNumber', column: 'profile.years_of_driving_experience',
      writeAs: ['experience'], validate: wholeNumber({ en: 'Years of Driving Experience', ta: 'ஓட்டுநர் அனுபவ ஆண்டுகள்' }), sql: { type: 'INTEGER', default: 0 }, apply: true,
    },
    text('days_and_hours_available', 'Days and Hours Available', 'கிடைக்கும் நாட்களும் நேரமும்', { taApply: 'வேலை நாட்கள், நேரம்', apply: true }),
    text('category', 'Category', 'வகை', { apply: true }),
    descriptionField,
    mapsField('location', 'Google Map Location', 'Google Map இடம்', ['direction']),
  ],
  endpoints: {
    unverifiedList: 'GET /api/transport/unverified/list',
    verifiedList: 'GET /api/transport/verified/list',
    edit: 'PUT /transport/edit',
    delete: 'DELETE /admin/unverifiedvendor/delete/{user_id}',
    approve: 'POST /admin/transport/verify/{user_id}',
    images: 'GET /transport/serviceimage/{user_id}',
    deleteImage: 'DELETE /transportservice/image/{user_id}/{imageName}',
    posterUpload: 'PUT /transport/poster/upload',
    posterFromImage: 'PUT /transport/poster/serviceimg',
    // SPEC spelling: this path names the vendor id userId.
    stories: 'GET /transport/vendor/stories/{userId}',
    deleteStory: 'DELETE /vendor/transportstories/{storyId}',
  },
  // SPEC 7 gives transport no delete call; our server's any-kind delete serves it.
  extensions: { delete: 'deleteAnyKind' },
  media: { images: 'transportserviceimages', stories: 'transportstories' },
  requirements: [VEHICLE_RC, VEHICLE_PERMIT, VEHICLE_INSURANCE, DRIVING_LICENCE],
  seed: {
    hue: 30,
    prefix: 'trn',
    phoneOffset: 47_000_000,
    profile: (ctx) => {
      const { random } = ctx;
      const vehicle = random.pick(ctx.masterNames('transportCategories'));
      const letters = String.fromCharCode(65 + random.int(0, 25), 65 + random.int(0, 25));
      const values = {
        address: ctx.address,
        vehicle_type: vehicle,
        vehicle_model: random.pick(VEHICLE_MODELS[vehicle] ?? ['Tata Ace Gold']),
        vehicle_registration_number: `${ctx.city.rto} ${letters} ${String(random.int(1, 9999)).padStart(4, '0')}`,
        years_of_driving_experience: random.int(1, 30),
        days_and_hours_available: random.pick(['Mon-Sat, 5 am - 9 pm', 'All days, 4 am - 12 pm', 'Mon-Fri, 6 am - 6 pm', 'Night loads, 9 pm - 5 am']),
        category: random.pick(['Vegetable Transport', 'Cold Chain', 'Hotel Supplies', 'Market Loads']),
        location: ctx.mapLink(),
        reviews: ctx.rating(),
      };
      return { description: `${vehicle} for market and hotel deliveries around ${ctx.city.name}.`, values };
    },
  },
});
