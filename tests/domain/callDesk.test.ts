/** The call desk's greeting (the text a WhatsApp link to a caller carries) and its calendar in Indian time. */
import { describe, expect, it } from 'vitest';
import { callGreeting, deskDate } from '../../src/domain/callDesk';
import { whatsappLink } from '../../src/domain/phone';

describe('the call desk', () => {
  it('greets the caller by name, or without one', () => {
    expect(callGreeting('Meena Devi & Co')).toMatch(/^Vanakkam Meena Devi & Co! /);
    expect(callGreeting(null)).toMatch(/^Vanakkam! /);
  });

  it('carries the greeting whole in the WhatsApp link', () => {
    const link = whatsappLink('9876543210', callGreeting('Meena Devi & Co'));
    expect(new URL(link ?? '').searchParams.get('text')).toBe(callGreeting('Meena Devi & Co'));
  });

  it('dates the desk in Indian time', () => {
    // 20:00 UTC is already the next day in India (UTC+5:30).
    expect(deskDate(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02');
    expect(deskDate(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-01');
  });
});
