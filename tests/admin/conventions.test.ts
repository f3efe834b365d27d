/**
 * The admin's one convention per concern (docs/architecture.md): writes through react-admin's hooks or
 * useCustomMutation, links through adminPaths and useAdminHref. A screen that takes another way fails here, named.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcRoot = path.resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The one file allowed each pattern (the convention's own home), and what the pattern is. */
const RULES: readonly { pattern: RegExp; home: string; what: string }[] = [
  { pattern: /\buseMutation\b/, home: 'layout/useCustomMutation.ts', what: "TanStack's useMutation (use useCustomMutation)" },
  { pattern: /\buseCreatePath\b/, home: '', what: 'useCreatePath (use adminPaths with useAdminHref)' },
  { pattern: /\$\{basename\}/, home: 'layout/useAdminHref.ts', what: 'a link built from the basename (use useAdminHref)' },
];

describe('admin conventions', () => {
  const files = sourceFiles(srcRoot).filter((file) => !file.includes(`${path.sep}domain${path.sep}`));

  it('reads the admin', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(RULES)('one way: $what', ({ pattern, home, what }) => {
    const offenders = files
      .filter((file) => path.relative(srcRoot, file) !== home)
      .filter((file) => pattern.test(fs.readFileSync(file, 'utf8')))
      .map((file) => `${path.relative(srcRoot, file)}: ${what}`);
    expect(offenders).toEqual([]);
  });
});
