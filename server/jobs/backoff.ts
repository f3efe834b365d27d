/** The wait before a failed job's next attempt: exponential from `baseMs`, capped. */

/** The longest wait between two attempts. */
export const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** After the `attempts`-th failed attempt (1, 2, …): baseMs, 2·baseMs, 4·baseMs, … up to MAX_RETRY_DELAY_MS. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}
