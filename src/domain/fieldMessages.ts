/**
 * SPEC section 5's messages as catalogue keys, and what a rule reads as empty: the part of fieldValidation.ts that
 * needs no validation library, for screens that name a message without validating (the login, the dashboard).
 */
import { validationText } from './textKeys';
import type { LabelText } from './validationTexts';

/** The SPEC 5 messages, as catalogue keys (English and Tamil in ./validationTexts.ts). */
export const messages = {
  nameRequired: validationText('validation.required', { field: 'name' }),
  phoneDigits: validationText('validation.phoneDigits'),
  phoneInvalid: validationText('validation.phoneInvalid'),
  emailRequired: validationText('validation.required', { field: 'email' }),
  emailAddressRequired: validationText('validation.required', { field: 'emailAddress' }),
  emailInvalid: validationText('validation.emailInvalid'),
  ratingMin: validationText('validation.ratingMin'),
  ratingMax: validationText('validation.ratingMax'),
  ratingNumbersOnly: validationText('validation.ratingNumbersOnly'),
  selectCity: validationText('validation.selectCity'),
  categoryNameRequired: validationText('validation.categoryNameRequired'),
  fillAllFields: validationText('validation.fillAllFields'),
  categoryNameAndImage: validationText('validation.categoryNameAndImage'),
  posterRequired: validationText('validation.posterRequired'),
  passwordTooShort: validationText('validation.passwordTooShort'),
} as const;

/**
 * A label a message names: a key of the labels' catalogue, a declared label with its Tamil, or (admin-only fields)
 * a plain name shown as given in every language.
 */
export type FieldLabel = LabelText | (string & {});

export const required = (label: FieldLabel) => validationText('validation.required', { field: label });

/** An empty input reads as absent: blank text, and null (react-admin's inputs hand an emptied field over as null). */
export const blankToUndefined = (v: unknown) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v);
