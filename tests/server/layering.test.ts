/**
 * The server's layering (docs/architecture.md, "One convention per concern"): a route group validates, checks who
 * may ask and answers; SQL is written in server/repositories/ and several writes together run in a service's
 * transaction. A route file that builds SQL or opens a transaction fails here, with the place named.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const routesRoot = path.resolve(__dirname, '../../server/routes');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** What only a repository (SQL) or a service (transactions) may write. */
const FORBIDDEN: readonly [RegExp, string][] = [
  [/\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|with)\(/, 'builds SQL'],
  [/\bsql`/, 'writes raw SQL'],
  [/\.transaction\(\)|\binTransaction\(/, 'opens a transaction'],
];

describe('route files', () => {
  const files = sourceFiles(routesRoot);

  it('are found', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('neither build SQL nor open transactions', () => {
    const problems: string[] = [];
    for (const file of files) {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
        for (const [pattern, what] of FORBIDDEN) {
          if (pattern.test(line)) problems.push(`${path.relative(routesRoot, file)}:${index + 1} ${what}: ${line.trim()}`);
        }
      });
    }
    expect(problems).toEqual([]);
  });
});
