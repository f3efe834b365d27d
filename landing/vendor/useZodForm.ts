/**
 * Minimal form state for the vendor forms: values, per-field errors from the shared zod schema
 * (shown once a field is touched, all on submit) and server field errors merged in.
 */
import { useState, type ChangeEvent, type FocusEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../../src/domain/schemas.ts';
import { useT } from '../i18n/index.ts';

type Values = Record<string, string>;

export function useZodForm<S extends z.ZodType>(schema: S, initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const result = schema.safeParse(values);
  const clientErrors = result.success ? {} : fieldErrors(result.error);
  const { message } = useT();
  /** Shown in the page's language (the schemas speak SPEC 5's English; the server already answers translated). */
  const errorFor = (name: string): string | undefined => {
    const error = serverErrors[name] ?? (touched[name] ? clientErrors[name] : undefined);
    return error && message(error);
  };

  const field = (name: string) => ({
    name,
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      setServerErrors(({ [name]: _removed, ...rest }) => rest);
    },
    onBlur: (_event: FocusEvent) => setTouched((t) => ({ ...t, [name]: true })),
  });

  /** Marks every field touched; returns the parsed data, or null (and the errors show) when invalid. */
  const validate = (): z.infer<S> | null => {
    setTouched(Object.fromEntries(Object.keys(initial).map((k) => [k, true])));
    return result.success ? result.data : null;
  };

  const setValue = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServerErrors(({ [name]: _removed, ...rest }) => rest);
  };

  return { values, field, setValue, errorFor, clientErrors, validate, setServerErrors, reset: () => setValues(initial) };
}
