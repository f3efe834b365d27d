/**
 * `npm run bench`: runs the benches one after another, each in its own process (a failing one does not
 * stop the others), then prints one line per bench from its bench/results/<name>.json. Exits non-zero when
 * any budget failed or any bench broke. `npm run bench -- api landing` runs only those.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR, formatValue, type BenchResult } from './lib/report.ts';

const BENCHES = ['landing', 'adminLoad', 'largeLists', 'api', 'workPlan', 'concurrency', 'delivery'] as const;
const benchDir = import.meta.dirname;
const tsx = path.resolve(benchDir, '../node_modules/.bin/tsx');

function runOne(name: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(tsx, [path.join(benchDir, `${name}.ts`)], { stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readResult(name: string): BenchResult | null {
  const file = path.join(RESULTS_DIR, `${name}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as BenchResult) : null;
}

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(BENCHES as readonly string[]).includes(name));
if (unknown.length) {
  console.error(`unknown bench ${unknown.join(', ')}; choose from ${BENCHES.join(', ')}`);
  process.exit(2);
}
const selected = requested.length ? requested : [...BENCHES];
const started = Date.now();
const outcomes: { name: string; code: number; result: BenchResult | null }[] = [];
for (const name of selected) {
  const runStarted = new Date().toISOString();
  const code = await runOne(name);
  const result = readResult(name);
  // A result file older than this run belongs to an earlier run: the bench died before writing one.
  outcomes.push({ name, code, result: result && result.date >= runStarted ? result : null });
}

console.info(`\n== npm run bench: ${selected.length} benches in ${Math.round((Date.now() - started) / 1000)} s ==`);
for (const { name, code, result } of outcomes) {
  if (!result) {
    console.info(`${name}: no result written (exit ${code})`);
    continue;
  }
  const budgeted = result.figures.filter((f) => f.pass !== null);
  const failed = budgeted.filter((f) => f.pass === false);
  const status = result.error ? 'ERROR' : failed.length ? 'OVER BUDGET' : 'ok';
  console.info(`${name}: ${status} (${budgeted.length - failed.length}/${budgeted.length} budgets hold)`);
  for (const f of failed) console.info(`  - ${f.name}: ${formatValue(f.value, f.unit)}`);
  if (result.error) console.info(`  - ${result.error.split('\n')[0]}`);
}
process.exitCode = outcomes.every((o) => o.code === 0) ? 0 : 1;
