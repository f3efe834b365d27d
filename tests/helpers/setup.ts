import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for what the user would see; their 1 s default is shorter than a react-admin screen takes to
// render in jsdom on a busy two-core machine (the CI's), so a slow render failed tests that were right.
configure({ asyncUtilTimeout: 10_000 });

// A test server's answer that disagrees with its route's declared schemas fails the test that caused it
// (tests/helpers/server.ts collects them; server/openapi.ts checks).
afterEach(() => {
  const store = globalThis as { [key: symbol]: string[] | undefined };
  const mismatches = store[Symbol.for('marketplace.responseMismatches')]?.splice(0) ?? [];
  if (mismatches.length) throw new Error(`Answers that disagree with the OpenAPI declarations:\n${mismatches.join('\n')}`);
});
