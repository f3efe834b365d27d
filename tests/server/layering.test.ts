/**
 * The server's layering (docs/architecture.md, "One convention per concern"): a route group validates, checks who
 * may ask and answers; SQL is written in server/repositories/ and several writes together run in a service's
 * transaction, as does a change of rows with the media files it removes. A route file that builds SQL, opens a
 * transaction or changes rows and removes files itself fails here, with the place named.
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
  // A change whose rows and files go together (a deletion through the media journal) is a service's.
  [/\bchangeThenRemove\(/, 'changes rows and removes files (call a service)'],
  [/\bmedia\.(put|sweep)\(/, "writes to the media store directly"],
  // An upload and the rows that name it go together too (the file goes again if the write fails).
  [/\.saveThen\(/, 'saves an upload with its rows (call a service)'],
];

describe('route files', () => {
  const files = sourceFiles(routesRoot);

  it('are found', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('neither build SQL, open transactions nor remove media files', () => {
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
