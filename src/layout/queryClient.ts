/**
 * The admin's react-query client: a 4xx answer is final (a 404 read means "none", a 400 is the admin's input),
 * so only network failures and 5xx answers are tried again, at most twice.
 */
import { QueryClient } from '@tanstack/react-query';

const MAX_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
}
