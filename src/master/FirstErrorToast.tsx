import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';
import { useNotify } from 'react-admin';

/**
 * Inside a master form: when a submit is refused, the first field's message is also a toast (SPEC section 8
 * shows them as toasts, and under the fields). Replaces react-admin's generic "The form is not valid".
 */
export function FirstErrorToast() {
  const { submitCount, errors } = useFormState();
  const notify = useNotify();
  useEffect(() => {
    const first = Object.values(errors).find((error) => typeof error?.message === 'string')?.message;
    if (submitCount > 0 && typeof first === 'string') notify(first, { type: 'error', messageArgs: { _: first } });
    // Once per refused submit, not on every keystroke that changes the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);
  return null;
}
