import { describe, expect, it } from 'vitest';
import {
  checkIdentifier,
  gstinCheckCharacter,
  gstinPanMismatch,
  gstinWarnings,
  identifierMessages as m,
  identifierWarnings,
} from '../../src/domain/compliance/identifiers';

const fails = (check: Parameters<typeof checkIdentifier>[0], value: unknown) => {
  const result = checkIdentifier(check, value);
  return result.ok ? null : result.message;
};

describe('GSTIN', () => {
  it('computes the check character of published GSTINs', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('accepts valid GSTINs, compacted and upper-cased', () => {
    expect(checkIdentifier('gstin', '27AAPFU0939F1ZV')).toEqual({ ok: true, value: '27AAPFU0939F1ZV' });
    expect(checkIdentifier('gstin', ' 29aagcb7383j1z4 ')).toEqual({ ok: true, value: '29AAGCB7383J1Z4' });
    // Tamil Nadu GSTINs made with the check function verified above.
    expect(checkIdentifier('gstin', '33AAPFU0939F1Z2')).toEqual({ ok: true, value: '33AAPFU0939F1Z2' });
    expect(checkIdentifier('gstin', '33 ABCPE 1234 F1ZI')).toEqual({ ok: true, value: '33ABCPE1234F1ZI' });
  });

  it('refuses each broken part with a plain message', () => {
    expect(fails('gstin', '')).toBe(m.gstinRequired);
    expect(fails('gstin', undefined)).toBe(m.gstinRequired);
    expect(fails('gstin', '27AAPFU0939F1Z')).toBe(m.gstinShape); // 14 characters
    expect(fails('gstin', '27AAPFU0939F1XV')).toBe(m.gstinShape); // no Z
    expect(fails('gstin', 'A7AAPFU0939F1ZV')).toBe(m.gstinShape); // state not digits
    expect(fails('gstin', '27AAPFU0939F0ZV')).toBe(m.gstinShape); // entity digit 0
    expect(fails('gstin', '45AAPFU0939F1ZV')).toBe(m.gstinState);
    expect(fails('gstin', '27AAPXU0939F1ZV')).toBe(m.gstinPan); // holder type X
    expect(fails('gstin', '27AAPFU0939F1ZW')).toBe(m.gstinCheck);
    expect(fails('gstin', '27AAPFU0938F1ZV')).toBe(m.gstinCheck); // one digit mistyped
  });

  it('warns, without refusing, when the state is not Tamil Nadu', () => {
    expect(gstinWarnings('27AAPFU0939F1ZV')).toEqual([m.gstinOtherState]);
    expect(gstinWarnings('33AAPFU0939F1Z2')).toEqual([]);
    expect(identifierWarnings('pan', 'AAPFU0939F')).toEqual([]);
  });

  it('compares its PAN part with the PAN given', () => {
    expect(gstinPanMismatch('33AAPFU0939F1Z2', 'aapfu0939f')).toBeNull();
    expect(gstinPanMismatch('33AAPFU0939F1Z2', 'ABCPE1234F')).toBe(m.gstinPanMismatch);
  });
});

describe('PAN', () => {
  it('accepts 5 letters, 4 digits, a letter with a holder type 4th', () => {
    expect(checkIdentifier('pan', 'abcpe1234f')).toEqual({ ok: true, value: 'ABCPE1234F' });
    expect(checkIdentifier('pan', 'AAGCB7383J').ok).toBe(true);
  });
  it('refuses other shapes and holder types', () => {
    expect(fails('pan', '')).toBe(m.panRequired);
    expect(fails('pan', 'ABCPE12345')).toBe(m.panShape);
    expect(fails('pan', 'ABC1E1234F')).toBe(m.panShape);
    expect(fails('pan', 'ABCPE1234FF')).toBe(m.panShape);
    expect(fails('pan', 'ABCXE1234F')).toBe(m.panHolder);
  });
});

describe('FSSAI', () => {
  it('is exactly 14 digits', () => {
    expect(checkIdentifier('fssai', '12421999000123')).toEqual({ ok: true, value: '12421999000123' });
    expect(checkIdentifier('fssai', '224 2100 0001 234').ok).toBe(true);
    expect(fails('fssai', '1242199900012')).toBe(m.fssaiShape);
    expect(fails('fssai', '124219990001234')).toBe(m.fssaiShape);
    expect(fails('fssai', '1242199900012A')).toBe(m.fssaiShape);
    expect(fails('fssai', ' ')).toBe(m.fssaiRequired);
  });
});

describe('vehicle registration numbers', () => {
  it('accepts the state format with spaces or hyphens and 1-3 series letters', () => {
    for (const [input, value] of [
      ['TN 01 AB 1234', 'TN01AB1234'],
      ['tn-57-ab-1234', 'TN57AB1234'],
      ['TN 9 A 0042', 'TN9A0042'],
      ['KA 05 MHA 9999', 'KA05MHA9999'],
    ]) {
      expect(checkIdentifier('vehicleNumber', input)).toEqual({ ok: true, value });
    }
  });
  it('accepts the Bharat series', () => {
    expect(checkIdentifier('vehicleNumber', '22 BH 1234 AA')).toEqual({ ok: true, value: '22BH1234AA' });
    expect(checkIdentifier('vehicleNumber', '21-BH-0001-B').ok).toBe(true);
  });
  it('refuses other shapes and unknown states', () => {
    expect(fails('vehicleNumber', 'TN 01 AB 123')).toBe(m.vehicleShape);
    expect(fails('vehicleNumber', 'TN 01 ABCD 1234')).toBe(m.vehicleShape);
    expect(fails('vehicleNumber', 'TN AB 1234')).toBe(m.vehicleShape);
    expect(fails('vehicleNumber', '22 BH 1234')).toBe(m.vehicleShape);
    expect(fails('vehicleNumber', 'XX 01 AB 1234')).toBe(m.vehicleState);
    expect(fails('vehicleNumber', '')).toBe(m.vehicleRequired);
  });
});

describe('driving licence numbers', () => {
  it('accepts state, RTO, year and 7 digits', () => {
    expect(checkIdentifier('drivingLicence', 'TN01 20110012345')).toEqual({ ok: true, value: 'TN0120110012345' });
    expect(fails('drivingLicence', 'TN01 2011001234')).toBe(m.licenceShape);
  });
});
