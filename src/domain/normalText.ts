/**
 * Text as it is stored, searched and compared: Unicode NFC. A Tamil vowel sign can be typed as one code point
 * or as two ('ொ' = 'ெ' + 'ா'), and both look alike; without one form a name typed one way is not found by a
 * query typed the other, and two equal-looking names differ.
 */

// Every code point below U+0300 is NFC already and none of them composes with what precedes it: such text (most
// of the data: Latin names, numbers, phones) skips the ICU call, which the whole-list search makes per field.
const MAY_CHANGE = /[\u0300-\uffff]/;

export const nfc = (text: string): string => (MAY_CHANGE.test(text) ? text.normalize('NFC') : text);

/** Fields whose value is hashed as typed: normalising them would change what an existing password is. */
const AS_TYPED = /password/i;

/** A write's string values in NFC, but its passwords; other values as they are. */
export function nfcValues<T>(values: T): T {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return values;
  return Object.fromEntries(
    Object.entries(values as Record<string, unknown>).map(([key, value]) => [key, typeof value === 'string' && !AS_TYPED.test(key) ? nfc(value) : value]),
  ) as T;
}
