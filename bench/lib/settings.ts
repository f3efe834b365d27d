/**
 * Knobs shared by every bench, from the environment so a smoke run can be short:
 *   BENCH_RUNS (default 5, at least 1): repetitions whose median is reported; budgets need at least 5.
 *   BENCH_DURATION (default 5): seconds per autocannon case.
 *   CHROME_PATH (default /usr/bin/chromium).
 */
function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1 (got "${raw}")`);
  return n;
}

export const RUNS = positiveInt('BENCH_RUNS', 5);
export const DURATION_SECONDS = positiveInt('BENCH_DURATION', 5);
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
/** Fewer runs than this is a smoke run: figures are printed, but the bench says it is not a measurement. */
export const MIN_MEASURED_RUNS = 5;
