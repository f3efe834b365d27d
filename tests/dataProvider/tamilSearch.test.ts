// @vitest-environment jsdom
/**
 * The admin's whole-list path (listQuery, used against the legacy backend) over Tamil records stored as they were
 * typed, some vowel signs decomposed: the shared case table that the paged server path passes on both engines.
 */
import { describe, expect, it } from 'vitest';
import { listQuery } from '../../src/dataProvider/listQuery';
import { TAMIL_SEARCH_CASES, TAMIL_VENDORS } from '../helpers/tamilSearchCases';

const records = TAMIL_VENDORS.map((vendor, index) => ({ id: index + 1, ...vendor, storeName: vendor.storename, city: 'Dindigul', phoneNumber: `98400000${index}0` }));
const SEARCHED = ['name', 'phoneNumber', 'city', 'storename', 'storeName', 'location'];

describe('Tamil search in the whole-list path', () => {
  it.each(TAMIL_SEARCH_CASES)('%s (%s)', (_what, q, keys) => {
    const found = listQuery(records, { filter: { q }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 25 } }, SEARCHED);
    expect(found.data.map((record) => record.key)).toEqual(keys);
    expect(found.total).toBe(keys.length);
  });
});
