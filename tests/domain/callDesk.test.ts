/** The call desk's phone links: an Indian mobile in international form (91 + 10 digits) and the prefilled text. */
import { describe, expect, it } from 'vitest';
import { callGreeting, deskDate } from '../../src/domain/callDesk';
import { callablePhone, telLink, whatsappLink } from '../../src/domain/phone';

describe('call desk phone links', () => {
  it.each([
    ['9876543210', '919876543210'],
    ['+91 98765-43210', '919876543210'],
    ['09876543210', '919876543210'],
    ['919876543210', '919876543210'],
  ])('%s is %s', (phone, intl) => {
    expect(callablePhone(phone)).toBe(intl);
  });

  it('refuses what is not a 10-digit mobile', () => {
    expect(callablePhone('12345')).toBeNull();
    expect(callablePhone('')).toBeNull();
    expect(telLink('98765')).toBeNull();
    expect(whatsappLink('98765', 'Hi')).toBeNull();
  });

  it('builds a tel: link with +91 and a wa.me link carrying the text', () => {
    expect(telLink('9876543210')).toBe('tel:+919876543210');
    const link = whatsappLink('9876543210', callGreeting('Meena Devi & Co'));
    expect(link).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(new URL(link ?? '').searchParams.get('text')).toBe(callGreeting('Meena Devi & Co'));
    expect(callGreeting('Meena')).toContain('Meena');
  });

  it('dates the desk in Indian time', () => {
    // 20:00 UTC is already the next day in India (UTC+5:30).
    expect(deskDate(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02');
    expect(deskDate(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-01');
  });
});
