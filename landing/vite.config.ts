/** Vite config of the public landing (root: landing/, output: dist/landing). build.ts also runs its SSR build. */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preactAliases } from './preactAliases.ts';
import { grievanceOfficerFrom } from '../src/domain/grievanceForm.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: '/',
  publicDir: path.join(here, 'public'),
  plugins: [react()],
  // The grievance officer the pages name, from the same GRIEVANCE_OFFICER_* variables the server reads (landing/grievance/officer.ts).
  define: { __GRIEVANCE_OFFICER__: JSON.stringify(grievanceOfficerFrom(process.env)) },
  resolve: { alias: preactAliases },
  build: {
    outDir: path.join(here, '../dist/landing'),
    emptyOutDir: true,
    // Images stay files (hashed, long-cached, lazy below the fold) rather than data URLs inside the JS.
    assetsInlineLimit: 0,
    // Every supported browser has modulepreload; the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false },
    target: 'es2022',
    reportCompressedSize: false,
  },
});
