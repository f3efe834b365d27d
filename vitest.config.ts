import { defineConfig } from 'vitest/config';
import { preactAliases } from './landing/preactAliases.ts';

// Fast tests run in parallel (the landing's on Preact, as it ships); browser (e2e) tests share one Chromium budget
// and run one file at a time.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'tests/landing/**'],
          setupFiles: ['tests/helpers/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        resolve: { alias: preactAliases },
        test: {
          name: 'landing',
          include: ['tests/landing/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
