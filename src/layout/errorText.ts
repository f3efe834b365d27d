/**
 * The admin's one way of telling what went wrong. The data provider's errors already say it in the admin's words
 * ("Could not load the vendor's images: ..."), so screens show them as they are, never wrapped a second time.
 * A refused input (a 400 with field errors) is told by the server's own texts for the fields (SPEC section 8,
 * e.g. "Please select a poster image before verifying the user"), inside forms as beside them.
 */
import { useNotify } from 'react-admin';

export function errorText(error: unknown): string {
  const fields = fieldErrorTexts(error);
  if (fields.length > 0) return fields.join(' ');
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error !== '' ? error : 'unknown error';
}

/** The texts of a 400's field errors (react-admin's HttpError body `{ errors: { field: text, root: { serverError } } }`). */
function fieldErrorTexts(error: unknown): string[] {
  if (!isRecord(error) || error.status !== 400 || !isRecord(error.body) || !isRecord(error.body.errors)) return [];
  const texts: string[] = [];
  for (const value of Object.values(error.body.errors)) {
    const text = typeof value === 'string' ? value : isRecord(value) && typeof value.serverError === 'string' ? value.serverError : '';
    if (text.trim() && !texts.includes(text.trim())) texts.push(text.trim());
  }
  return texts;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

type Notify = ReturnType<typeof useNotify>;

/** A notification of text already in words (the server's or ours), not a translation key. */
export const notifyText = (notify: Notify, text: string, type: 'success' | 'error' | 'warning') =>
  notify(text, { type, messageArgs: { _: text } });

/** Notifies a failed call (read or write) with errorText. */
export function useNotifyError(): (error: unknown) => void {
  const notify = useNotify();
  return (error) => notifyText(notify, errorText(error), 'error');
}
