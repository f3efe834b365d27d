/** A labelled form control with its error text wired up for screen readers. */
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { useT } from '../i18n/index.ts';

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  /** Controlled (value + handlers) or, for a form that also posts without JavaScript, just the name. */
  control: {
    name: string;
    value?: string;
    /** An uncontrolled control's first value (a textarea keeps its prerendered text through hydration only so). */
    defaultValue?: string;
    onChange?(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>): void;
    onBlur?(event: FocusEvent): void;
  };
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  /** A textarea, of this many rows when a number. */
  multiline?: boolean | number;
  options?: readonly { value: string; label: string }[];
  placeholderOption?: string;
  /** Not required (the control is not marked `required`). */
  optional?: boolean;
  /** Shown above the control, e.g. the reviewer's reason about this field. */
  notice?: ReactNode;
}

export function Field({ id, label, error, control, type = 'text', autoComplete, inputMode, multiline, options, placeholderOption, optional, notice }: FieldProps) {
  const { t } = useT();
  const errorId = `${id}-error`;
  const common = {
    id,
    ...control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    required: !optional,
  };
  let input: ReactNode;
  if (options) {
    input = (
      <select {...common}>
        <option value="">{placeholderOption}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (multiline) {
    input = <textarea {...common} rows={multiline === true ? 3 : multiline} />;
  } else {
    input = <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} />;
  }
  return (
    <div className={error ? 'field field--error' : 'field'}>
      {notice}
      <label htmlFor={id}>
        {label}
        {optional && <span className="field__optional">{t.vendor.optional}</span>}
      </label>
      {input}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
