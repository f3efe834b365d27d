/** The WhatsApp invitation to the vendor portal, as the call desk sends it (src/domain/portalInvitations.ts). */
import { describe, expect, it } from 'vitest';
import { composeInvitation } from '../../src/domain/portalInvitations';

const LINK = 'https://market.example/vendor/invitation?token=abc';

describe('composeInvitation', () => {
  it('greets the caller by name in English and Tamil', () => {
    expect(composeInvitation('en', 'Murugan', '9876543210', LINK).text).toMatch(/^Hello Murugan,\n/);
    expect(composeInvitation('ta', 'Murugan', '9876543210', LINK).text).toMatch(/^வணக்கம் Murugan,\n/);
  });

  it('greets a caller without a name without a blank before the comma', () => {
    for (const name of ['', '   ']) {
      const english = composeInvitation('en', name, '9876543210', LINK).text;
      const tamil = composeInvitation('ta', name, '9876543210', LINK).text;
      expect(english).toMatch(/^Hello,\n/);
      expect(tamil).toMatch(/^வணக்கம்,\n/);
      expect(english + tamil).not.toMatch(/ ,/);
      expect(english).toContain(LINK);
    }
  });
});
