/**
 * A react-hook-form resolver from a shared zod schema whose field names may differ from the form's (the
 * transport edit payload says vehicleType where the record says vehicle_type). Errors land on the form's
 * fields, in the admin's language; valid values keep every form field and take the schema's cleaned values.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrors } from '../domain/schemas';
import { renderText } from '../domain/validationTexts';
import { i18nProvider } from '../i18n';

/** The admin's language for the schemas' messages (the catalogue has English and Tamil). */
const adminLanguage = () => (i18nProvider.getLocale() === 'ta' ? 'ta' : 'en');

/**
 * `asSent`: the record as the backend sent it. A value the admin did not change (a NULL column, a legacy
 * password shorter than our rule) never blocks saving (SPEC 5: "vendor edit: no further validation shown");
 * the backend has the last word on it.
 */
export function schemaResolver<T extends FieldValues>(
  schema: z.ZodType,
  formToSchema: Readonly<Record<string, string>> = {},
  asSent: Readonly<Record<string, unknown>> = {},
): Resolver<T> {
  const schemaToForm = Object.fromEntries(Object.entries(formToSchema).map(([form, payload]) => [payload, form]));
  const rename = (values: Record<string, unknown>, names: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [names[key] ?? key, value]));

  return async (values) => {
    const result = schema.safeParse(rename(values, formToSchema));
    if (result.success) {
      const cleaned = rename(result.data as Record<string, unknown>, schemaToForm);
      return { values: { ...values, ...cleaned } as T, errors: {} };
    }
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(fieldErrors(result.error))) {
      const formField = schemaToForm[field] ?? field;
      if (formField in asSent && sameValue(values[formField], asSent[formField])) continue;
      errors[formField] = { type: 'validation', message: renderText(message, adminLanguage()) };
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined;
const sameValue = (a: unknown, b: unknown) => (isEmpty(a) && isEmpty(b)) || String(a) === String(b);
