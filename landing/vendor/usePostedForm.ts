/**
 * The script side of a form that also posts without script: its field errors and failure line (starting from what
 * the server drew, read back so that hydration keeps it), focus on the first wrong field of each new answer (not of
 * the server's, whose page already autofocused it), and a submit that posts and turns a refusal into errors and a
 * failure line.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../api.ts';
import { focusFirstError } from './focusFirstError.ts';

interface PostedFormOptions {
  /** The fields in form order, and each one's element id. */
  fields: readonly string[];
  fieldId: (name: string) => string;
  /** What the server drew before hydration. */
  answered: { errors: Record<string, string>; failure: string | null };
  /** The server's page already moved focus (to a wrong field or its result). */
  focusedByPage: boolean;
  /** The failure line when the answer is no ApiError, and when it has field errors. */
  notSent: string;
  correctBelow: string;
}

export function usePostedForm({ fields, fieldId, answered, focusedByPage, notSent, correctBelow }: PostedFormOptions) {
  const [errors, setErrors] = useState<Record<string, string>>(answered.errors);
  const [failure, setFailure] = useState<string | null>(answered.failure);
  const [busy, setBusy] = useState(false);
  const pageFocus = useRef(focusedByPage);

  useEffect(() => {
    if (pageFocus.current) {
      pageFocus.current = false;
      return;
    }
    focusFirstError(fields, errors, fieldId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new answer moves focus, not a new render
  }, [errors]);

  /** The form's submit handler: `post` sends the form (read before any wait) and takes the answer. */
  const submitWith = (post: (form: HTMLFormElement) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      await post(event.currentTarget);
    } catch (error) {
      const problem = error instanceof ApiError ? error : new ApiError(notSent, 0);
      setErrors(problem.errors);
      setFailure(Object.keys(problem.errors).length ? correctBelow : problem.message);
    } finally {
      setBusy(false);
    }
  };

  return { errors, failure, busy, submitWith };
}
