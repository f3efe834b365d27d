/** docs/server-vendors.md shows the field tables generated from the vendor-kind declarations. */
import fs from 'node:fs';
import { expect, test } from 'vitest';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds/index.ts';
import { renderVendorFieldTables } from '../../src/domain/vendorKinds/docTable.ts';

const BEGIN = '<!-- vendor-fields:begin (generated, see tests/server/vendorKindsDoc.test.ts) -->';
const END = '<!-- vendor-fields:end -->';

test('docs/server-vendors.md embeds the declared fields of every kind', () => {
  const doc = fs.readFileSync(new URL('../../docs/server-vendors.md', import.meta.url), 'utf8');
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  expect(start).toBeGreaterThan(-1);
  expect(doc.slice(start + BEGIN.length, end).trim()).toBe(renderVendorFieldTables(VENDOR_KIND_DECLARATIONS));
});
