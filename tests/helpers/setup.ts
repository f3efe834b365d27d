import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// A test server's answer that disagrees with its route's declared schemas fails the test that caused it
// (tests/helpers/server.ts collects them; server/openapi.ts checks).
afterEach(() => {
  const store = globalThis as { [key: symbol]: string[] | undefined };
  const mismatches = store[Symbol.for('marketplace.responseMismatches')]?.splice(0) ?? [];
  if (mismatches.length) throw new Error(`Answers that disagree with the OpenAPI declarations:\n${mismatches.join('\n')}`);
});
