/**
 * docs/data-provider.md embeds the endpoint table generated from the adapters; this fails when they drift.
 * Regenerate with `npm run docs` (every generated doc at once).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { endpointRows, renderEndpointTable } from '../../src/dataProvider/endpointTable';
import { STANDARD_METHODS } from '../../src/dataProvider/adapter';
import { legacyAdapters } from '../../src/dataProvider/legacy';

const DOC = path.resolve(import.meta.dirname, '../../docs/data-provider.md');
const BEGIN = '<!-- endpoint-table:begin (generated, see tests/dataProvider/endpointTable.test.ts) -->';
const END = '<!-- endpoint-table:end -->';

test('docs/data-provider.md shows the table generated from the adapters', () => {
  const doc = fs.readFileSync(DOC, 'utf8');
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  expect(start, `docs/data-provider.md needs the ${BEGIN} marker`).toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThan(start);
  const expected = `${BEGIN}\n${renderEndpointTable()}\n${END}`;
  const actual = doc.slice(start, end + END.length);
  if (process.env.UPDATE_GENERATED_DOCS === '1' && actual !== expected) {
    fs.writeFileSync(DOC, doc.slice(0, start) + expected + doc.slice(end + END.length));
    return;
  }
  expect(actual).toBe(expected);
});

test('every legacy resource has a row per standard method, and every SPEC section 7 path appears', () => {
  const rows = endpointRows();
  for (const resource of Object.keys(legacyAdapters)) {
    for (const method of STANDARD_METHODS) expect(rows.some((r) => r.resource === resource && r.method === method)).toBe(true);
  }
  const table = renderEndpointTable();
  const spec7 = [
    'POST /api/admin/login', 'GET /api/admin/user/count', 'GET /api/admin/vendor/count',
    'GET /api/vegetable/unverified/list', 'GET /api/vegetable/verified/list', 'GET /vegetable/storeimage/{user_id}',
    'DELETE /vegetable/storeimage/{user_id}/{imageName}', 'PUT /vegetable/poster/upload', 'PUT /vegetable/poster/storeimg',
    'PUT /vegeatable/edit', 'PUT /api/admin/verifyvendor/{phoneNumber}', 'POST /admin/vendor/verify/{user_id}',
    'DELETE /admin/unverifiedvendor/delete/{user_id}', 'GET /vegetable/vendor/stories/{user_id}', 'DELETE /vendor/vegetablestories/{storyId}',
    'GET /api/vegetable/categories', 'POST /api/vegetable/add/category', 'POST /api/vegetable/add/subcategory',
    'POST /vendor/maincategoryImgReplace', 'PUT /category/updateName', 'DELETE /vegetable/delete/category/{id}',
    'PUT /admin/vegetable-categories/{id}', 'GET /api/vegetable-subcategories/{categoryId}', 'PUT /admin/vegetable-subcategories/{id}',
    'POST /vendor/subcategoryImgReplace', 'PUT /subcategory/updateName',
    'GET /api/professional/unverified/list', 'GET /api/professional/verified/list', 'GET /admin/professional/category',
    'GET /professional/categories', 'POST /professional/add/category', 'POST /professional/add/subcategory',
    'PUT /professional/edit/category', 'POST /vendor/professionalcategoryImgReplace', 'DELETE /professional/delete/category/{id}',
    'PUT /admin/professional-categories/{id}', 'GET /professional-subcategories/{categoryId}', 'PUT /admin/professional-subcategories/{id}',
    'POST /vendor/professional/subcategoryImgReplace', 'PUT /professional/master/subcategory/updateName',
    'GET /professional/serviceimage/{user_id}', 'DELETE /professional/serviceimage/{user_id}/{imageName}',
    'PUT /professional/update/poster', 'PUT /professional/poster/serviceimg', 'PUT /professional/edit',
    'POST /admin/professional/verify/{user_id}', 'GET /professional/vendor/stories/{user_id}', 'DELETE /vendor/professional/stories/{storyId}',
    'GET /api/transport/unverified/list', 'GET /api/transport/verified/list', 'GET /transport/serviceimage/{user_id}',
    'GET /transport/categories', 'POST /transport/add/category', 'PUT /transport/edit/category/{id}', 'DELETE /transport/delete/category/{id}',
    'PUT /transport/poster/upload', 'PUT /transport/poster/serviceimg', 'PUT /transport/edit', 'POST /admin/transport/verify/{user_id}',
    'DELETE /transportservice/image/{user_id}/{imageName}', 'GET /transport/vendor/stories/{userId}', 'DELETE /vendor/transportstories/{storyId}',
    'GET /hotel/storeimage/{user_id}', 'PUT /admin/hotel/poster/upload', 'PUT /admin/hotel/poster/storeimg', 'PUT /admin/hotel/edit',
    'PUT /hotel/vendor/verify/{user_id}',
    'GET /getCallRequests', 'PUT /updateNotes/{id}', 'DELETE /callrequest/deleteRow/{id}',
  ];
  const missing = spec7.filter((call) => !table.includes(`\`${call}\``));
  expect(missing).toEqual([]);
});
