/** The composed messages: phone in international form, wa.me link, Tamil texts and template reasons, SMS and e-mail. */
import { describe, expect, it } from 'vitest';
import { TAMIL_REASONS, composeMessage, parseVendorRef, reasonIn, vendorRef } from '../../src/domain/decisionMessages';
import { whatsappPhone } from '../../src/domain/phone';

const TEMPLATE = 'Please upload clear photos of your store front and produce.';

describe('whatsappPhone', () => {
  it('gives 91 and the 10 digits of an Indian mobile number however it is written', () => {
    expect(whatsappPhone('9876543210')).toBe('919876543210');
    expect(whatsappPhone('+91 98765 43210')).toBe('919876543210');
    expect(whatsappPhone('91-9876543210')).toBe('919876543210');
    expect(whatsappPhone('09876543210')).toBe('919876543210');
  });
  it('refuses what is not a mobile number', () => {
    expect(whatsappPhone('12345')).toBeNull();
    expect(whatsappPhone('0452234567')).toBeNull();
    expect(whatsappPhone('')).toBeNull();
  });
});

describe('composeMessage', () => {
  it('puts the phone and the encoded text into the wa.me link', () => {
    const message = composeMessage({ language: 'en', name: 'Murugan Stores', phoneNumber: '98765 43210', about: { topic: 'request_changes', reason: TEMPLATE } });
    expect(message.phone).toBe('919876543210');
    expect(message.whatsappUrl).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(message.text)}`);
    expect(message.text).toBe(`Hello Murugan Stores,\nyour vendor application needs a few changes: ${TEMPLATE} Please correct it in the vendor portal and send it again.`);
    expect(decodeURIComponent(message.whatsappUrl?.split('?text=')[1] ?? '')).toContain(TEMPLATE);
  });

  it('writes Tamil, with the built-in template\'s Tamil reason', () => {
    const message = composeMessage({ language: 'ta', name: 'முருகன் ஸ்டோர்ஸ்', phoneNumber: '9876543210', about: { topic: 'request_changes', reason: TEMPLATE } });
    expect(message.text).toContain('வணக்கம் முருகன் ஸ்டோர்ஸ்,');
    expect(message.text).toContain(TAMIL_REASONS[TEMPLATE]);
    expect(message.text).not.toContain(TEMPLATE);
    expect(message.email.subject).toBe('உங்கள் விற்பனையாளர் விண்ணப்பத்தில் மாற்றங்கள் தேவை');
  });

  it('keeps a reason with no Tamil text in English inside a Tamil message', () => {
    const reason = 'The shop photo shows another business.';
    expect(reasonIn('ta', reason)).toBe(reason);
    const message = composeMessage({ language: 'ta', name: 'Anbu', phoneNumber: '9876543210', about: { topic: 'reject', reason } });
    expect(message.text).toContain(`காரணம்: ${reason}`);
  });

  it('has a Tamil text for every built-in template', () => {
    for (const [english, tamil] of Object.entries(TAMIL_REASONS)) {
      expect(tamil, english).toMatch(/[\u0B80-\u0BFF]/);
      expect(reasonIn('ta', ` ${english} `)).toBe(tamil);
      expect(reasonIn('en', english)).toBe(english);
    }
  });

  it('approves without a reason, and reminds about a document before and after expiry', () => {
    expect(composeMessage({ language: 'en', name: 'A', phoneNumber: '9876543210', about: { topic: 'approve' } }).text).toContain('has been approved');
    const before = composeMessage({ language: 'en', name: 'A', phoneNumber: '9876543210', about: { topic: 'document_reminder', document: 'FSSAI licence', date: '2026-12-01', expired: false } });
    expect(before.text).toContain('your FSSAI licence expires on 2026-12-01.');
    const after = composeMessage({ language: 'ta', name: 'A', phoneNumber: '9876543210', about: { topic: 'document_reminder', document: 'FSSAI licence', date: '2026-11-01', expired: true } });
    expect(after.text).toContain('FSSAI licence 2026-11-01 அன்று காலாவதியாகிவிட்டது');
  });

  it('gives an SMS on one line and an e-mail with subject and body; no link without a usable phone', () => {
    const message = composeMessage({ language: 'en', name: 'A', phoneNumber: '123', about: { topic: 'approve' } });
    expect(message.sms).not.toMatch(/\n/);
    expect(message.sms).toBe('Hello A, your vendor application has been approved. Your business is now listed.');
    expect(message.email).toEqual({ subject: 'Your vendor application is approved', body: 'Hello A,\n\nyour vendor application has been approved. Your business is now listed.' });
    expect(message.phone).toBeNull();
    expect(message.whatsappUrl).toBeNull();
  });
});

describe('vendor references', () => {
  it('round-trips kind:user_id and refuses anything else', () => {
    expect(parseVendorRef(vendorRef('hotel', 12))).toEqual({ kind: 'hotel', userId: 12 });
    expect(parseVendorRef('12')).toBeNull();
    expect(parseVendorRef('hotel:0')).toBeNull();
    expect(parseVendorRef('hotel:x')).toBeNull();
  });
});
