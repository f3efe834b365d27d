/**
 * Every bench reports through `runBench`: it collects named figures (each maybe with a budget), prints them as a
 * table under the Node and Chromium versions, writes bench/results/<name>.json and sets a non-zero exit code
 * when a budget fails or the bench itself fails. Cleanups registered with `onCleanup` always run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeEnvironment, type Environment } from './environment.ts';
import { MIN_MEASURED_RUNS, RUNS } from './settings.ts';

export const RESULTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');

export type Unit = 'kB' | 'MB' | 'ms' | 's' | 'req/s' | 'score' | '×' | 'count' | 'fraction';

export interface Budget {
  max?: number;
  min?: number;
}

export interface Figure {
  name: string;
  value: number;
  unit: Unit;
  budget?: Budget;
  /** Every run's value when `value` is their median. */
  samples?: number[];
  note?: string;
}

export interface FigureResult extends Figure {
  pass: boolean | null;
}

export interface BenchResult {
  bench: string;
  date: string;
  environment: Environment;
  runs: number;
  /** Fewer runs than budgets need: printed for a smoke test, not a measurement. */
  smoke: boolean;
  figures: FigureResult[];
  error: string | null;
  passed: boolean;
}

export class Report {
  readonly figures: Figure[] = [];
  private cleanups: (() => Promise<void> | void)[] = [];

  constructor(readonly bench: string) {}

  add(figure: Figure): void {
    this.figures.push(figure);
  }

  /** Runs after the bench, last registered first, even when it throws. */
  onCleanup(cleanup: () => Promise<void> | void): void {
    this.cleanups.unshift(cleanup);
  }

  async cleanUp(): Promise<void> {
    for (const cleanup of this.cleanups.splice(0)) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`[${this.bench}] cleanup failed:`, error);
      }
    }
  }
}

function judge(figure: Figure): boolean | null {
  const { budget } = figure;
  if (!budget) return null;
  if (budget.max !== undefined && figure.value > budget.max) return false;
  if (budget.min !== undefined && figure.value < budget.min) return false;
  return true;
}

export function formatValue(value: number, unit: Unit): string {
  const digits = unit === 'kB' || unit === '×' ? 2 : unit === 's' || unit === 'fraction' ? 3 : unit === 'ms' ? (value < 10 ? 2 : 1) : 0;
  const text = value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return unit === 'count' || unit === 'fraction' ? text : `${text} ${unit}`;
}

function formatBudget(figure: Figure): string {
  const { budget, unit } = figure;
  if (!budget) return '';
  const parts: string[] = [];
  if (budget.min !== undefined) parts.push(`>= ${formatValue(budget.min, unit)}`);
  if (budget.max !== undefined) parts.push(`<= ${formatValue(budget.max, unit)}`);
  return parts.join(' and ');
}

function printTable(result: BenchResult): void {
  const rows = result.figures.map((f) => [
    f.name,
    formatValue(f.value, f.unit),
    formatBudget(f),
    f.pass === null ? '' : f.pass ? 'pass' : 'FAIL',
    f.note ?? '',
  ]);
  const header = ['figure', result.runs > 1 ? `median of ${result.runs}` : 'value', 'budget', '', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 1 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ').trimEnd();
  const env = result.environment;
  console.info(`\n== bench ${result.bench} == ${result.date}`);
  console.info(`Node ${env.node} | ${env.chromium} | ${env.cpus} | load ${env.loadAverage.join(' ')}`);
  console.info(line(header));
  console.info(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.info(line(row));
  if (result.smoke) console.info(`(smoke run: BENCH_RUNS=${result.runs} < ${MIN_MEASURED_RUNS}; not a measurement)`);
  if (result.error) console.error(`bench ${result.bench} failed: ${result.error}`);
  const failed = result.figures.filter((f) => f.pass === false).map((f) => f.name);
  console.info(result.passed ? 'all budgets hold' : `over budget: ${failed.join('; ') || '(bench error)'}`);
}

/** Runs one bench end to end; the process exit code tells whether every budget held. */
export async function runBench(bench: string, body: (report: Report) => Promise<void>): Promise<BenchResult> {
  const report = new Report(bench);
  let error: string | null = null;
  try {
    await body(report);
  } catch (err) {
    error = err instanceof Error ? (err.stack ?? err.message) : String(err);
  } finally {
    await report.cleanUp();
  }
  const figures = report.figures.map((f) => ({ ...f, pass: judge(f) }));
  const result: BenchResult = {
    bench,
    date: new Date().toISOString(),
    environment: describeEnvironment(),
    runs: RUNS,
    smoke: RUNS < MIN_MEASURED_RUNS,
    figures,
    error,
    passed: error === null && figures.every((f) => f.pass !== false),
  };
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, `${bench}.json`), `${JSON.stringify(result, null, 2)}\n`);
  printTable(result);
  if (!result.passed) process.exitCode = 1;
  return result;
}
