/**
 * The validation a declaration gives a field, as data: which rule of fieldValidation.ts, with its label and limits.
 * The declarations are read by the admin's first screen (menu, tiles, dashboard, data provider), which must not
 * load the validation library; `ruleSchema` (./validators.ts) turns a rule into its zod schema where a form or the
 * server validates.
 */
import type { FieldLabel } from '../fieldMessages';

/** The fieldValidation.ts rules that take no argument. */
export type FixedRuleName = 'phoneNumber' | 'newPassword' | 'email' | 'city' | 'rating' | 'shopNumber' | 'anything';

export type FieldRule =
  | { readonly rule: FixedRuleName }
  | { readonly rule: 'requiredText' | 'optionalText'; readonly label: FieldLabel; readonly max: number }
  | { readonly rule: 'wholeNumber'; readonly label: FieldLabel }
  | { readonly rule: 'choice'; readonly label: FieldLabel; readonly options: readonly [string, ...string[]]; readonly optionsTa: Readonly<Record<string, string>> }
  /** Left empty it is absent; anything else is checked by `of`. */
  | { readonly rule: 'optional'; readonly of: FieldRule };

const fixed = (rule: FixedRuleName): FieldRule => ({ rule });

/** A required, trimmed text field whose message names its label. */
export const requiredText = (label: FieldLabel, max = 500): FieldRule => ({ rule: 'requiredText', label, max });
export const optionalText = (max = 500, label: FieldLabel = 'text'): FieldRule => ({ rule: 'optionalText', label, max });
/** A whole number from 0 to 100. */
export const wholeNumber = (label: FieldLabel): FieldRule => ({ rule: 'wholeNumber', label });
/** One of a fixed list of options. */
export const choice = (label: FieldLabel, options: readonly [string, ...string[]], optionsTa: Readonly<Record<string, string>> = {}): FieldRule => ({ rule: 'choice', label, options, optionsTa });
/** A rule a kind does not require: left empty it is absent; anything else is checked. */
export const optionalRule = (of: FieldRule): FieldRule => ({ rule: 'optional', of });

export const phoneNumber = fixed('phoneNumber');
/** Empty or absent leaves the password unchanged; anything else sets a new one. */
export const newPassword = fixed('newPassword');
export const email = fixed('email');
export const city = fixed('city');
export const rating = fixed('rating');
export const optionalRating = optionalRule(rating);
export const shopNumber = fixed('shopNumber');
/** Accepted as sent (a value echoed back, never written). */
export const anything = fixed('anything');

/** The transport master's category name (the server's transportCategoryName and the admin's form). */
export const vehicleCategoryRule = { rule: 'requiredText', label: 'Vehicle Category', max: 100 } as const satisfies FieldRule;
