/**
 * The fields of an application of one kind (derived in applyFields.ts), shared by the apply form and the prefilled
 * resubmission; the reviewer's reason is shown above each field it names.
 */
import type { ReactNode } from 'react';
import { Field } from './Field.tsx';
import type { FieldSpec } from './applyFields.ts';
import type { useZodForm } from './useZodForm.ts';
import { useT } from '../i18n/index.ts';

interface Props {
  fields: readonly FieldSpec[];
  form: Pick<ReturnType<typeof useZodForm>, 'field' | 'errorFor'>;
  idOf(name: string): string;
  /** Fields the reviewer's reason names, and the notice shown above each. */
  noticeFor?(name: string): ReactNode;
}

export function ApplicationFields({ fields, form, idOf, noticeFor }: Props) {
  const { label, message } = useT();
  return (
    <>
      {fields.map((spec) => (
        <Field
          key={spec.name}
          id={idOf(spec.name)}
          {...spec}
          // The declarations' SPEC labels, shown in the page's language.
          label={label(spec.label)}
          placeholderOption={spec.placeholderOption && (typeof spec.placeholderOption === 'string' ? message(spec.placeholderOption) : label(spec.placeholderOption))}
          options={spec.options?.map((o) => ({ ...o, label: label(o.label) }))}
          control={form.field(spec.name)}
          error={form.errorFor(spec.name)}
          notice={noticeFor?.(spec.name)}
        />
      ))}
    </>
  );
}

/** The reviewer's reason, as shown above a field or above the whole form. */
export function ReasonNotice({ reason, id }: { reason: string; id?: string }) {
  const { t } = useT();
  return (
    <p id={id} className="notice notice--error">
      {t.vendor.status.reason}
      {reason}
    </p>
  );
}
