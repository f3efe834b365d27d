import { describe, expect, it } from 'vitest';
import { publicPhoneNumber } from '../../src/domain/schemas.ts';
import { enquiryNotes, enquirySchema } from '../../src/domain/landing.ts';
import { renderText } from '../../src/domain/validationTexts.ts';

describe('public phone numbers (SPEC 5 after normalising)', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['9198765432', '9198765432'],
  ])('%s → %s', (input, digits) => {
    expect(publicPhoneNumber.parse(input)).toBe(digits);
  });

  it.each(['+1 98765 43210', '98765', '+91 98765 4321a', '(98765) 43210'])('refuses %s with the SPEC message', (input) => {
    const result = publicPhoneNumber.safeParse(input);
    expect(result.success).toBe(false);
    expect(renderText(result.error?.issues[0]?.message ?? '', 'en')).toBe('Phone Number must be exactly 10 digits');
  });

  it('an enquiry becomes one readable line for the call desk', () => {
    const enquiry = enquirySchema.parse({ name: ' Ravi ', business: 'Hotel Saravana', phoneNumber: '+91 98765 43210', city: 'Dindigul', needs: 'Onions' });
    expect(enquiryNotes(enquiry)).toBe('Website enquiry from Ravi, Hotel Saravana (Dindigul): Onions');
  });
});
