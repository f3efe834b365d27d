/** The admin build: a Vite entry (index.html at the root) served under /admin/ by the API server. */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ command }) => {
  // `npm start` may run under a test runner that exported NODE_ENV=test; a build is always a production build.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    base: '/admin/',
    plugins: [react()],
    build: {
      outDir: 'dist/admin',
      emptyOutDir: true,
      // react-admin + MUI make one large shared chunk; every screen beyond the login loads lazily.
      chunkSizeWarningLimit: 1500,
    },
  };
});
