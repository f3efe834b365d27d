/**
 * What makes a catalogue another language of the English one: its shape is English's, typed from the parts
 * src/i18n/en.ts merges, so a key left out of another language's catalogue (or spelled differently) is a type
 * error there. Keys only known at run time (the vendor kinds' texts, built from their declarations) are not in
 * the type; tests/admin/catalogueParity.test.ts checks those.
 */
import { mergeTranslations, type TranslationMessages } from 'react-admin';

type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;

/** react-admin's merge of catalogue parts, keeping the parts' keys in its type. */
export function mergeCatalogue<Parts extends object[]>(...parts: Parts): Intersection<Parts[number]> & TranslationMessages {
  return mergeTranslations(...parts) as Intersection<Parts[number]> & TranslationMessages;
}

/**
 * The same keys as `T`, each a text. Index signatures are dropped (react-admin's `TranslationMessages` allows any
 * key, and the vendor kinds' resources are keyed by a string only known at run time): only named keys are required.
 */
export type SameKeys<T> = T extends string
  ? string
  : { [K in keyof T as string extends K ? never : number extends K ? never : K]: SameKeys<T[K]> };
