/** The admin build: a Vite entry (index.html at the root) served under /admin/ by the API server. */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist/admin',
    emptyOutDir: true,
    // react-admin + MUI make one large vendor chunk; every screen beyond the login loads lazily.
    chunkSizeWarningLimit: 1500,
  },
});
