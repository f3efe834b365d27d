import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';
import { DEMO_VENDOR_PASSWORD } from '../../server/db/seed/demo.ts';
import { VENDOR_APPLICATION_RECEIVED } from '../../src/domain/landing.ts';
import { seedMasterData } from './portalFixtures.ts';

const application = {
  name: 'Meena Traders',
  phoneNumber: '+91 98765-01234',
  email: 'meena@example.com',
  city: 'Palani',
  category: 'professional',
  description: 'Bulk vegetable cutting for hotels',
  password: 'secret-123',
  acceptTerms: 'on',
  storename: 'Meena Fresh Services',
  professionalcategory: 'Chef',
  location: '12 Market Road',
  price: '500 per day',
  serviceDetails: 'Cutting and cleaning',
  years_of_experience: '7',
};
const PHONE = '9876501234';

/** One application per kind: every apply field the kind declares. */
const BY_KIND = {
  vegetable: { storename: 'Green Basket', location: 'Stall 4, Gandhi Market', business_category: 'Leafy Greens', price: '40 per kg', serviceDetails: 'Onions and greens' },
  transport: {
    vehicleType: 'Mini truck',
    vehicleModel: 'Tata Ace',
    vehicleNo: 'TN 57 AB 1234',
    experience: '9',
    days_and_hours_available: 'Mon-Sat 5-11',
    address: '3 Bus Stand Road',
    business_category: 'Market Loads',
  },
  hotel: {
    business_name: 'Cafe Kaapi', business_type: 'Cafe', address: '8 Temple Street', opening_time: '7 am', closing_time: '10 pm',
    delivery_options: 'Pick-up', max_delivery_distance: '5 km',
  },
};

describe('vendor portal endpoints (extension)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
    await seedMasterData(server.app.db);
  });
  afterAll(() => server.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, payload, headers });
  const vendorByPhone = (phone: string) =>
    server.app.db.selectFrom('vendor_users').select(['id', 'kind', 'verification', 'password_hash']).where('phoneNumber', '=', phone).executeTakeFirst();

  it('POST /api/vendor/apply creates an unverified professional with its own fields, phone normalised, password hashed', async () => {
    const res = await post('/api/vendor/apply', application);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: VENDOR_APPLICATION_RECEIVED });
    const row = await vendorByPhone(PHONE);
    expect(row).toMatchObject({ kind: 'professional', verification: 0 });
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    const profile = await server.app.db
      .selectFrom('professional_profiles')
      .select(['storename', 'professionalcategory', 'location', 'price', 'serviceDetails', 'years_of_experience'])
      .where('user_id', '=', row?.id ?? 0)
      .executeTakeFirst();
    expect(profile).toEqual({
      storename: 'Meena Fresh Services',
      professionalcategory: 'Chef',
      location: '12 Market Road',
      price: '500 per day',
      serviceDetails: 'Cutting and cleaning',
      years_of_experience: 7,
    });
  });

  it.each([
    ['vegetable', 'vegetable_stores', ['storename', 'location', 'category', 'price', 'serviceDetails'], {
      storename: 'Green Basket', location: 'Stall 4, Gandhi Market', category: 'Leafy Greens', price: '40 per kg', serviceDetails: 'Onions and greens',
    }],
    ['transport', 'transport_profiles', ['vehicle_type', 'vehicle_model', 'vehicle_registration_number', 'years_of_driving_experience', 'days_and_hours_available',
      'address', 'category'], {
      vehicle_type: 'Mini truck', vehicle_model: 'Tata Ace', vehicle_registration_number: 'TN 57 AB 1234', years_of_driving_experience: 9,
      days_and_hours_available: 'Mon-Sat 5-11', address: '3 Bus Stand Road', category: 'Market Loads',
    }],
    ['hotel', 'hotel_profiles', ['business_name', 'business_type', 'address', 'opening_time', 'closing_time', 'delivery_options', 'max_delivery_distance'], {
      business_name: 'Cafe Kaapi', business_type: 'Cafe', address: '8 Temple Street', opening_time: '7 am', closing_time: '10 pm',
      delivery_options: 'Pick-up', max_delivery_distance: '5 km',
    }],
  ] as const)('a %s application stores its own field set in the profile', async (kind, table, columns, expected) => {
    const phone = `90000000${String(Object.keys(BY_KIND).indexOf(kind)).padStart(2, '0')}`;
    const { name, email, city, description, password, acceptTerms } = application;
    const res = await post('/api/vendor/apply', { name, email, city, description, password, acceptTerms, phoneNumber: phone, category: kind, ...BY_KIND[kind] });
    expect(res.statusCode).toBe(202);
    const row = await vendorByPhone(phone);
    expect(row?.kind).toBe(kind);
    const { ref } = server.app.db.dynamic;
    const profile = await server.app.db
      .selectFrom(table)
      .select(columns.map((column) => ref(column)))
      .where('user_id', '=', row?.id ?? 0)
      .executeTakeFirst();
    expect(profile).toEqual(expected);
  });

  it('accepts an optional field left empty as the form sends it (""): a hotel without a city, a store without a price', async () => {
    const { name, email, description, password, acceptTerms } = application;
    // A client address of its own: the apply limit counts per address, and the other tests fill 127.0.0.1's minute.
    const apply = (payload: object) => server.app.inject({ method: 'POST', url: '/api/vendor/apply', payload, remoteAddress: '10.7.7.7' });
    const hotel = await apply({ name, email, description, password, acceptTerms, phoneNumber: '9000000101', category: 'hotel', ...BY_KIND.hotel, city: '' });
    expect([hotel.statusCode, hotel.json()]).toEqual([202, { message: VENDOR_APPLICATION_RECEIVED }]);
    expect((await vendorByPhone('9000000101'))?.kind).toBe('hotel');
    const store = await apply({ name, email, description, password, acceptTerms, city: 'Palani', phoneNumber: '9000000102', category: 'vegetable', ...BY_KIND.vegetable, price: '' });
    expect(store.statusCode).toBe(202);
    const transport = await apply({ name, email, description, password, acceptTerms, city: 'Palani', phoneNumber: '9000000103', category: 'transport', ...BY_KIND.transport, reviews: '' });
    expect(transport.statusCode).toBe(202);
    const wrongCity = await apply({ name, email, description, password, acceptTerms, phoneNumber: '9000000104', category: 'hotel', ...BY_KIND.hotel, city: 'Chennai' });
    expect(wrongCity.json().errors).toEqual({ city: 'City must be one of Dindigul, Palani, Coimbatore, Pollachi' });
  });

  it('answers 400 naming every bad field of the chosen kind with the SPEC messages, Terms consent included', async () => {
    const res = await post('/api/vendor/apply', { category: 'transport', name: '', phoneNumber: '123', email: 'nope', city: 'Chennai' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: 'Name is required',
      phoneNumber: 'Phone Number must be exactly 10 digits',
      email: 'Invalid email address',
      city: 'City must be one of Dindigul, Palani, Coimbatore, Pollachi',
      description: 'Description is required',
      password: 'Password is required',
      acceptTerms: 'Please accept the Terms and Conditions',
      vehicleType: 'Vehicle Type is required',
      vehicleNo: 'Vehicle Registration Number is required',
      experience: 'Years of Driving Experience is required',
    });
    const noKind = await post('/api/vendor/apply', { name: 'X' });
    expect(noKind.json().errors).toEqual({ category: 'Category is required' });
    const hotelType = await post('/api/vendor/apply', { ...application, category: 'hotel', ...BY_KIND.hotel, business_type: 'Bar' });
    expect(hotelType.json().errors.business_type).toMatch(/Hotel, Restaurant, Cafe/);
  });

  it('refuses an application without Terms consent at the server', async () => {
    const res = await post('/api/vendor/apply', { ...application, phoneNumber: '9000000099', acceptTerms: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ acceptTerms: 'Please accept the Terms and Conditions' });
    expect(await vendorByPhone('9000000099')).toBeUndefined();
  });

  it('answers an already registered phone exactly like a new one, and keeps the first account', async () => {
    const res = await post('/api/vendor/apply', { ...application, password: 'other-pass', name: 'Someone Else' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: VENDOR_APPLICATION_RECEIVED });
    const stolen = await post('/api/vendor/login', { category: 'professional', phoneNumber: PHONE, password: 'other-pass' });
    expect(stolen.statusCode).toBe(401);
  });

  it('logs in by category, phone and password; /me shows the status; logout ends the token', async () => {
    const wrong = await post('/api/vendor/login', { category: 'professional', phoneNumber: PHONE, password: 'bad-pass' });
    expect(wrong.statusCode).toBe(401);
    const otherKind = await post('/api/vendor/login', { category: 'hotel', phoneNumber: PHONE, password: application.password });
    expect(otherKind.statusCode).toBe(401);

    const login = await post('/api/vendor/login', { category: 'professional', phoneNumber: '+91 98765 01234', password: application.password });
    expect(login.statusCode).toBe(200);
    const { user, token } = login.json();
    expect(user).toMatchObject({ kind: 'professional', verification: 0 });
    expect(typeof token).toBe('string');

    const authorization = `Bearer ${token}`;
    const me = await server.app.inject({ method: 'GET', url: '/api/vendor/me', headers: { authorization } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(user.id);

    await server.app.db.updateTable('vendor_users').set({ verification: 1 }).where('id', '=', user.id).execute();
    const approved = await server.app.inject({ method: 'GET', url: '/api/vendor/me', headers: { authorization } });
    expect(approved.json().user.verification).toBe(1);

    expect((await post('/api/vendor/logout', {}, { authorization })).statusCode).toBe(200);
    const after = await server.app.inject({ method: 'GET', url: '/api/vendor/me', headers: { authorization } });
    expect(after.statusCode).toBe(401);
  });

  it('/me without a bearer token answers 401 with a message', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/vendor/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/Bearer/);
  });

  it('rate-limits login attempts per client with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post('/api/vendor/login', { category: 'hotel', phoneNumber: '9111111111', password: 'whatever' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
  });
});

describe('vendor portal with the demo data', () => {
  it('a seeded demo vendor logs in with the demo password and sees its verification state', async () => {
    const server = await startServer({ seed: 'demo', seedVendors: 2 });
    try {
      const seeded = await server.app.db
        .selectFrom('vendor_users')
        .select(['kind', 'phoneNumber', 'verification'])
        .where('kind', '=', 'transport')
        .limit(1)
        .executeTakeFirstOrThrow();
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/vendor/login',
        payload: { category: seeded.kind, phoneNumber: seeded.phoneNumber, password: DEMO_VENDOR_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ kind: 'transport', phoneNumber: seeded.phoneNumber, verification: seeded.verification });
    } finally {
      await server.close();
    }
  });
});
