import { describe, expect, test } from 'vitest';
import { HttpError } from 'react-admin';
import { fillPath } from '../../src/dataProvider/endpoint';
import { endpointParts } from '../../src/domain/vendorKinds/derive';
import { toFormErrors, toHttpError } from '../../src/dataProvider/http';
import { toVendorRecord, vendorKindConfig } from '../../src/dataProvider/legacy/vendorKind';
import { hotel as hotelKind, vegetable as vegetableKind } from '../../src/domain/vendorKinds';
import { toVegetableCategoryRecord } from '../../src/dataProvider/legacy/vegetableCategories';
import { toProfessionalCategoryRecord } from '../../src/dataProvider/legacy/professionalCategories';
import { categoryIdOf, toSubcategoryRecord } from '../../src/dataProvider/legacy/subcategoryKind';
import { findCreated } from '../../src/dataProvider/legacy/masterData';
import { fileOf } from '../../src/dataProvider/legacy/imageActions';
import { matchesEndpoint } from '../../src/dataProvider/endpointTable';
import type { HotelVendor, Subcategory } from '../../src/domain';

describe('endpoints', () => {
  test('fillPath encodes values and refuses a missing one', () => {
    expect(fillPath('/vegetable/storeimage/{user_id}/{imageName}', { user_id: 4, imageName: '../a b.png' })).toBe(
      '/vegetable/storeimage/4/..%2Fa%20b.png',
    );
    expect(() => fillPath('/x/{id}', {})).toThrow('Missing path parameter "id" for /x/{id}');
  });

  test('matchesEndpoint matches the template segment by segment', () => {
    expect(matchesEndpoint(endpointParts('GET /api/vegetable-subcategories/{categoryId}'), 'GET', '/api/vegetable-subcategories/3')).toBe(true);
    expect(matchesEndpoint(endpointParts('GET /api/vegetable-subcategories/{categoryId}'), 'PUT', '/api/vegetable-subcategories/3')).toBe(false);
    expect(matchesEndpoint(endpointParts('GET /a/{id}'), 'GET', '/a/3/b')).toBe(false);
  });
});

describe('errors', () => {
  test('a 400 body becomes HttpError(message, status, { message, errors }) with `_` as root.serverError', () => {
    const error = toHttpError(400, { message: 'Invalid input: name', errors: { name: 'Name is required', _: 'Broken' } }, 'Could not save the vendor');
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid input: name');
    expect(error.body).toEqual({ message: 'Invalid input: name', errors: { name: 'Name is required', root: { serverError: 'Broken' } } });
  });

  test('a body without text says what failed in the admin\'s words, never the call', () => {
    const error = toHttpError(502, undefined, 'Could not load the call requests');
    expect(error.message).toBe('Could not load the call requests (status 502).');
    expect(error.body).toEqual({ message: 'Could not load the call requests (status 502).' });
    expect(toHttpError(500, '<html>oops</html>').message).toBe('The server could not complete the request (status 500).');
  });

  test('toFormErrors renames payload fields to record fields and keeps an existing root error', () => {
    expect(toFormErrors({ vehicleType: 'Vehicle Type is required', root: { serverError: 'x' } }, { vehicleType: 'vehicle_type' })).toEqual({
      vehicle_type: 'Vehicle Type is required',
      root: { serverError: 'x' },
    });
  });

});

describe('record translators', () => {
  test('vendor records: legacy fields + kind + posterUrl from the kind media folder', () => {
    const hotel = { id: 3, user_id: 30, poster: 'p 1.png', name: 'H' } as HotelVendor;
    expect(toVendorRecord(vendorKindConfig(hotelKind), hotel, 'https://api.example')).toEqual({ ...hotel, kind: 'hotel', posterUrl: 'https://api.example/hotelstoreimages/p%201.png' });
    expect(toVendorRecord(vendorKindConfig(vegetableKind), { ...hotel, poster: null } as never, '').posterUrl).toBeNull();
  });

  test('category records carry imageUrl', () => {
    expect(toVegetableCategoryRecord({ id: 1, vegcategory: 'Greens', image_name: 'g.png', active: 1 }, '').imageUrl).toBe('/vegetable/category/images/g.png');
    expect(toProfessionalCategoryRecord({ id: 1, professionalCategory: 'Chef', image_name: null, active: 0 }, '').imageUrl).toBeNull();
  });

  test('subcategory records get categoryId from the list they were read from when the row lacks it', () => {
    const legacy = { id: 5, subcategoryName: 'Spinach', subcategoryImage: 's.png', active: 1 } as Subcategory;
    expect(toSubcategoryRecord(legacy, 2, 'vegetable/subcategory/images', '')).toEqual({ ...legacy, categoryId: 2, imageUrl: '/vegetable/subcategory/images/s.png' });
    expect(categoryIdOf({ categoryId: '4' })).toBe(4);
    expect(categoryIdOf({})).toBeUndefined();
    expect(() => categoryIdOf({ categoryId: 'abc' })).toThrow('categoryId must be a positive whole number');
  });

  test('findCreated prefers the id the server answered, else the name (case-insensitive)', () => {
    const list = [{ id: 1, vegcategory: 'Greens' }, { id: 2, vegcategory: 'Roots' }];
    expect(findCreated(list, { id: 2 }, 'vegcategory', 'whatever', 'x').id).toBe(2);
    expect(findCreated(list, { message: 'ok' }, 'vegcategory', ' roots ', 'x').id).toBe(2);
    expect(() => findCreated(list, undefined, 'vegcategory', 'Fruits', 'vegetable category')).toThrow('The new vegetable category "Fruits"');
  });

  test('fileOf accepts a File or react-admin { rawFile }', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(fileOf(file)).toBe(file);
    expect(fileOf({ rawFile: file, src: 'blob:' })).toBe(file);
    expect(fileOf({ src: 'x' })).toBeUndefined();
  });
});
