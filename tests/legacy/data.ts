/**
 * The legacy backend's tables as its SQL would hand them out: rows straight from MySQL, so numbers arrive as
 * strings, empty columns as NULL, no `poster` column in the lists, and the two spellings SPEC section 3 names
 * (`storename`/`storeName`, `phoneNumber`/`PhoneNumber`) mixed across rows, as different queries alias them.
 */

export type Row = Record<string, unknown>;

export interface LegacyTables {
  vegetable: Row[];
  professional: Row[];
  transport: Row[];
  hotel: Row[];
  /** Gallery file names per vendor user_id. */
  images: Map<string, string[]>;
  stories: Row[];
  vegetableCategories: Row[];
  vegetableSubcategories: Row[];
  professionalCategories: Row[];
  professionalSubcategories: Row[];
  transportCategories: Row[];
  callRequests: Row[];
  /** user_id → poster file name (set by the poster calls; never part of a list row). */
  posters: Map<string, string>;
}

/** Vegetable rows: the first two are unverified, the last two verified; each pair has one of each spelling. */
const vegetables: Row[] = [
  {
    id: '1', store_id: '11', user_id: '101', name: 'Lower Spelling Greens', storename: 'Lower Store', phoneNumber: '9000000001',
    address: 'Market Road', location: 'Palani', city: 'Palani', email: null, password: 'pw1', number: '9000000011',
    description: 'Leafy', reviews: '4', price: '20', serviceDetails: 'Daily', verification: '0', adminverified: '0',
    category: 'Greens', direction: null,
  },
  {
    id: '2', store_id: '12', user_id: '102', name: 'Upper Spelling Farms', storeName: 'Upper Store', PhoneNumber: '9000000002',
    address: 'Hill Road', location: 'Dindigul', city: 'Dindigul', email: 'upper@farm.test', password: 'pw2', number: '9000000012',
    description: 'Roots', reviews: '3', price: '30', serviceDetails: 'Weekly', verification: '0', adminverified: '0',
    category: 'Roots', direction: 'Dindigul market',
  },
  {
    id: '3', store_id: '13', user_id: '103', name: 'Verified Upper Veg', storeName: 'Upper Verified Store', PhoneNumber: '9000000003',
    address: 'Lake Road', location: 'Coimbatore', city: 'Coimbatore', email: 'v3@farm.test', password: 'pw3', number: '9000000013',
    description: 'Fruit', reviews: '5', price: '40', serviceDetails: 'Daily', verification: '1', adminverified: '1',
    category: 'Fruit', direction: null,
  },
  {
    id: '4', store_id: '14', user_id: '104', name: 'Verified Lower Veg', storename: 'Lower Verified Store', phoneNumber: '9000000004',
    address: 'Temple Road', location: 'Pollachi', city: 'Pollachi', email: null, password: 'pw4', number: '9000000014',
    description: 'Herbs', reviews: '2', price: '10', serviceDetails: 'Daily', verification: '1', adminverified: '1',
    category: 'Herbs', direction: 'Pollachi',
  },
];

const professionals: Row[] = [
  {
    id: '21', user_id: '201', name: 'Upper Pro', storeName: 'Pro Works', PhoneNumber: '9100000001', password: 'pw',
    location: 'Palani', description: 'Plumbing', email: null, reviews: '4', price: '500', serviceDetails: 'On call',
    number: '9100000011', verification: '0', adminverified: '0', professionalcategory: 'Plumber', direction: null,
    city: 'Palani', years_of_experience: '7',
  },
  {
    id: '22', user_id: '202', name: 'Lower Pro', storename: 'Lower Works', phoneNumber: '9100000002', password: 'pw',
    location: 'Dindigul', description: 'Wiring', email: 'pro@test.local', reviews: '5', price: '800', serviceDetails: 'Weekdays',
    number: '9100000012', verification: '1', adminverified: '1', professionalcategory: 'Electrician', direction: 'Dindigul',
    city: 'Dindigul', years_of_experience: '12',
  },
];

const transports: Row[] = [
  {
    id: '31', user_id: '301', name: 'Cold Truck', phoneNumber: '9200000001', password: 'pw', email: null, address: 'Depot 1',
    description: 'Refrigerated', city: 'Coimbatore', vehicle_type: 'Truck', vehicle_model: 'Tata 407',
    vehicle_registration_number: 'TN01AB1234', years_of_driving_experience: '9', days_and_hours_available: 'Mon-Sat',
    category: 'Truck', location: null, reviews: '4', verification: '0', adminverified: '0',
  },
];

const hotels: Row[] = [
  {
    id: '41', user_id: '401', name: 'Hotel Owner', business_name: 'Palani Inn', address: 'Hill Road', business_type: 'Hotel',
    opening_time: '08:00', closing_time: '22:00', delivery_options: 'Pickup', phoneNumber: '9300000001', password: 'pw',
    email: null, max_delivery_distance: '5', location: null, verification: '0', adminverified: '0',
  },
];

export function legacyTables(): LegacyTables {
  const copy = (rows: Row[]) => rows.map((row) => ({ ...row }));
  return {
    vegetable: copy(vegetables),
    professional: copy(professionals),
    transport: copy(transports),
    hotel: copy(hotels),
    images: new Map([
      ['101', ['shop-front.png', 'crates.png']],
      ['102', []],
      ['103', ['verified-1.png', 'verified-2.png']],
      ['104', ['herbs.png']],
      ['201', ['tools.png']],
      ['202', []],
      ['301', ['truck.png']],
    ]),
    stories: [
      { id: '501', user_id: '103', kind: 'vegetable', todaystory: 'morning.png' },
      { id: '502', user_id: '103', kind: 'vegetable', todaystory: 'harvest.png' },
      { id: '503', user_id: '202', kind: 'professional', todaystory: 'job.png' },
    ],
    vegetableCategories: [
      { id: '1', vegcategory: 'Leafy', image_name: 'leafy.png', active: '1' },
      { id: '2', vegcategory: 'Roots', image_name: null, active: '0' },
    ],
    vegetableSubcategories: [
      { id: '1', subcategoryName: 'Spinach', subcategoryImage: 'spinach.png', active: '1', categoryId: '1' },
    ],
    professionalCategories: [{ id: '1', professionalCategory: 'Plumber', image_name: 'plumber.png', active: '1' }],
    professionalSubcategories: [
      { id: '1', subcategoryName: 'Pipes', subcategoryImage: 'pipes.png', active: '1', categoryId: '1' },
    ],
    transportCategories: [{ id: '1', vehicleCategory: 'Truck' }],
    callRequests: [
      { id: '1', phone_number: '9400000001', notes: null, created_at: '2026-01-02T10:00:00.000Z' },
      { id: '2', phone_number: '9400000002', notes: 'Call back after 5', created_at: '2026-01-03T11:30:00.000Z' },
    ],
    posters: new Map(),
  };
}
