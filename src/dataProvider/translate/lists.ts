/**
 * SPEC section 8: "A non-array list response is logged and treated as empty" (a legacy backend answers an
 * empty list as `{ "message": "No vendors found" }`), and a read answered 404 means there is nothing to show.
 */
import { HttpError } from 'react-admin';

/** The array, or [] with the odd answer logged to the console (never shown as an error to the admin). */
export function listOrEmpty<T>(value: unknown, what: string): T[] {
  if (Array.isArray(value)) return value as T[];
  console.info(`${what}: the answer is not a list; showing none.`, value);
  return [];
}

/** A read answered 404 (nothing there) is an empty answer; any other failure stays a failure. */
export function isNothingThere(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

/** Two lists read independently: what answered is shown, a failing one is logged; only if all fail, fail. */
export function settledLists<T>(results: readonly PromiseSettledResult<T[]>[], what: string): T[] {
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failures.length === results.length && failures[0]) throw failures[0].reason;
  for (const failure of failures) console.warn(`${what}: one list could not be read; showing the other.`, failure.reason);
  return results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
}
