import { defineConfig } from 'vitest/config';
import { preactAliases } from './landing/preactAliases.ts';

// Fast tests run in parallel (the landing's on Preact, as it ships); browser (e2e) tests share one Chromium budget
// and run one file at a time.
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1), which ran the fast suites one file at a time;
    // most of their time is spent waiting on a test server, PostgreSQL or a child process, so two files at a time
    // nearly halve CI's first stage. Browser tests keep their own one-file-at-a-time setting below.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'tests/landing/**'],
          setupFiles: ['tests/helpers/setup.ts'],
          globalSetup: ['tests/helpers/postgresRun.ts'],
          // The admin's screens run in jsdom, where typing and clicking cost far more on a busy 2-core machine than
          // in a browser: a ceiling, not a wait (every test waits for its condition and ends as soon as it holds).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The server, data-provider and reliability suites again, each test server on a new PostgreSQL database of
        // one cluster the run shares (tests/helpers/postgres.ts). The engine's own tests already run in `unit`.
        extends: true,
        test: {
          name: 'unit-pg',
          include: ['tests/server/**/*.test.ts', 'tests/dataProvider/**/*.server.test.ts', 'tests/reliability/**/*.test.ts'],
          // Engine tests, the copy between engines, the two-instance, outage and hang tests choose their engines themselves.
          exclude: ['tests/server/engines.*.test.ts', 'tests/server/dbCopy.test.ts', 'tests/reliability/twoInstances.test.ts', 'tests/reliability/s3TwoInstances.test.ts', 'tests/reliability/deliveryTwoInstances.test.ts', 'tests/reliability/postgresOutage.test.ts', 'tests/reliability/postgresHang.test.ts'],
          setupFiles: ['tests/helpers/setup.ts'],
          globalSetup: ['tests/helpers/postgresRun.ts'],
          env: { TEST_ENGINE: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          globalSetup: ['tests/helpers/postgresRun.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
