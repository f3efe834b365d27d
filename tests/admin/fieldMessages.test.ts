/**
 * The edit form's messages per declared field: each names the field by the label its input carries, in SPEC 5's
 * words (required, "Minimum rating is 0"...), for empty inputs as react-admin hands them over ('' or null).
 */
import { describe, expect, it } from 'vitest';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { messages as messageKeys } from '../../src/domain/schemas';
import { inEnglish } from '../helpers/texts';
import { editSchemaOf, ruleSchema } from '../../src/domain/vendorKinds/validators';
import { inForm, professional, recordFieldToPayloadField, transport, vegetable, VENDOR_KIND_DECLARATIONS, type VendorKindDeclaration } from '../../src/domain/vendorKinds';
import { schemaResolver } from '../../src/vendors/schemaResolver';

const messages = inEnglish(messageKeys);

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;

/** The form's error messages for `values`, by record field. */
async function formErrors(kind: VendorKindDeclaration, values: Record<string, unknown>): Promise<Record<string, string | undefined>> {
  const { errors } = await schemaResolver(editSchemaOf(kind), recordFieldToPayloadField(kind))({ user_id: 1, ...values }, undefined, options);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, (error as { message?: string }).message]));
}

/** SPEC 5's own texts for an empty e-mail or city; every other message starts with the input's label. */
const SPEC_TEXTS: Record<string, string> = { email: messages.emailRequired, city: messages.selectCity };

describe('an emptied input\'s message names the input by its own label', () => {
  for (const kind of VENDOR_KIND_DECLARATIONS) {
    const required = kind.fields.filter((field) => inForm(field) && field.type !== 'password' && !(field.validate && ruleSchema(field.validate).safeParse(undefined).success));
    it.each(required.flatMap((field) => [['', field.label, field], [null, field.label, field]] as const))(`${kind.kind}: %j in %s`, async (empty, _label, field) => {
      const errors = await formErrors(kind, { [field.name]: empty });
      const message = errors[field.name];
      if (field.type in SPEC_TEXTS) expect(message).toBe(SPEC_TEXTS[field.type]);
      else expect(message, `${field.label} (${field.name})`).toMatch(new RegExp(`^${field.label} (is required|must )`));
    });
  }
});

describe('the texts the QA walkthrough found', () => {
  it('Reviews "-1" is "Minimum rating is 0"; an empty Reviews is required', async () => {
    expect((await formErrors(vegetable, { reviews: '-1' })).reviews).toBe('Minimum rating is 0');
    expect((await formErrors(vegetable, { reviews: null })).reviews).toBe('Reviews is required');
    expect((await formErrors(vegetable, { reviews: '' })).reviews).toBe('Reviews is required');
    expect((await formErrors(vegetable, { reviews: '2e0' })).reviews).toBe(messages.ratingNumbersOnly);
  });

  it('an empty Years of Experience and Shop Number are required, by those names', async () => {
    expect((await formErrors(professional, { years_of_experience: null })).years_of_experience).toBe('Years of Experience is required');
    expect((await formErrors(professional, { number: '' })).number).toBe('Shop Number is required');
    expect((await formErrors(vegetable, { number: null })).number).toBe('Shop Number is required');
  });

  it('transport: each message names the label its input carries', async () => {
    const years = transport.fields.find((field) => field.name === 'years_of_driving_experience');
    const address = transport.fields.find((field) => field.name === 'address');
    const errors = await formErrors(transport, { years_of_driving_experience: null, address: '' });
    expect(errors.years_of_driving_experience).toBe(`${years?.label} is required`);
    expect(errors.address).toBe(`${address?.label} is required`);
    expect((await formErrors(transport, { years_of_driving_experience: '-1' })).years_of_driving_experience).toBe(`${years?.label} must be 0 or more`);
  });

  it('transport Reviews may stay empty', async () => {
    expect((await formErrors(transport, { reviews: null })).reviews).toBeUndefined();
    expect((await formErrors(transport, { reviews: '' })).reviews).toBeUndefined();
    expect((await formErrors(transport, { reviews: '-1' })).reviews).toBe('Minimum rating is 0');
  });
});
