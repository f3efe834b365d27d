/** The most specific human text in an error thrown by the data provider (HttpError body, else its message). */
export function errorReason(error: unknown): string {
  if (error instanceof Error) {
    const body = (error as Error & { body?: unknown }).body;
    const fieldErrors = isRecord(body) && isRecord(body.errors) ? Object.values(body.errors) : [];
    const firstFieldError = fieldErrors.find((text): text is string => typeof text === 'string' && text !== '');
    return firstFieldError ?? (error.message || 'unknown error');
  }
  return typeof error === 'string' && error !== '' ? error : 'unknown error';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
