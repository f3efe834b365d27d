/** The one phone rule: any 10-digit Indian number can be called, only a mobile (6 to 9 first) gets WhatsApp. */
import { describe, expect, it } from 'vitest';
import { callablePhone, telLink, whatsappLink, whatsappPhone } from '../../src/domain/phone';

describe('phone numbers as vendors and callers type them', () => {
  it.each([
    ['9876543210', '919876543210'],
    ['98765 43210', '919876543210'],
    ['98765-43210', '919876543210'],
    ['+91 98765 43210', '919876543210'],
    ['+91-9876543210', '919876543210'],
    ['91 9876543210', '919876543210'],
    ['919876543210', '919876543210'],
    ['09876543210', '919876543210'],
    ['6123456789', '916123456789'],
  ])('the mobile %s is %s for a call and for WhatsApp', (raw, phone) => {
    expect(callablePhone(raw)).toBe(phone);
    expect(whatsappPhone(raw)).toBe(phone);
    expect(telLink(raw)).toBe(`tel:+${phone}`);
    expect(whatsappLink(raw, 'Hi there')).toBe(`https://wa.me/${phone}?text=Hi%20there`);
  });

  it.each([
    ['0452 234 5678', '914522345678'],
    ['452-2345678', '914522345678'],
    ['+91 44 2345 6789', '914423456789'],
    ['91 4423456789', '914423456789'],
  ])('the landline %s is %s for a call and has no WhatsApp', (raw, phone) => {
    expect(callablePhone(raw)).toBe(phone);
    expect(telLink(raw)).toBe(`tel:+${phone}`);
    expect(whatsappPhone(raw)).toBeNull();
    expect(whatsappLink(raw, 'Hi')).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['12345', 'too short'],
    ['98765 4321', 'nine digits'],
    ['+1 98765 43210 1', 'a foreign code'],
    ['987654321012', 'twelve digits without 91'],
    ['98765abcde', 'letters'],
    ['not a phone', 'no digits'],
  ])('refuses %s (%s)', (raw) => {
    expect(callablePhone(raw)).toBeNull();
    expect(whatsappPhone(raw)).toBeNull();
    expect(telLink(raw)).toBeNull();
    expect(whatsappLink(raw, 'Hi')).toBeNull();
  });

  it('encodes the text of the WhatsApp link', () => {
    const link = whatsappLink('9876543210', 'Hello Meena & Co,\nவணக்கம்');
    expect(new URL(link ?? '').searchParams.get('text')).toBe('Hello Meena & Co,\nவணக்கம்');
  });
});
