import { useState, type ChangeEvent } from 'react';

/** A text field's value and the server's or the schema's error under it; typing clears the error. */
export function useCheckedField(initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const fieldProps = {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValue(event.target.value);
      setError(null);
    },
    error: error !== null,
    helperText: error ?? undefined,
  };
  return { value, setValue, setError, fieldProps };
}
