/**
 * The vendor portal's application of a kind, derived from its declaration: the fields flagged `apply`, each under
 * its (first) edit payload name with its declared validation; the portal and the server use the same schemas.
 */
import { z } from 'zod';
import { applicantCity, messages, optionalRule, publicPhoneNumber, required } from '../fieldValidation';
import { decodeText, englishLabel, isLabelKey, relabelText, renderLabel, validationText, type LabelText } from '../validationTexts';
import { fieldSchema, ruleSchema } from './validators';
import { payloadNames, type VendorFieldDeclaration, type VendorKindDeclaration } from './types';

export const termsConsent = z.preprocess(
  (v) => v === true || v === 'on' || v === 'true',
  z.literal(true, { error: validationText('validation.acceptTerms') }),
);

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** An applicant chooses a password: required, unlike the admin's edit where empty keeps it. */
export const applicantPassword = z.preprocess(
  blankToUndefined,
  z.string({ error: required('password') }).min(6, messages.passwordTooShort).max(200),
);

/** Fields of the account itself (login identity), given once when applying and not changed by a resubmission. */
const ACCOUNT_TYPES = new Set(['phone', 'password']);

export const applyFieldsOf = (kind: VendorKindDeclaration): VendorFieldDeclaration[] => kind.fields.filter((field) => field.apply);

/** Names the application itself uses: the vendor kind (SPEC's "login by category") and the Terms consent. */
const RESERVED_NAMES = new Set(['category', 'acceptTerms']);

/**
 * The name an application carries a field under: its first edit payload name (vehicleNo, experience...); a field
 * named like the application's own keys (a store's `category`) is carried as `business_<name>`.
 */
export function applyNameOf(field: VendorFieldDeclaration): string {
  const name = payloadNames(field)[0] ?? field.name;
  return RESERVED_NAMES.has(name) ? `business_${name}` : name;
}

/** The fields a resubmission carries: every apply field but the phone number and password. */
export const resubmitFieldsOf = (kind: VendorKindDeclaration): VendorFieldDeclaration[] =>
  applyFieldsOf(kind).filter((field) => !ACCOUNT_TYPES.has(field.type));

/** Apply fields whose options are master data (categories, vehicle types), by application name. */
export const choiceFieldsOf = (kind: VendorKindDeclaration): VendorFieldDeclaration[] =>
  applyFieldsOf(kind).filter((field) => field.type === 'reference' && field.reference);

/** "Business X" in both languages: a field renamed because the application uses its name (a store's category). */
export const businessLabel = (label: LabelText): LabelText => ({ en: `Business ${renderLabel(label, 'en')}`, ta: `வியாபார ${renderLabel(label, 'ta')}` });

/** A rule whose messages name its field as `renamed` (a store's Category is the form's "Business Category"). */
function renamedMessages(rule: z.ZodType, renamed: LabelText): z.ZodType {
  return z.unknown().transform((value, ctx) => {
    const result = rule.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: relabelText(issue.message, () => renamed) });
    return z.NEVER;
  });
}

function validationOf(field: VendorFieldDeclaration): z.ZodType {
  if (field.type === 'password') return applicantPassword;
  // Applicants type numbers as they know them (+91, spaces, dashes); stored as the 10 digits.
  if (field.type === 'phone') return publicPhoneNumber;
  const rule = fieldSchema(field);
  if (field.type === 'city') return rule.safeParse(undefined).success ? optionalRule(applicantCity) : applicantCity;
  if (applyNameOf(field) !== (payloadNames(field)[0] ?? field.name)) return renamedMessages(rule, businessLabel(applyLabelTextOf(field)));
  return rule;
}

function shapeOf(fields: readonly VendorFieldDeclaration[]): Record<string, z.ZodType> {
  return Object.fromEntries(fields.map((field) => [applyNameOf(field), validationOf(field)]));
}

/** POST /api/vendor/apply: every apply field, consent to the Terms, and the category (the kind) itself. */
export function applicationSchemaOf(kind: VendorKindDeclaration) {
  return z.object({ ...shapeOf(applyFieldsOf(kind)), acceptTerms: termsConsent, category: z.literal(kind.kind) });
}

/** PUT /api/vendor/application: the same fields but the account's (phone, password). */
export function resubmissionSchemaOf(kind: VendorKindDeclaration) {
  return z.object(shapeOf(resubmitFieldsOf(kind)));
}

/** The photos section's name in `reasonFields`. */
export const PHOTOS_FIELD = 'photos';
const PHOTO_WORDS = /\b(photo|photos|picture|pictures|image|images|poster)\b/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The SPEC form label of a field: the one its required-field message names ("Shop Location is required"), else its label. */
export function applyLabelOf(field: VendorFieldDeclaration): string {
  return englishLabel(applyLabelTextOf(field));
}

/** The SPEC form label of a field in both languages: the one its required-field message names, else its declared label. */
export function applyLabelTextOf(field: VendorFieldDeclaration): LabelText {
  const result = field.validate ? ruleSchema(field.validate).safeParse(undefined) : undefined;
  const message = result && !result.success ? result.error.issues[0]?.message : undefined;
  const decoded = message === undefined ? null : decodeText(message);
  const named = decoded?.key === 'validation.required' ? (decoded.values.field as LabelText | string | undefined) : undefined;
  if (named === undefined) return { en: field.label, ta: field.taApply ?? field.ta };
  if (typeof named !== 'string') return named;
  return isLabelKey(named) ? { en: renderLabel(named, 'en'), ta: renderLabel(named, 'ta') } : { en: named, ta: field.taApply ?? field.ta };
}

/**
 * Which apply fields (by application name) a reviewer's reason names, by their labels (the longest first, so
 * "Store Name" is not also read as "Name"); PHOTOS_FIELD when it speaks of photos. Empty when it names none: the
 * portal then shows the reason above the whole form. A label of several words matches in any case ("service
 * details"); a one-word label only as the form writes it ("Name", "City"), since as an everyday word ("write the
 * full name") it names no field.
 */
export function fieldsNamedIn(reason: string | null | undefined, kind: VendorKindDeclaration): string[] {
  if (!reason) return [];
  const labels = applyFieldsOf(kind)
    .filter((field) => field.type !== 'password')
    .flatMap((field) => [...new Set([applyLabelOf(field), field.label])].map((label) => ({ label, name: applyNameOf(field) })))
    .sort((a, b) => b.label.length - a.label.length);
  let rest = reason;
  const named = new Set<string>();
  for (const { label, name } of labels) {
    const pattern = new RegExp(`\\b${escapeRegExp(label)}\\b`, label.includes(' ') ? 'gi' : 'g');
    if (!pattern.test(rest)) continue;
    named.add(name);
    rest = rest.replace(pattern, ' ');
  }
  const order = applyFieldsOf(kind).map(applyNameOf).filter((name) => named.has(name));
  return PHOTO_WORDS.test(reason) ? [...order, PHOTOS_FIELD] : order;
}
