/**
 * docs/extending.md's promise, kept on a copy of the repository: copying ./florist.ts into src/domain/vendorKinds/
 * (step 1) and adding `florist` to VENDOR_KIND_DECLARATIONS (step 2), nothing else, leaves the type check green and
 * the tests that depend on the registry passing: the florist fixture's, and those deriving kind counts, seeded
 * totals and queues from the registry.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
/** What the type check and the tests read; node_modules is linked, not copied. */
const SOURCES = ['src', 'server', 'landing', 'tests', 'bench', 'public', 'index.html', 'package.json', 'tsconfig.json', 'vitest.config.ts', 'vite.config.ts', 'docs'];
/** The tests whose expectations come from the registry (the fixture's own among them). */
const REGISTRY_TESTS = [
  'tests/vendorKindFixture/florist.test.tsx',
  'tests/server/dashboard.test.ts',
  'tests/server/pagedLists.test.ts',
];
const INDEX = 'src/domain/vendorKinds/index.ts';

let copy = '';

/** Step 2 as a developer does it: the import beside the others and one word at the end of the array. */
function registerFlorist(index: string): string {
  const array = /(export const VENDOR_KIND_DECLARATIONS = \[)([^\]]*)\]/;
  if (!array.test(index)) throw new Error(`${INDEX} no longer declares VENDOR_KIND_DECLARATIONS as an array literal`);
  return index.replace(/^(import .*;\n)/m, "import { florist } from './florist';\n$1").replace(array, (_, head: string, kinds: string) => `${head}${kinds}, florist]`);
}

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'vendor-kind-copy-'));
  for (const entry of SOURCES) {
    if (fs.existsSync(path.join(ROOT, entry))) fs.cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  // Step 1: the fixture's file, as it is.
  fs.copyFileSync(path.join(ROOT, 'tests/vendorKindFixture/florist.ts'), path.join(copy, 'src/domain/vendorKinds/florist.ts'));
  // Step 2: the registry's array.
  fs.writeFileSync(path.join(copy, INDEX), registerFlorist(fs.readFileSync(path.join(copy, INDEX), 'utf8')));
});

/** Runs a node script in the copy; the output when it fails, '' when it succeeds. */
async function failureOf(args: string[], timeout: number): Promise<string> {
  try {
    await run(process.execPath, args, {
      cwd: copy,
      timeout,
      maxBuffer: 64 * 1024 * 1024,
      // The copy's own run, not a worker of this one.
      env: { ...process.env, CI: '1', NO_COLOR: '1', VITEST: undefined, VITEST_WORKER_ID: undefined, VITEST_POOL_ID: undefined },
    });
    return '';
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    return `${stdout ?? ''}\n${stderr ?? String(error)}`.trim() || String(error);
  }
}

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

it('registers florists in the copy with one import and one word', () => {
  const index = fs.readFileSync(path.join(copy, INDEX), 'utf8');
  expect(index).toMatch(/VENDOR_KIND_DECLARATIONS = \[[^\]]*, florist\]/);
  expect(index).toContain("import { florist } from './florist';");
});

it('type-checks with florists declared', { timeout: 360_000 }, async () => {
  expect(await failureOf([path.join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json'], 350_000)).toBe('');
});

it('passes the registry-derived tests and the florist fixture with florists declared', { timeout: 480_000 }, async () => {
  expect(await failureOf([path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'unit', ...REGISTRY_TESTS], 470_000)).toBe('');
});
