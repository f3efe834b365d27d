/**
 * The admin's one catalogue holds every key its code asks for: each `translate('…')` / `notify('…')` literal in
 * src/ is a text of src/i18n/en.ts, and each key built from a template (`app.review.states.${state}`) starts
 * with a branch of it. A key typed wrong or removed from the catalogue fails here, not in front of an admin.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { loginTextsBeforeI18n } from '../../src/login/messages';

const SRC = join(__dirname, '../../src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every text of the catalogue by its dotted key, and every branch (a key prefix that holds texts). */
function keysOf(messages: object, prefix = '', texts = new Set<string>(), branches = new Set<string>()) {
  for (const [name, value] of Object.entries(messages)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') texts.add(key);
    else if (value && typeof value === 'object') {
      branches.add(key);
      keysOf(value as object, key, texts, branches);
    }
  }
  return { texts, branches };
}

const { texts, branches } = keysOf(en);

/**
 * `translate(` or `notify(` then a quoted key: plain (`'a.b'`), a template (`` `a.${b}` ``) or the start of a
 * concatenation (`'a.' + b`).
 */
const CALL = /\b(?:translate|notify)\(\s*(?:'([^'\n]+)'|"([^"\n]+)"|`([^`\n]+)`)(\s*\+)?/g;

const uses = sourceFiles(SRC).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(CALL)].map((match) => ({
    where: relative(SRC, file),
    // A concatenation reads as a template whose variable follows the literal.
    key: (match[1] ?? match[2] ?? match[3] ?? '') + (match[4] ? '${…}' : ''),
    template: Boolean(match[4]) || (match[3] ?? '').includes('${'),
  })),
);

describe('the English catalogue', () => {
  it('finds the calls it checks (the grep still matches the code)', () => {
    expect(uses.filter((use) => !use.template).length).toBeGreaterThan(100);
    expect(uses.filter((use) => use.template).length).toBeGreaterThan(10);
    expect(texts).toContain('app.review.states.changes_requested');
  });

  it('has every key the code translates or notifies', () => {
    const missing = uses.filter((use) => !use.template && !texts.has(use.key)).map((use) => `${use.where}: ${use.key}`);
    expect(missing).toEqual([]);
  });

  it('has the branch every key built from a template starts with', () => {
    const missing = uses
      .filter((use) => use.template)
      .map((use) => ({ ...use, fixed: use.key.slice(0, use.key.indexOf('${')) }))
      // A template starting with its variable (`${key}`) names no branch of its own.
      .filter((use) => use.fixed.includes('.'))
      .filter((use) => {
        const branch = use.fixed.slice(0, use.fixed.lastIndexOf('.'));
        // `resources.${resource}…`: any resource's branch will do, checked below by the resource's own key.
        return branch !== 'resources' && !branches.has(branch);
      })
      .map((use) => `${use.where}: ${use.key}`);
    expect(missing).toEqual([]);
  });

  it('keeps the standalone login page in the catalogue\'s words', () => {
    expect(loginTextsBeforeI18n).toEqual((en.app as { login: object }).login);
  });
});
