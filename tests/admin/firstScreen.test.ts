/**
 * The admin's first screen (the login page, its warm-up and the dashboard: the build's `index`, `login` and `admin`
 * chunks and what they import, vite.config.ts) loads no zod: the declarations it reads (vendor kinds, resources,
 * menu, work plan) keep their validation rules as data, and the schemas load with the forms (issue 41, item 3).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { validationText as firstScreenEncoder } from '../../src/domain/textKeys';
import { validationText } from '../../src/domain/validationTexts';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-first-screen-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

/** The modules of the first-screen chunks and of every chunk they import statically, by chunk file. */
async function firstScreenModules(): Promise<Map<string, string[]>> {
  let chunks: Rolldown.OutputChunk[] = [];
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({
      root,
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
      plugins: [{ name: 'first-screen-probe', generateBundle(_options, bundle) { chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'); } }],
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map<string, string[]>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk.moduleIds);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  chunks.filter((chunk) => chunk.isEntry || /^assets\/(login|admin)-/.test(chunk.fileName)).forEach(visit);
  return seen;
}

describe('the admin build', () => {
  it('keeps zod and the validation texts out of the login page, its warm-up and the dashboard', async () => {
    const modules = await firstScreenModules();
    expect([...modules.keys()].some((file) => file.startsWith('assets/admin-')), 'the first-screen groups of vite.config.ts').toBe(true);
    const zod = [...modules].flatMap(([file, ids]) => ids.filter((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id)).map((id) => `${file}: ${path.relative(root, id)}`));
    expect(zod).toEqual([]);
    // The vendor-kind declarations are on the first screen (menu, tiles, data provider), their schemas are not.
    const ids = [...modules.values()].flat().map((id) => path.relative(root, id));
    expect(ids).toContain(path.join('src', 'domain', 'vendorKinds', 'index.ts'));
    expect(ids).not.toContain(path.join('src', 'domain', 'vendorKinds', 'validators.ts'));
    // Nor the validation catalogue's texts: the declarations encode their messages with ./textKeys.ts.
    expect(ids).not.toContain(path.join('src', 'domain', 'validationTexts.ts'));
  }, 180_000);

  it("encodes a message with the first screen's twin exactly as the catalogue does", () => {
    expect(firstScreenEncoder('validation.required', { field: 'phoneNumber' })).toBe(validationText('validation.required', { field: 'phoneNumber' }));
    expect(firstScreenEncoder('validation.correctBelow')).toBe(validationText('validation.correctBelow'));
  });
});
