/** The admin build: a Vite entry (index.html at the root) served under /admin/ by the API server. */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin, ResolvedConfig } from 'vite';
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

export default defineConfig(({ command }) => {
  // `npm start` may run under a test runner that exported NODE_ENV=test; a build is always a production build.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    base: '/admin/',
    plugins: [react(), pureDomain(), precompress()],
    build: {
      outDir: 'dist/admin',
      emptyOutDir: true,
      // react-admin + MUI make one large shared chunk; every screen beyond the login loads lazily.
      chunkSizeWarningLimit: 1500,
    },
  };
});
