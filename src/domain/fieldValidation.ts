/**
 * Validation rules of SPEC section 5, with its English messages, shared by the server (400 bodies),
 * the admin forms and the landing forms. Field names are the legacy contract's. The vendor-kind declarations
 * build their fields from these rules, so this file must not import the registry (schemas.ts does).
 */
import { z } from 'zod';
import { CITIES, PHONE_DIGITS, RATING_MAX, RATING_MIN } from './limits';
import { nfc } from './normalText';
import { validationText } from './textKeys';
import { vehicleCategoryRule } from './vendorKinds/fieldRules';

export { blankToUndefined, messages, required, type FieldLabel } from './fieldMessages';
import { blankToUndefined, messages, required, type FieldLabel } from './fieldMessages';

const numberToString = (v: unknown) => (typeof v === 'number' ? String(v) : v);

/**
 * Characters refused in every text field: controls (Unicode Cc) other than tab, line feed and carriage return, and
 * the invisible format characters (Cf): bidi embeddings, overrides, isolates and marks ("FDP\u202Eexe" shows as
 * "exe.PDF"), zero-width space, word joiner, byte-order mark, soft hyphen… Two Cf characters stay allowed: ZWNJ
 * (U+200C) and ZWJ (U+200D), which Tamil text uses to choose how a conjunct is drawn (க்‌ஷ beside க்ஷ).
 */
const HIDDEN_CHARACTERS = /(?![\t\n\r\u200C\u200D])[\p{Cc}\p{Cf}]/u;
const LINE_BREAKS = /[\t\n\r]/;
/** Text this long (descriptions, service details, notes) may span lines; shorter fields are one line. */
const MULTILINE_FROM = 2000;

export const notAllowedMessage = (label: FieldLabel) => validationText('validation.notAllowed', { field: label });

/** True when `text` holds a character no text field accepts (HIDDEN_CHARACTERS). */
export const hasHiddenCharacters = (text: string): boolean => HIDDEN_CHARACTERS.test(text);

/**
 * A string check for `label`: no hidden characters, trimmed, in NFC (look-alike spellings of a Tamil name are one
 * name: stored, searched and checked for duplicates as one), at most `max`, line breaks only in long text.
 */
export const cleanText = (label: FieldLabel, max: number, error: string = required(label)) =>
  z
    .string({ error })
    .refine((v) => !HIDDEN_CHARACTERS.test(v), notAllowedMessage(label))
    .trim()
    .overwrite(nfc)
    .max(max, validationText('validation.tooLong', { field: label, max }))
    .refine((v) => max >= MULTILINE_FROM || !LINE_BREAKS.test(v), notAllowedMessage(label));

/** A required, trimmed text field whose message names its label. */
export const requiredText = (label: FieldLabel, max = 500) => z.preprocess(blankToUndefined, cleanText(label, max));

export const optionalText = (max = 500, label: FieldLabel = 'text') => cleanText(label, max, validationText('validation.mustBeText', { field: label })).optional().default('');

export const phoneNumber = z.preprocess(
  numberToString,
  z.string({ error: required('phoneNumber') }).trim().regex(/^\d{10}$/, messages.phoneDigits),
);

/** "+91 98765-43210", "098765 43210" or "91 9876543210" as typed by the public → "9876543210"; anything else is left to the rule. */
export function normaliseIndianPhone(v: unknown): unknown {
  const s = numberToString(v);
  if (typeof s !== 'string') return s;
  const match = /^(?:\+?91|0)?(\d{10})$/.exec(s.replace(/[\s-]/g, ''));
  return match ? match[1] : s;
}

/** SPEC 5 phone rule after normalising a country code, a leading 0, spaces and dashes (public forms); left empty it is required. */
export const publicPhoneNumber = z.preprocess((v) => blankToUndefined(normaliseIndianPhone(v)), phoneNumber);

/** Shop number: input longer than 10 digits is cut to the first 10; a non-number is refused (SPEC 5's words). */
export const shopNumber = z.preprocess(
  (v) => {
    const s = blankToUndefined(numberToString(v));
    return typeof s === 'string' && /^\d+$/.test(s.trim()) ? s.trim().slice(0, PHONE_DIGITS) : s;
  },
  z
    .string({ error: required('shopNumber') })
    .regex(/^\d*$/, messages.phoneInvalid)
    .regex(/^\d{10}$/, messages.phoneDigits),
);

export const email = z.preprocess(
  blankToUndefined,
  z.string({ error: messages.emailRequired }).trim().pipe(z.email({ error: messages.emailInvalid })),
);

/**
 * Text must be a plain decimal ("4", "4.5", "-1"): Number() would also read "2e0", "1e2" or "0x3". A negative
 * number is a number, so "-1" is told "Minimum rating is 0", not "Only numbers are allowed".
 */
export const rating = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/.test(v) ? Number(v) : blankToUndefined(v)),
  z
    .number({ error: (issue) => (issue.input === undefined ? required('reviews') : messages.ratingNumbersOnly) })
    .min(RATING_MIN, messages.ratingMin)
    .max(RATING_MAX, messages.ratingMax),
);

/** Reviews where a kind does not require them (transport): empty is accepted, anything typed is checked. */
export const optionalRating = z.preprocess(blankToUndefined, rating.optional());

export const wholeNumber = (label: FieldLabel) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : blankToUndefined(v)),
    z
      .number({ error: (issue) => (issue.input === undefined ? required(label) : validationText('validation.wholeNumber', { field: label })) })
      .int(validationText('validation.wholeNumber', { field: label }))
      .min(0, validationText('validation.zeroOrMore', { field: label }))
      .max(100, validationText('validation.atMost', { field: label, max: 100 })),
  );

export const city = z.preprocess(blankToUndefined, z.enum(CITIES, { error: messages.selectCity }));

/**
 * A city chosen on the vendor portal, whose empty choice reads "Select a City": left empty it is required as SPEC 5's
 * required fields say, any other value is not one of the cities.
 */
export const applicantCity = z.preprocess(
  blankToUndefined,
  z.enum(CITIES, { error: (issue) => (issue.input === undefined ? required('city') : validationText('validation.oneOf', { field: 'city', choices: CITIES })) }),
);

/** A rule a kind does not require: left empty ("" as a form sends it, or null) it is absent; anything else is checked. */
export const optionalRule = <T extends z.ZodType>(rule: T) => z.preprocess(blankToUndefined, rule.optional());

/** One of a fixed list of options. */
export const choice = (label: FieldLabel, options: readonly [string, ...string[]], optionsTa: Readonly<Record<string, string>> = {}) =>
  z.preprocess(
    blankToUndefined,
    z.enum(options, { error: validationText('validation.oneOf', { field: label, choices: options.map((option) => (optionsTa[option] ? { en: option, ta: optionsTa[option] } : option)) }) }),
  );

/** Empty or absent leaves the password unchanged; anything else sets a new one. */
export const newPassword = z.preprocess(
  blankToUndefined,
  z.string().min(6, messages.passwordTooShort).max(200).optional(),
);

/** The largest id a record can have: ids are 32-bit integer columns on PostgreSQL (SERIAL / INTEGER). */
export const MAX_ID = 2147483647;

/**
 * A record id: a positive whole number, at most MAX_ID. A larger one names no record; server/openapi.ts answers it
 * 404 in a path (as for any id that is not there) and 400 naming the field elsewhere.
 */
export const id = (label = 'id') =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z
      .number({ error: validationText('validation.positiveId', { name: label }) })
      .int(validationText('validation.positiveId', { name: label }))
      .positive(validationText('validation.positiveId', { name: label }))
      .max(MAX_ID, validationText('validation.positiveId', { name: label })),
  );

export const activeFlag = z.preprocess(
  (v) => (v === true || v === '1' || v === 'true' ? 1 : v === false || v === '0' || v === 'false' ? 0 : v),
  z.union([z.literal(0), z.literal(1)], { error: validationText('validation.activeFlag') }),
);

// ---- Master data ----

export const vegetableCategoryName = z.preprocess(blankToUndefined, cleanText('Category name', 100, messages.categoryNameRequired));
export const subcategoryName = z.preprocess(blankToUndefined, cleanText('Subcategory name', 100, messages.fillAllFields));
export const transportCategoryName = requiredText(vehicleCategoryRule.label, vehicleCategoryRule.max);

// ---- Forms of SPEC section 5 used by the admin and the landing ----

export const adminLoginSchema = z.object({
  email: z.preprocess(blankToUndefined, z.string({ error: messages.emailRequired }).trim()),
  password: z.preprocess(blankToUndefined, z.string({ error: required('password') })),
});

/** First message per top-level field, as the server's 400 body and react-admin's field errors want it. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
