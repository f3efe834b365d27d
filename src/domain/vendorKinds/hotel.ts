/**
 * Hotels, restaurants and cafes. The list calls and stories are our server's extensions (SPEC: "not shown");
 * hotel images are deleted through the vegetable store-image path, as the SPEC says.
 */
import { HOTEL_BUSINESS_TYPES } from '../limits';
import { choice, city, cityField, optionalRule, emailField, mapsField, nameField, passwordField, phoneField, text } from './commonFields';
import { FSSAI, GSTIN, PAN } from '../compliance/requirements';
import { declareVendorKind } from './types';

/** Demo business names by business type. */
const BUSINESS_NAMES: Record<(typeof HOTEL_BUSINESS_TYPES)[number], readonly string[]> = {
  Hotel: ['Annapoorna Hotel', 'Hotel Aryaas', 'Sree Gowri Bhavan', 'Hotel Kanna', 'Anjappar Mess', 'Hotel Saravana Bhavan'],
  Restaurant: ['Kongu Virundhu', 'Chettinad Palace', 'Thalappakatti Biriyani', 'Amma Unavagam', 'Nanjil Kitchen', 'Karaikudi Restaurant'],
  Cafe: ['Filter Kaapi Corner', 'Madras Coffee House', 'Tea Kadai Junction', 'Kumbakonam Degree Coffee', 'Bun Butter Jam Cafe'],
};
/** The same kinds of names, as a business that writes in Tamil signs them. */
const TAMIL_BUSINESS_NAMES: Record<(typeof HOTEL_BUSINESS_TYPES)[number], readonly string[]> = {
  Hotel: ['அன்னபூர்ணா ஹோட்டல்', 'ஸ்ரீ கௌரி பவன்', 'ஹோட்டல் கண்ணா', 'அஞ்சப்பர் மெஸ்', 'ஸ்ரீ முருகன் பவன்', 'ஆரியாஸ் ஹோட்டல்'],
  Restaurant: ['கொங்கு விருந்து', 'செட்டிநாடு உணவகம்', 'அம்மா உணவகம்', 'நாஞ்சில் சமையல்', 'காரைக்குடி உணவகம்', 'தலப்பாக்கட்டி பிரியாணி'],
  Cafe: ['ஃபில்டர் காபி கார்னர்', 'டீ கடை சந்திப்பு', 'கும்பகோணம் டிகிரி காபி', 'மதராஸ் காபி ஹவுஸ்', 'பன் பட்டர் ஜாம் கஃபே'],
};

const BUSINESS_TYPES_TA = { Hotel: 'ஹோட்டல்', Restaurant: 'உணவகம்', Cafe: 'கஃபே' };

export const hotel = declareVendorKind({
  kind: 'hotel',
  resource: 'hotels',
  labels: {
    singular: 'Hotel vendor',
    name: 'Hotel |||| Hotels',
    tile: 'Hotels',
    unverifiedTitle: 'UnAuthorized Hotels',
    verifiedTitle: 'Authorized Hotels',
    empty: 'No hotels available',
    emptyUnverified: 'No unverified hotels found',
    missing: 'No hotel details available.',
    portal: 'Hotel, restaurant or cafe',
  },
  ta: {
    labels: {
      singular: 'ஹோட்டல் விற்பனையாளர்',
      name: 'ஹோட்டல் |||| ஹோட்டல்கள்',
      tile: 'ஹோட்டல்கள்',
      unverifiedTitle: 'அங்கீகரிக்கப்படாத ஹோட்டல்கள்',
      verifiedTitle: 'அங்கீகரிக்கப்பட்ட ஹோட்டல்கள்',
      empty: 'ஹோட்டல்கள் எதுவும் இல்லை',
      emptyUnverified: 'சரிபார்க்கப்படாத ஹோட்டல்கள் எதுவும் இல்லை',
      missing: 'ஹோட்டல் விவரங்கள் இல்லை.',
      portal: 'ஹோட்டல், உணவகம் அல்லது கஃபே',
    },
    posterMessages: { success: 'போஸ்டர் படம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது', failure: 'போஸ்டர் படத்தைப் புதுப்பிப்பதில் பிழை' },
  },
  table: 'hotel_profiles',
  columns: {
    unverified: ['name', 'business_name', 'phoneNumber', 'address', 'business_type'],
    verified: ['name', 'business_name', 'phoneNumber', 'address', 'business_type'],
  },
  fields: [
    nameField,
    text('business_name', 'Hotel Name', 'ஹோட்டலின் பெயர்', { taApply: 'ஹோட்டல் பெயர்', search: true, apply: true }),
    text('address', 'Location', 'இடம்', { taApply: 'இருப்பிடம்', search: true, apply: true }),
    {
      name: 'business_type', label: 'Business Type', ta: 'வியாபார வகை', type: 'choice', column: 'profile.business_type', choices: HOTEL_BUSINESS_TYPES,
      choicesTa: BUSINESS_TYPES_TA,
      validate: choice({ en: 'Business Type', ta: 'வியாபார வகை' }, HOTEL_BUSINESS_TYPES, BUSINESS_TYPES_TA), search: true, sql: { type: 'TEXT', default: 'Hotel' }, apply: true,
    },
    text('opening_time', 'Opening Time', 'திறக்கும் நேரம்', { apply: true }),
    text('delivery_options', 'Delivery Option', 'டெலிவரி வசதி', { apply: true }),
    phoneField(),
    passwordField,
    { ...emailField('Email Id', 'மின்னஞ்சல் முகவரி'), taApply: 'மின்னஞ்சல்' },
    text('max_delivery_distance', 'Maximum Delivery Distance', 'அதிகபட்ச டெலிவரி தூரம்', { apply: true }),
    text('closing_time', 'Closing Time', 'மூடும் நேரம்', { apply: true }),
    mapsField('location', 'Google Map Location', 'Google Map இடம்'),
    { ...cityField, validate: optionalRule(city), sendWhenSet: true, detail: false },
  ],
  endpoints: {
    unverifiedList: 'GET /api/hotel/unverified/list',
    verifiedList: 'GET /api/hotel/verified/list',
    edit: 'PUT /admin/hotel/edit',
    delete: 'DELETE /admin/unverifiedvendor/delete/{user_id}',
    approve: 'PUT /hotel/vendor/verify/{user_id}',
    images: 'GET /hotel/storeimage/{user_id}',
    deleteImage: 'DELETE /vegetable/storeimage/{user_id}/{imageName}',
    posterUpload: 'PUT /admin/hotel/poster/upload',
    posterFromImage: 'PUT /admin/hotel/poster/storeimg',
    stories: 'GET /hotel/vendor/stories/{user_id}',
    deleteStory: 'DELETE /vendor/hotelstories/{storyId}',
  },
  extensions: {
    unverifiedList: 'hotelLists',
    verifiedList: 'hotelLists',
    stories: 'hotelStories',
    deleteStory: 'hotelStories',
    delete: 'deleteAnyKind',
  },
  media: { images: 'hotelstoreimages', stories: 'hotelstories' },
  behaviour: {
    // SPEC section 4: hotels go back to the previous screen after approval.
    afterApproval: 'previous',
    posterMessages: { success: 'Poster Image Updated Successfully', failure: 'Error in Updating Poster Image' },
    subQueues: [
      {
        path: 'restaurants',
        filter: { business_type: ['Restaurant', 'Cafe'] },
        labels: {
          tile: 'Restaurants & Cafe',
          unverifiedTitle: 'UnAuthorized Restaurants & Cafes',
          verifiedTitle: 'Authorized Restaurants & Cafes',
          empty: 'No restaurants or cafes available',
          emptyUnverified: 'No unverified restaurants or cafes found',
          menu: 'Restaurants and cafés',
        },
        ta: {
          tile: 'உணவகங்களும் கஃபேக்களும்',
          unverifiedTitle: 'அங்கீகரிக்கப்படாத உணவகங்களும் கஃபேக்களும்',
          verifiedTitle: 'அங்கீகரிக்கப்பட்ட உணவகங்களும் கஃபேக்களும்',
          empty: 'உணவகங்களோ கஃபேக்களோ எதுவும் இல்லை',
          emptyUnverified: 'சரிபார்க்கப்படாத உணவகங்களோ கஃபேக்களோ எதுவும் இல்லை',
          menu: 'உணவகங்கள், கஃபேக்கள்',
        },
      },
    ],
  },
  requirements: [FSSAI, GSTIN, PAN],
  seed: {
    hue: 330,
    prefix: 'htl',
    phoneOffset: 59_000_000,
    profile: (ctx) => {
      const { random } = ctx;
      // By index, not drawn, so every business type (and the restaurants sub-queue) has vendors.
      const type = HOTEL_BUSINESS_TYPES[ctx.index % HOTEL_BUSINESS_TYPES.length] ?? 'Hotel';
      const values = {
        business_name: `${random.pick((ctx.tamil ? TAMIL_BUSINESS_NAMES : BUSINESS_NAMES)[type])}, ${ctx.area}`,
        address: ctx.address,
        business_type: type,
        opening_time: type === 'Cafe' ? '06:30' : random.pick(['07:00', '11:00', '06:00']),
        closing_time: random.pick(['22:00', '22:30', '23:00', '21:30']),
        delivery_options: random.pick(['Dine-in and takeaway', 'Home delivery', 'Takeaway only', 'Dine-in, takeaway and delivery']),
        max_delivery_distance: `${random.int(2, 10)} km`,
        location: ctx.mapLink(),
      };
      return { description: `${type} in ${ctx.area}, ${ctx.city.name}, buying fresh produce daily.`, values };
    },
  },
});
