/**
 * A labelled file input whose button (and, for a form sent later, "no file chosen") reads in the page's language.
 * The browser writes the native control's words in its own language whatever the page's, so a Tamil page showed
 * "Choose Files". The input itself stays: transparent over the drawn button, it takes the click, the tap, the
 * keyboard focus and the screen reader's name from the label, and a form posts it as before.
 */
import { useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { useT } from '../i18n/index.ts';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'className'> {
  id: string;
  label: string;
  /** Shows the chosen file's name, or "no file chosen", next to the button: for a form sent with a submit button. */
  showChosen?: boolean;
  /** The field's error, under the control. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function FilePicker({ id, label, showChosen, error, inputRef, multiple, onChange, ...input }: Props) {
  const texts = useT().t.vendor.files;
  const [chosen, setChosen] = useState<string[]>([]);
  const chosenId = `${id}-chosen`;
  const errorId = `${id}-error`;
  const describedBy = [showChosen && chosenId, error && errorId].filter(Boolean).join(' ') || undefined;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    setChosen([...(event.currentTarget.files ?? [])].map((file) => file.name));
    onChange?.(event);
  };
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <div className="file-picker">
        <span className="file-picker__control">
          <input {...input} ref={inputRef} id={id} type="file" multiple={multiple} className="file-picker__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={pick} />
          <span className="button button--ghost file-picker__button" aria-hidden="true">
            {multiple ? texts.chooseMany : texts.choose}
          </span>
        </span>
        {showChosen && (
          <span id={chosenId} className="file-picker__chosen">
            {chosen.length ? chosen.join(', ') : texts.noneChosen}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
