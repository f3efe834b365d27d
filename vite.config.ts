/** The admin build: a Vite entry (index.html at the root) served under /admin/ by the API server. */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

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

export default defineConfig(({ command }) => {
  // `npm start` may run under a test runner that exported NODE_ENV=test; a build is always a production build.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    base: '/admin/',
    plugins: [react(), pureDomain()],
    build: {
      outDir: 'dist/admin',
      emptyOutDir: true,
      // react-admin + MUI make one large shared chunk; every screen beyond the login loads lazily.
      chunkSizeWarningLimit: 1500,
    },
  };
});
