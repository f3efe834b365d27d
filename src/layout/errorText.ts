/** What the admin is told about a failed call: the data provider's message, which says it in plain words. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error !== '' ? error : 'unknown error';
}
