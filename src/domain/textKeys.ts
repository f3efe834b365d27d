/**
 * The encoder of ./validationTexts.ts (`validationText`: a catalogue key and its values, as the shared schemas write
 * a message), for the declarations on the admin's first screen: they name messages but show none, so they import
 * this one-line twin and the bundle leaves out the catalogue's English and Tamil texts (issue 41, a lighter admin).
 * tests/admin/firstScreen.test.ts keeps the catalogue off the first screen and checks the twins encode alike.
 */
import type { TextValues, ValidationKey } from './validationTexts';

export function validationText(key: ValidationKey, values?: TextValues): string {
  return values ? `${key}${JSON.stringify(values)}` : key;
}
