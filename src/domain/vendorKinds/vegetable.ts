/** Vegetable store vendors: SPEC section 7 "Vegetable vendors", section 3 record and edit payload. */
import { cityField, descriptionField, emailField, mapsField, nameField, optionalText, passwordField, phoneField, requiredText, reviewsField, shopNumberField, text, verificationEcho } from './commonFields';
import { FSSAI, GSTIN, PAN } from '../compliance/requirements';
import { declareVendorKind } from './types';

/** Demo store names: prefix, deity and suffix, as Tamil Nadu vegetable shops are named. */
const STORE_PREFIXES = ['Sri', 'Annai', 'Sree', 'Amman', 'Kaveri', 'Thendral', 'Vetri', 'Kongu', 'Malar', 'Arul'];
const DEITY_NAMES = ['Murugan', 'Meenakshi', 'Balaji', 'Vinayaga', 'Mariamman', 'Ayyappan', 'Kamakshi', 'Ganapathy'];
const STORE_SUFFIXES = ['Vegetables', 'Fresh Mart', 'Kaikari Kadai', 'Farm Fresh', 'Green Grocers', 'Uzhavar Stall'];
/** The same, as a vendor who writes in Tamil names the shop. */
const TAMIL_STORE_PREFIXES = ['ஸ்ரீ', 'அன்னை', 'ஸ்ரீ', 'அம்மன்', 'காவேரி', 'தென்றல்', 'வெற்றி', 'கொங்கு', 'மலர்', 'அருள்'];
const TAMIL_DEITY_NAMES = ['முருகன்', 'மீனாட்சி', 'பாலாஜி', 'விநாயகா', 'மாரியம்மன்', 'ஐயப்பன்', 'காமாட்சி', 'கணபதி'];
const TAMIL_STORE_SUFFIXES = ['காய்கறி கடை', 'காய்கறி அங்காடி', 'காய்கறி மண்டி', 'பண்ணை காய்கறிகள்', 'பசுமை அங்காடி', 'உழவர் கடை'];

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
  },
  ta: {
    labels: {
      singular: 'காய்கறி விற்பனையாளர்',
      name: 'காய்கறி விற்பனையாளர் |||| காய்கறி விற்பனையாளர்கள்',
      tile: 'காய்கறி',
      unverifiedTitle: 'அங்கீகரிக்கப்படாத காய்கறி விற்பனையாளர்கள்',
      verifiedTitle: 'அங்கீகரிக்கப்பட்ட காய்கறி விற்பனையாளர்கள்',
      empty: 'காய்கறி விற்பனையாளர்கள் யாரும் இல்லை',
      emptyUnverified: 'சரிபார்க்கப்படாத காய்கறி விற்பனையாளர்கள் யாரும் இல்லை',
      missing: 'காய்கறி கடை விவரங்கள் இல்லை.',
      portal: 'காய்கறி கடை',
    },
  },
  table: 'vegetable_stores',
  columns: { unverified: ['name', 'phoneNumber', 'location', 'storename'], verified: ['name', 'phoneNumber', 'location', 'storename'] },
  fields: [
    nameField,
    // The legacy client sends both spellings of the store name and of the phone number.
    text('storename', 'Store Name', 'கடையின் பெயர்', { readAs: ['storeName'], writeAs: ['storename', 'storeName'], search: true, apply: true }),
    text('location', 'Location', 'இடம்', { taApply: 'இருப்பிடம்', search: true, apply: true }),
    reviewsField(),
    cityField,
    phoneField(['PhoneNumber']),
    passwordField,
    emailField(),
    shopNumberField,
    {
      ...text('category', 'Category', 'வகை', { search: true, apply: true }),
      type: 'reference',
      reference: { resource: 'vegetableCategories', field: 'vegcategory', emptyText: 'Select a Category', loadingText: 'Loading categories...',
        ta: { emptyText: 'ஒரு வகையைத் தேர்ந்தெடுங்கள்', loadingText: 'வகைகள் ஏற்றப்படுகின்றன...' } },
    },
    { ...text('price', 'Price', 'விலை', { apply: true }), validate: optionalText() },
    { ...text('serviceDetails', 'Service Details', 'சேவை விவரங்கள்', { apply: true }), type: 'longText', validate: requiredText({ en: 'Service Details', ta: 'சேவை விவரங்கள்' }, 2000) },
    descriptionField,
    mapsField('direction', 'Google Maps Direction Link', 'Google Maps வழி இணைப்பு'),
    { name: 'address', label: 'Address', ta: 'முகவரி', type: 'text', column: 'profile.address', writeAs: [], detail: false, search: true },
    { name: 'store_id', label: 'Store ID', ta: 'கடை ID', type: 'wholeNumber', column: 'profile.id', writeAs: [], detail: false },
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
  seed: {
    hue: 100,
    prefix: 'veg',
    phoneOffset: 11_000_000,
    profile: (ctx) => {
      const { random } = ctx;
      const [prefixes, deities, suffixes] = ctx.tamil ? [TAMIL_STORE_PREFIXES, TAMIL_DEITY_NAMES, TAMIL_STORE_SUFFIXES] : [STORE_PREFIXES, DEITY_NAMES, STORE_SUFFIXES];
      const storename = `${random.pick(prefixes)} ${random.pick(deities)} ${random.pick(suffixes)}`;
      const category = random.pick(ctx.masterNames('vegetableCategories'));
      const values = {
        storename,
        address: ctx.address,
        location: `${ctx.area}, ${ctx.place}`,
        number: ctx.shopNumber,
        reviews: ctx.rating(),
        price: `₹${random.int(15, 40)} - ₹${random.int(50, 120)} per kg`,
        serviceDetails: random.pick([
          'Wholesale supply to hotels from 5 am; home delivery within 5 km.',
          'Fresh from Oddanchatram market every morning; bulk orders for caterers.',
          'Organic and naatu varieties; weekly subscription boxes.',
        ]),
        category,
        direction: ctx.mapLink(),
      };
      return { description: `${category} and daily vegetables near ${ctx.area}, ${ctx.city.name}.`, values };
    },
  },
});
