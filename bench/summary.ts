/**
 * `npx tsx bench/summary.ts`: the latest bench/results/*.json as Markdown tables (figure, median, budget,
 * verdict), for docs/performance.md and the README's Performance section.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR, formatValue, type BenchResult, type FigureResult } from './lib/report.ts';

const ORDER = ['landing', 'adminLoad', 'largeLists', 'api'];

function budgetText(f: FigureResult): string {
  const parts: string[] = [];
  if (f.budget?.min !== undefined) parts.push(`≥ ${formatValue(f.budget.min, f.unit)}`);
  if (f.budget?.max !== undefined) parts.push(`≤ ${formatValue(f.budget.max, f.unit)}`);
  return parts.join(' and ');
}

const cell = (text: string) => text.replaceAll('|', '\\|');

const results = fs
  .readdirSync(RESULTS_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, file), 'utf8')) as BenchResult)
  .sort((a, b) => ORDER.indexOf(a.bench) - ORDER.indexOf(b.bench));

for (const result of results) {
  const env = result.environment;
  console.info(`### ${result.bench}\n`);
  console.info(`${result.date}, median of ${result.runs} runs${result.smoke ? ' (smoke run, not a measurement)' : ''}; Node ${env.node}, ${env.chromium}, ${env.cpus}, load average at the end ${env.loadAverage.join(' ')}.\n`);
  console.info('| figure | median | budget | verdict | note |\n| --- | ---: | --- | --- | --- |');
  for (const f of result.figures) {
    const verdict = f.pass === null ? '' : f.pass ? 'pass' : '**FAIL**';
    console.info(`| ${cell(f.name)} | ${formatValue(f.value, f.unit)} | ${budgetText(f)} | ${verdict} | ${cell(f.note ?? '')} |`);
  }
  if (result.error) console.info(`\nThe bench stopped with: \`${result.error.split('\n')[0]}\``);
  console.info('');
}
