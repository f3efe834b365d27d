/**
 * The application form's fields, derived from the vendor-kind declaration (src/domain/vendorKinds): every field the
 * kind flags `apply`, in its declared order, under its application name. Labels are the SPEC form labels the
 * declared validation speaks of ("Shop Location is required" → Shop Location), so label and message agree.
 */
import { CITIES } from '../../src/domain/constants.ts';
import { ruleSchema } from '../../src/domain/vendorKinds/validators.ts';
import { declarationOfKind, payloadNames, VENDOR_KIND_DECLARATIONS, type VendorFieldDeclaration, type VendorKindDeclaration } from '../../src/domain/vendorKinds/index.ts';
import { applyFieldsOf, applyLabelTextOf, businessLabel, applyNameOf, resubmitFieldsOf } from '../../src/domain/vendorKinds/application.ts';
import { validationText, type ChoiceText, type LabelText } from '../../src/domain/validationTexts.ts';

export interface FieldSpec {
  name: string;
  /** Its SPEC form label in both languages (the one its messages name). */
  label: LabelText;
  type?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  autoComplete?: string;
  multiline?: boolean;
  options?: readonly { value: string; label: ChoiceText }[];
  /** An encoded catalogue message, or a declared text with its Tamil. */
  placeholderOption?: string | LabelText;
  /** Not required by its validation (e.g. a vegetable store's price). */
  optional?: boolean;
}

/** Master-data options by application name (GET /api/vendor/choices/{category}). */
export type Choices = Record<string, readonly string[]>;

const asOptions = (values: readonly string[], tamil: Readonly<Record<string, string>> = {}) =>
  values.map((value) => ({ value, label: tamil[value] ? { en: value, ta: tamil[value] } : value }));

const AUTOCOMPLETE: Record<string, string> = { phone: 'tel', email: 'email', password: 'new-password' };

/** A master-data choice's empty option, as its declaration says it in both languages. */
const emptyTextOf = (field: VendorFieldDeclaration): LabelText | undefined =>
  field.reference?.emptyText ? { en: field.reference.emptyText, ta: field.reference.ta.emptyText } : undefined;

function specOf(field: VendorFieldDeclaration, choices: Choices): FieldSpec {
  const name = applyNameOf(field);
  // A field renamed because the application uses its name (a store's category) is told apart from the vendor kind.
  const renamed = name !== (payloadNames(field)[0] ?? field.name);
  const spec: FieldSpec = { name, label: renamed ? businessLabel(applyLabelTextOf(field)) : applyLabelTextOf(field) };
  if (field.validate && ruleSchema(field.validate).safeParse(undefined).success && field.type !== 'password') spec.optional = true;
  if (name === 'name') spec.autoComplete = 'name';
  const autoComplete = AUTOCOMPLETE[field.type];
  if (autoComplete) spec.autoComplete = autoComplete;
  switch (field.type) {
    case 'phone':
      return { ...spec, type: 'tel' };
    case 'email':
      return { ...spec, type: 'email' };
    case 'password':
      return { ...spec, type: 'password' };
    case 'longText':
      return { ...spec, multiline: true };
    case 'wholeNumber':
      return { ...spec, inputMode: 'numeric' };
    case 'city':
      return { ...spec, options: asOptions(CITIES), placeholderOption: validationText('validation.selectCity') };
    case 'choice':
      return { ...spec, options: asOptions(field.choices ?? [], field.choicesTa), placeholderOption: validationText('validation.selectA', { field: spec.label }) };
    case 'reference': {
      // Without master data (none yet, or not loaded) the applicant types the value.
      const options = choices[name];
      return options?.length ? { ...spec, options: asOptions(options), placeholderOption: emptyTextOf(field) ?? validationText('validation.selectA', { field: spec.label }) } : spec;
    }
    default:
      return spec;
  }
}

export const declarationOf = (kind: string): VendorKindDeclaration => declarationOfKind(VENDOR_KIND_DECLARATIONS, kind);

/**
 * The fields of an application of `kind` in declared order, the password chosen last; `resubmit` leaves out the
 * account's phone number and password.
 */
export function applyFieldSpecs(kind: VendorKindDeclaration, choices: Choices = {}, mode: 'apply' | 'resubmit' = 'apply'): FieldSpec[] {
  const fields = mode === 'apply' ? applyFieldsOf(kind) : resubmitFieldsOf(kind);
  const ordered = [...fields.filter((f) => f.type !== 'password'), ...fields.filter((f) => f.type === 'password')];
  return ordered.map((field) => specOf(field, choices));
}

/** Every application name of every kind, with an empty value: the apply form's initial state. */
export const EMPTY_APPLICATION: Record<string, string> = Object.fromEntries(
  ['category', 'acceptTerms', ...VENDOR_KIND_DECLARATIONS.flatMap((kind) => applyFieldsOf(kind).map(applyNameOf))].map((n) => [n, '']),
);

export const applyFieldId = (name: string) => `apply-${name}`;
