/** The application derived from the declarations: which fields, under which names, and what a reason names. */
import { describe, expect, it } from 'vitest';
import { VENDOR_KIND_DECLARATIONS, hotel, transport, vegetable } from '../../src/domain/vendorKinds/index.ts';
import { applicationSchemaOf, applyFieldsOf, applyNameOf, fieldsNamedIn, resubmissionSchemaOf } from '../../src/domain/vendorKinds/application.ts';
import { fieldErrors } from '../../src/domain/schemas.ts';
import { renderErrors } from '../../src/domain/validationTexts.ts';

describe('the portal application of a kind', () => {
  it('asks every kind its identity, a City choice and a password, and never what the admin sets (ratings, shop number, map links)', () => {
    for (const kind of VENDOR_KIND_DECLARATIONS) {
      const names = applyFieldsOf(kind).map(applyNameOf);
      expect(names, kind.kind).toEqual(expect.arrayContaining(['name', 'phoneNumber', 'email', 'city', 'password']));
      for (const adminOnly of ['reviews', 'number', 'direction', 'location_link', 'verification']) expect(names, kind.kind).not.toContain(adminOnly);
    }
  });

  it('carries fields under their edit payload names, and a store\'s category apart from the vendor kind', () => {
    expect(applyFieldsOf(transport).map(applyNameOf)).toEqual(
      expect.arrayContaining(['vehicleType', 'vehicleNo', 'vehicleModel', 'experience', 'business_category']),
    );
    expect(applyFieldsOf(vegetable).map(applyNameOf)).toContain('business_category');
  });

  it('checks with the declared rules and SPEC 5 messages; a resubmission leaves phone and password out', () => {
    const result = applicationSchemaOf(hotel).safeParse({ category: 'hotel', business_type: 'Bar', city: 'Chennai' });
    if (result.success) throw new Error('expected the application to be refused');
    expect(renderErrors(fieldErrors(result.error), 'en')).toMatchObject({
      business_name: 'Hotel Name is required',
      business_type: 'Business Type must be one of Hotel, Restaurant, Cafe',
      city: 'City must be one of Dindigul, Palani, Coimbatore, Pollachi',
      password: 'Password is required',
      acceptTerms: 'Please accept the Terms and Conditions',
    });
    expect(Object.keys(resubmissionSchemaOf(vegetable).shape)).not.toEqual(expect.arrayContaining(['password']));
    expect(Object.keys(resubmissionSchemaOf(vegetable).shape)).not.toContain('phoneNumber');
  });

  it('reads which fields a reviewer\'s reason names by their labels, the longest first, and photos', () => {
    expect(fieldsNamedIn('Please upload clear photos', vegetable)).toEqual(['photos']);
    expect(fieldsNamedIn('The Store Name is misspelt', vegetable)).toEqual(['storename']);
    expect(fieldsNamedIn('Shop Location and service details are incomplete', vegetable)).toEqual(['location', 'serviceDetails']);
    expect(fieldsNamedIn('Please call us', vegetable)).toEqual([]);
    // A one-word label names its field only as the form writes it, not as an everyday word.
    expect(fieldsNamedIn('Store Name: please write the full name', vegetable)).toEqual(['storename']);
    expect(fieldsNamedIn('Name and City do not match your documents', vegetable)).toEqual(['name', 'city']);
    expect(fieldsNamedIn(null, vegetable)).toEqual([]);
  });
});
