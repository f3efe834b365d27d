/** The form resolver over the shared zod schemas, including the transport form's renamed fields. */
import { describe, expect, it } from 'vitest';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { editSchemaOf } from '../../src/domain/vendorKinds/validators';
import { recordFieldToPayloadField, transport as transportKind, vegetable } from '../../src/domain/vendorKinds';

const transportEditSchema = editSchemaOf(transportKind);
const vegetableEditSchema = editSchemaOf(vegetable);
const transportFormToSchema = recordFieldToPayloadField(transportKind);
import { schemaResolver } from '../../src/vendors/schemaResolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;

const transport = {
  id: 4,
  user_id: 4,
  kind: 'transport',
  name: 'Ravi',
  phoneNumber: '9876543210',
  email: 'ravi@example.com',
  address: 'Bus stand',
  description: 'Tempo for hire',
  city: 'Palani',
  vehicle_type: 'Tempo',
  vehicle_model: 'Tata Ace',
  vehicle_registration_number: 'TN 57 AB 1234',
  years_of_driving_experience: '7',
  days_and_hours_available: 'Mon-Sat 6-20',
  category: 'Goods',
  location: 'Palani bus stand',
};

describe('schemaResolver', () => {
  it('keeps every form field and takes the cleaned values under the form names', async () => {
    const result = await schemaResolver(transportEditSchema, transportFormToSchema)(transport, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ kind: 'transport', vehicle_type: 'Tempo', years_of_driving_experience: 7, location: 'Palani bus stand' });
    expect(result.values).not.toHaveProperty('vehicleType');
  });

  it('puts errors on the form field the admin typed in, with the SPEC messages', async () => {
    const bad = { ...transport, phoneNumber: '12345', vehicle_type: '', city: 'Madurai' };
    const { errors } = await schemaResolver(transportEditSchema, transportFormToSchema)(bad, undefined, options);
    expect(errors.phoneNumber?.message).toBe('Phone Number must be exactly 10 digits');
    expect(errors.vehicle_type?.message).toBe('Vehicle Type is required');
    expect(errors.city?.message).toBe('Select a City');
    expect(errors).not.toHaveProperty('vehicleType');
  });

  it('needs no renames where the record and the schema agree', async () => {
    const { errors } = await schemaResolver(vegetableEditSchema)({ user_id: 1, reviews: '7', email: 'nope' }, undefined, options);
    expect(errors.reviews?.message).toBe('Maximum rating is 5');
    expect(errors.email?.message).toBe('Invalid email address');
    expect(errors.name?.message).toBe('Name is required');
  });

  it('never blocks on a value the backend sent and the admin left unchanged (NULL column, short legacy password)', async () => {
    const sent = { user_id: 1, name: 'N', email: '', direction: '', password: 'pw2', phoneNumber: '9000000001' };
    const unchanged = await schemaResolver(vegetableEditSchema, {}, sent)({ ...sent }, undefined, options);
    for (const field of ['email', 'direction', 'password']) expect(unchanged.errors).not.toHaveProperty(field);
    const changed = await schemaResolver(vegetableEditSchema, {}, sent)({ ...sent, email: 'nope', phoneNumber: '12' }, undefined, options);
    expect(changed.errors.email?.message).toBe('Invalid email address');
    expect(changed.errors.phoneNumber?.message).toBe('Phone Number must be exactly 10 digits');
  });
});

describe('the schemas’ messages in the admin’s language', () => {
  it('a Tamil admin reads the same check in Tamil, the field named by its declared Tamil label', async () => {
    const { i18nProvider } = await import('../../src/i18n');
    const resolve = schemaResolver(transportEditSchema, transportFormToSchema);
    const bad = { ...transport, phoneNumber: '123', years_of_driving_experience: 'many' };
    const english = (await resolve(bad, undefined, options)).errors as Record<string, { message: string }>;
    expect(english.phoneNumber?.message).toBe('Phone Number must be exactly 10 digits');
    expect(english.years_of_driving_experience?.message).toBe('Years of Driving Experience must be a whole number');
    await i18nProvider.changeLocale('ta');
    try {
      const tamil = (await resolve(bad, undefined, options)).errors as Record<string, { message: string }>;
      expect(tamil.phoneNumber?.message).toBe('போன் நம்பர் சரியாக 10 இலக்கங்கள் இருக்க வேண்டும்');
      expect(tamil.years_of_driving_experience?.message).toBe('ஓட்டுநர் அனுபவ ஆண்டுகள் முழு எண்ணாக இருக்க வேண்டும்');
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
