/** The admin build: a Vite entry (index.html at the root) served under /admin/ by the API server. */
import { build, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import path from 'node:path';
import { precompressDir } from './server/site/precompress.ts';

/**
 * src/domain is pure by design (no I/O, no React: ARCHITECTURE.md), but its schemas are built at module top
 * level, which a bundler must otherwise keep for a screen that only needs a constant. Declaring the folder
 * side-effect free keeps zod out of the chunks that use no schema (the login page among them).
 */
function pureDomain(): Plugin {
  return {
    name: 'pure-domain',
    transform(code, id) {
      return /[\\/]src[\\/]domain[\\/]/.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

/** Brotli and gzip twins of every text file of the build, which the server sends as they are (server/site/admin.ts). */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const { files, bytes, brotliBytes } = precompressDir(outDir);
      this.info(`precompressed ${files} files: ${(bytes / 1000).toFixed(0)} kB → ${(brotliBytes / 1000).toFixed(0)} kB brotli`);
    },
  };
}

/**
 * What the login page fetches ahead for the dashboard (src/login/warmUp.ts): the modules whose chunks are loaded
 * before the dashboard is painted after a login.
 */
export const WARM_UP_ENTRIES = [
  'src/AdminRoot.tsx',
  'src/dataProvider/index.ts',
  'src/dataProvider/capabilities.ts',
  'src/login/LoginResultDialog.tsx',
  'src/domain/adminLogin.ts',
];

/**
 * Rolldown splits the modules shared by the admin's ~40 lazy entries into small chunks by the set of entries that
 * use them: the dashboard after a login loaded 61 files, each compressed alone and each with its own response
 * headers (~20% more bytes on the wire than the same code in one file, issue 41). A first build without groups
 * tells which modules end up in what the login page loads (its entry and the standalone page) and in what its
 * warm-up loads; the real build puts each of those two sets in one chunk (the entry chunk stays as it is, the
 * admin opened with a session needs it), and leaves every other screen's code split as before.
 */
async function firstScreenGroups(root: string): Promise<Rolldown.CodeSplittingGroup[]> {
  process.env.ADMIN_BUILD_FIRST_PASS = '1';
  let output: Rolldown.RolldownOutput;
  try {
    const result = await build({ root, logLevel: 'silent', build: { write: false } });
    output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  } finally {
    delete process.env.ADMIN_BUILD_FIRST_PASS;
  }
  const chunks = output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (starts: Rolldown.OutputChunk[]) => {
    const seen = new Set<Rolldown.OutputChunk>();
    const visit = (chunk: Rolldown.OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk)) return;
      seen.add(chunk);
      chunk.imports.forEach((file) => visit(byFile.get(file)));
    };
    starts.forEach(visit);
    return seen;
  };
  const facade = (file: string) => chunks.filter((chunk) => chunk.facadeModuleId === path.resolve(root, file));
  const entry = chunks.filter((chunk) => chunk.isEntry);
  const entryClosure = closure(entry);
  const login = closure(facade('src/login/standalone.tsx'));
  const warmUp = closure(WARM_UP_ENTRIES.flatMap(facade));
  const groupOf = new Map<string, string>();
  for (const chunk of entryClosure) chunk.moduleIds.forEach((id) => groupOf.set(id, 'entry'));
  for (const chunk of warmUp) if (!login.has(chunk) && !entryClosure.has(chunk)) chunk.moduleIds.forEach((id) => groupOf.set(id, 'admin'));
  for (const chunk of login) if (!entryClosure.has(chunk)) chunk.moduleIds.forEach((id) => groupOf.set(id, 'login'));
  if (!groupOf.size) throw new Error('vite.config.ts: the first pass found none of the warm-up entries');
  // A group takes its modules' dependencies with it unless a group of higher priority took them first.
  return [
    { name: (id) => (groupOf.get(id) === 'entry' ? 'entry' : null), priority: 3 },
    { name: (id) => (groupOf.get(id) === 'login' ? 'login' : null), priority: 2 },
    { name: (id) => (groupOf.get(id) === 'admin' ? 'admin' : null), priority: 1 },
  ];
}

export default defineConfig(async ({ command }) => {
  // `npm start` may run under a test runner that exported NODE_ENV=test; a build is always a production build.
  if (command === 'build') process.env.NODE_ENV = 'production';
  const root = import.meta.dirname;
  const grouped = command === 'build' && !process.env.ADMIN_BUILD_FIRST_PASS;
  return {
    base: '/admin/',
    plugins: grouped ? [react(), pureDomain(), precompress()] : [react(), pureDomain()],
    build: {
      outDir: 'dist/admin',
      emptyOutDir: true,
      // react-admin + MUI make one large shared chunk; every screen beyond the login loads lazily.
      chunkSizeWarningLimit: 1500,
      ...(grouped ? { rolldownOptions: { output: { codeSplitting: { groups: await firstScreenGroups(root) } } } } : {}),
    },
  };
});
