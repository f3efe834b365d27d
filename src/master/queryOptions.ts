/** Query settings shared by the master screens. */

/**
 * A 4xx (not found, refused) will not change by asking again, so the admin sees it at once; network and server
 * errors get two more tries.
 */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < 2;
}
