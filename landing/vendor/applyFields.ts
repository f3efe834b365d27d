/**
 * The application form's fields, derived from the vendor-kind declaration (src/domain/vendorKinds): every field the
 * kind flags `apply`, in its declared order, under its application name. Labels are the SPEC form labels the
 * declared validation speaks of ("Shop Location is required" → Shop Location), so label and message agree.
 */
import { CITIES } from '../../src/domain/constants.ts';
import {
  applyFieldsOf,
  applyLabelOf,
  applyNameOf,
  declarationOfKind,
  payloadNames,
  resubmitFieldsOf,
  VENDOR_KIND_DECLARATIONS,
  type VendorFieldDeclaration,
  type VendorKindDeclaration,
} from '../../src/domain/vendorKinds/index.ts';

export interface FieldSpec {
  name: string;
  label: string;
  type?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  autoComplete?: string;
  multiline?: boolean;
  options?: readonly { value: string; label: string }[];
  placeholderOption?: string;
  /** Not required by its validation (e.g. a vegetable store's price). */
  optional?: boolean;
}

/** Master-data options by application name (GET /api/vendor/choices/{category}). */
export type Choices = Record<string, readonly string[]>;

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const AUTOCOMPLETE: Record<string, string> = { phone: 'tel', email: 'email', password: 'new-password' };

function specOf(field: VendorFieldDeclaration, choices: Choices): FieldSpec {
  const name = applyNameOf(field);
  // A field renamed because the application uses its name (a store's category) is told apart from the vendor kind.
  const renamed = name !== (payloadNames(field)[0] ?? field.name);
  const spec: FieldSpec = { name, label: renamed ? `Business ${applyLabelOf(field)}` : applyLabelOf(field) };
  if (field.validate?.safeParse(undefined).success && field.type !== 'password') spec.optional = true;
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
      return { ...spec, options: asOptions(CITIES), placeholderOption: 'Select a City' };
    case 'choice':
      return { ...spec, options: asOptions(field.choices ?? []), placeholderOption: `Select a ${spec.label}` };
    case 'reference': {
      // Without master data (none yet, or not loaded) the applicant types the value.
      const options = choices[name];
      return options?.length ? { ...spec, options: asOptions(options), placeholderOption: field.reference?.emptyText ?? `Select a ${spec.label}` } : spec;
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
