/**
 * docs/server-vendors.md shows the field tables generated from the vendor-kind declarations; this fails when they
 * drift. `npm run docs` regenerates it with every other generated doc.
 */
import fs from 'node:fs';
import { expect, test } from 'vitest';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds/index.ts';
import { renderVendorFieldTables } from '../../src/domain/vendorKinds/docTable.ts';

const DOC = new URL('../../docs/server-vendors.md', import.meta.url);
const BEGIN = '<!-- vendor-fields:begin (generated, see tests/server/vendorKindsDoc.test.ts) -->';
const END = '<!-- vendor-fields:end -->';

test('docs/server-vendors.md embeds the declared fields of every kind', () => {
  const doc = fs.readFileSync(DOC, 'utf8');
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  expect(start).toBeGreaterThan(-1);
  const expected = renderVendorFieldTables(VENDOR_KIND_DECLARATIONS);
  if (process.env.UPDATE_GENERATED_DOCS === '1' && doc.slice(start + BEGIN.length, end).trim() !== expected) {
    fs.writeFileSync(DOC, `${doc.slice(0, start + BEGIN.length)}\n${expected}\n${doc.slice(end)}`);
    return;
  }
  expect(doc.slice(start + BEGIN.length, end).trim()).toBe(expected);
});
