/**
 * docs/extending.md's promise, kept on a copy of the repository. On the copy, as a developer following the doc:
 * - a fifth vendor kind: ./florist.ts copied into src/domain/vendorKinds/ and `florist` added to
 *   VENDOR_KIND_DECLARATIONS;
 * - a simple master: tests/resourceFixture/unitsOfMeasure.ts copied into src/domain/resources/ and `unitsOfMeasure`
 *   added to RESOURCE_DECLARATIONS (its admin side; the backend is one that already has its calls);
 * - a role that decides on vendors without editing them: one row of the roles table (its permissions and its
 *   names), nothing else.
 * Then the type check, lint and `npm run docs` are green, and the tests pass: with EXTENSION_SUITE=full
 * (`npm run test:extension`) every unit and landing test, on SQLite and PostgreSQL; in `npm test` the ones that
 * take kinds, counts, tiles and texts from the registry, on SQLite.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
/** Everything of the checkout but what is built, installed or versioned; node_modules is linked, not copied. */
const NOT_COPIED = new Set(['node_modules', '.git', 'dist', 'coverage']);
/** Always run: the fixture's own test and the tests that derive counts and queues from the registry without importing it. */
const ALWAYS = ['tests/vendorKindFixture/florist.test.tsx', 'tests/server/dashboard.test.ts'];
/** What a test (or a helper it imports) reads when it depends on the registry or on the texts derived from it. */
const DEPENDS = /domain\/vendorKinds|domain\/validationTexts|domain\/landing\b|i18n\/(?:en|ta|vendorKindTexts)(?:\.ts)?'|landing\/i18n\/|landing\/vendor\/|dataProvider\/types/;
/** The engine's own suites choose their engines (and need PostgreSQL); onACopy itself would run forever. */
const LEFT_OUT = /^tests\/(?:e2e\/|server\/engines\.|server\/dbCopy|reliability\/|vendorKindFixture\/onACopy)/;

function filesUnder(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' }).map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

/**
 * The test files that import the registry or the catalogues, directly or through one helper of tests/, found by
 * reading them, so a new test is covered without listing it here: by vitest project.
 */
function registryTests(): { unit: string[]; landing: string[] } {
  const sources = filesUnder('tests').filter((file) => /\.tsx?$/.test(file));
  const readsRegistry = new Set(sources.filter((file) => DEPENDS.test(fs.readFileSync(path.join(ROOT, file), 'utf8'))));
  const tests = sources.filter((file) => /\.test\.tsx?$/.test(file) && !LEFT_OUT.test(file)).filter((file) => {
    if (readsRegistry.has(file) || ALWAYS.includes(file)) return true;
    const imports = [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) => path.posix.join(path.posix.dirname(file), m[1] as string));
    return imports.some((target) => ['', '.ts', '.tsx'].some((ext) => readsRegistry.has(target + ext)));
  });
  return { unit: tests.filter((file) => !file.startsWith('tests/landing/')), landing: tests.filter((file) => file.startsWith('tests/landing/')) };
}

/**
 * `npm test` runs on the copy the tests that take kinds, counts and texts from the registry (below), on SQLite. The
 * whole unit and landing suites (CI's first stage again, some 20 minutes on a quiet 2-core machine, more than CI's
 * budget leaves) run with EXTENSION_SUITE=full (`npm run test:extension`), on SQLite and on PostgreSQL (the copy's
 * own `unit-pg` project, as in the checkout).
 */
const FULL = process.env.EXTENSION_SUITE === 'full';
const ENGINES = FULL ? ['--project', 'unit', '--project', 'unit-pg'] : ['--project', 'unit'];
const UNIT_TIMEOUT = FULL ? 3_600_000 : 1_480_000;
const REGISTRY_DERIVED = [
  ...ALWAYS,
  'tests/vendorKindFixture/floristTexts.test.ts',
  'tests/dataProvider/masterData.server.test.ts',
  'tests/dataProvider/vendors.server.test.ts',
  'tests/admin/appMenu.test.tsx',
  'tests/admin/tamilCatalogue.test.ts',
  'tests/admin/catalogueKeys.test.ts',
  'tests/admin/resourceAccess.test.ts',
];
/** Every unit (or landing) test file of the checkout: all but the browser tests and this one. */
function allTests(): { unit: string[]; landing: string[] } {
  const tests = filesUnder('tests').filter((file) => /\.test\.tsx?$/.test(file) && !/^tests\/(?:e2e\/|vendorKindFixture\/onACopy)/.test(file));
  return { unit: tests.filter((file) => !file.startsWith('tests/landing/')), landing: tests.filter((file) => file.startsWith('tests/landing/')) };
}
const chosen = (files: string[]) => (FULL ? allTests().unit : files.filter((file) => REGISTRY_DERIVED.includes(file)));

const INDEX = 'src/domain/vendorKinds/index.ts';
const RESOURCES_INDEX = 'src/domain/resources/index.ts';
const ROLES_TABLE = 'src/domain/roles.ts';
/** The new role: decides on vendors and their documents, edits nothing but its own password. */
const DECIDER = 'decider';

let copy = '';

/** Step 2 as a developer does it: the import beside the others and one word at the end of the array. */
function registerFlorist(index: string): string {
  const array = /(export const VENDOR_KIND_DECLARATIONS = \[)([^\]]*)\]/;
  if (!array.test(index)) throw new Error(`${INDEX} no longer declares VENDOR_KIND_DECLARATIONS as an array literal`);
  return index.replace(/^(import .*;\n)/m, "import { florist } from './florist';\n$1").replace(array, (_, head: string, kinds: string) => `${head}${kinds}, florist]`);
}

/** The simple master's step as docs/extending.md writes it: its import and one word at the end of the registry's array. */
function registerUnitsOfMeasure(index: string): string {
  const array = /(export const RESOURCE_DECLARATIONS = \[)([^\]]*?),?\s*\] as const/;
  if (!array.test(index)) throw new Error(`${RESOURCES_INDEX} no longer declares RESOURCE_DECLARATIONS as an array literal`);
  return index.replace(/^(import .*;\n)/m, "import { unitsOfMeasure } from './unitsOfMeasure';\n$1").replace(array, (_, head: string, names: string) => `${head}${names},\n  unitsOfMeasure,\n] as const`);
}

/** The new role as one row of the roles table: its name in ROLES, its names in both languages, its permissions. */
function addDeciderRole(roles: string): string {
  const steps: [RegExp, (match: string) => string][] = [
    [/export const ROLES = \[([^\]]*)\] as const;/, (match) => match.replace('] as const', `, '${DECIDER}'] as const`)],
    [/ {2}viewer: \{ en: [^}]*\},\n/, (match) => `${match}  ${DECIDER}: { en: 'Decider', ta: 'முடிவெடுப்பவர்' },\n`],
    [/ {2}viewer: \[\.\.\.READ_ALL, \.\.\.SELF\],\n/, (match) => `${match}  ${DECIDER}: [...READ_ALL, ...SELF, 'vendors.decide'],\n`],
  ];
  return steps.reduce((text, [pattern, add]) => {
    if (!pattern.test(text)) throw new Error(`${ROLES_TABLE} no longer matches ${pattern}`);
    return text.replace(pattern, add);
  }, roles);
}

const edit = (file: string, change: (text: string) => string) => fs.writeFileSync(path.join(copy, file), change(fs.readFileSync(path.join(copy, file), 'utf8')));

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'vendor-kind-copy-'));
  for (const entry of fs.readdirSync(ROOT)) {
    if (!NOT_COPIED.has(entry)) fs.cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  // Step 1: the fixture's file, as it is.
  fs.copyFileSync(path.join(ROOT, 'tests/vendorKindFixture/florist.ts'), path.join(copy, 'src/domain/vendorKinds/florist.ts'));
  // Step 2: the registry's array.
  edit(INDEX, registerFlorist);
  // A simple master: its file and its word in the resource registry.
  fs.copyFileSync(path.join(ROOT, 'tests/resourceFixture/unitsOfMeasure.ts'), path.join(copy, 'src/domain/resources/unitsOfMeasure.ts'));
  edit(RESOURCES_INDEX, registerUnitsOfMeasure);
  // A role that decides without editing: a row of the roles table.
  edit(ROLES_TABLE, addDeciderRole);
});

/** Runs a node script in the copy; the output when it fails, '' when it succeeds. */
async function failureOf(args: string[], timeout: number, extraEnv: Record<string, string> = {}): Promise<string> {
  try {
    await run(process.execPath, args, {
      cwd: copy,
      timeout,
      maxBuffer: 64 * 1024 * 1024,
      // The copy's own run, not a worker of this one.
      env: { ...process.env, CI: '1', NO_COLOR: '1', VITEST: undefined, VITEST_WORKER_ID: undefined, VITEST_POOL_ID: undefined, ...extraEnv },
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

it('registers florists and units of measure in the copy with one import and one word each, and adds the role', () => {
  const index = fs.readFileSync(path.join(copy, INDEX), 'utf8');
  expect(index).toMatch(/VENDOR_KIND_DECLARATIONS = \[[^\]]*, florist\]/);
  expect(index).toContain("import { florist } from './florist';");
  const resources = fs.readFileSync(path.join(copy, RESOURCES_INDEX), 'utf8');
  expect(resources).toMatch(/RESOURCE_DECLARATIONS = \[[^\]]*,\n {2}unitsOfMeasure,\n\] as const/);
  expect(resources).toContain("import { unitsOfMeasure } from './unitsOfMeasure';");
  const roles = fs.readFileSync(path.join(copy, ROLES_TABLE), 'utf8');
  expect(roles).toContain(`'viewer', '${DECIDER}'] as const`);
  expect(roles).toContain(`${DECIDER}: [...READ_ALL, ...SELF, 'vendors.decide']`);
});

const VITEST = path.join(ROOT, 'node_modules/vitest/vitest.mjs');

it('type-checks and lints with florists declared', { timeout: 420_000 }, async () => {
  expect(await failureOf([path.join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json'], 400_000)).toBe('');
  expect(await failureOf([path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), 'src/domain', 'src/i18n', 'landing/i18n'], 120_000)).toBe('');
});

it('finds the registry-dependent tests by their imports, the registry-derived ones among them', () => {
  const { unit, landing } = registryTests();
  expect(unit).toEqual(expect.arrayContaining(REGISTRY_DERIVED));
  expect(unit).toEqual(expect.arrayContaining([...ALWAYS, 'tests/server/openapi.test.ts', 'tests/dataProvider/vendors.server.test.ts', 'tests/admin/tamilCatalogue.test.ts']));
  expect(landing).toEqual(expect.arrayContaining(['tests/landing/i18nCatalogues.test.tsx', 'tests/landing/vendorForms.test.tsx']));
});

it(`passes the ${FULL ? 'whole' : 'registry-dependent'} unit tests (${FULL ? 'SQLite and PostgreSQL' : 'SQLite'}) with florists declared`, { timeout: UNIT_TIMEOUT + 320_000 }, async () => {
  // The developer's `npm run docs` after adding the kind: the generated docs then list florists.
  const docs = ['tests/server/vendorKindsDoc.test.ts', 'tests/dataProvider/endpointTable.test.ts', 'tests/server/openapi.test.ts'];
  const env = { UPDATE_GENERATED_DOCS: '1' };
  expect(await failureOf([VITEST, 'run', '--project', 'unit', ...docs], 300_000, env)).toBe('');
  expect(await failureOf([VITEST, 'run', ...ENGINES, ...chosen(registryTests().unit)], UNIT_TIMEOUT)).toBe('');
});

it(`passes the ${FULL ? '' : 'registry-dependent '}landing tests with florists declared`, { timeout: 900_000 }, async () => {
  const landing = FULL ? allTests().landing : registryTests().landing.filter((file) => /i18nCatalogues|vendorForms/.test(file));
  expect(await failureOf([VITEST, 'run', '--project', 'landing', ...landing], 880_000)).toBe('');
});
