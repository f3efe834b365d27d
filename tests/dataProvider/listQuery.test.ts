import { describe, expect, test } from 'vitest';
import { compareValues, listQuery } from '../../src/dataProvider/listQuery';

const rows = [
  { id: 1, name: 'Kumar Stores', city: 'Palani', reviews: 4.5, verification: 1, note: 'fresh' },
  { id: 2, name: 'arun vegetables', city: 'Dindigul', reviews: 10, verification: 0, note: null },
  { id: 3, name: 'Zeenath Traders', city: 'Coimbatore', reviews: 2, verification: 1, note: '' },
  { id: 4, name: 'Bala Fruits', city: 'Palani', reviews: 3, verification: 0, note: 'Item 10' },
];
const search = ['name', 'city'];

describe('listQuery', () => {
  test('q matches any searched field, case-insensitively, and only those fields', () => {
    expect(listQuery(rows, { filter: { q: 'PALANI' } }, search).data.map((r) => r.id)).toEqual([1, 4]);
    expect(listQuery(rows, { filter: { q: 'fresh' } }, search).total).toBe(0);
    expect(listQuery(rows, { filter: { q: '  ' } }, search).total).toBe(4);
  });

  test('exact filters: scalars, any-of arrays, booleans against 1/0 flags, empty values ignored', () => {
    expect(listQuery(rows, { filter: { city: 'Palani' } }, search).data.map((r) => r.id)).toEqual([1, 4]);
    expect(listQuery(rows, { filter: { city: 'palani' } }, search).total).toBe(0);
    expect(listQuery(rows, { filter: { id: [2, '3'] } }, search).data.map((r) => r.id)).toEqual([2, 3]);
    expect(listQuery(rows, { filter: { verification: true } }, search).data.map((r) => r.id)).toEqual([1, 3]);
    expect(listQuery(rows, { filter: { verification: false, city: 'Palani' } }, search).data.map((r) => r.id)).toEqual([4]);
    expect(listQuery(rows, { filter: { city: '', id: [] } }, search).total).toBe(4);
  });

  test('sort numbers numerically and text locale-aware, both directions, empties last', () => {
    expect(listQuery(rows, { sort: { field: 'reviews', order: 'ASC' } }, search).data.map((r) => r.id)).toEqual([3, 4, 1, 2]);
    expect(listQuery(rows, { sort: { field: 'name', order: 'ASC' } }, search).data.map((r) => r.id)).toEqual([2, 4, 1, 3]);
    expect(listQuery(rows, { sort: { field: 'name', order: 'DESC' } }, search).data.map((r) => r.id)).toEqual([3, 1, 4, 2]);
    expect(listQuery(rows, { sort: { field: 'note', order: 'DESC' } }, search).data.map((r) => r.id)).toEqual([4, 1, 2, 3]);
    expect(compareValues('éclair', 'Eclair')).toBe(0);
    expect(compareValues(9, 10)).toBeLessThan(0);
  });

  test('pages after filtering and reports the filtered total; does not reorder the input', () => {
    const page = listQuery(rows, { sort: { field: 'id', order: 'ASC' }, pagination: { page: 2, perPage: 3 } }, search);
    expect(page).toEqual({ data: [rows[3]], total: 4 });
    expect(listQuery(rows, { filter: { city: 'Palani' }, pagination: { page: 1, perPage: 1 } }, search)).toEqual({ data: [rows[0]], total: 2 });
    listQuery(rows, { sort: { field: 'name', order: 'DESC' } }, search);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });

  // Its speed is measured in bench/largeLists.ts, not here.
  test('10,000 records: filter + sort + page', () => {
    const cities = ['Dindigul', 'Palani', 'Coimbatore', 'Pollachi'];
    const big = Array.from({ length: 10_000 }, (_, i) => ({
      id: i + 1,
      name: `Vendor ${(i * 7919) % 10_000} Stores`,
      city: cities[i % 4],
      reviews: (i * 31) % 50 / 10,
      verification: i % 2,
    }));
    const run = () =>
      listQuery(big, { filter: { q: 'stores', verification: 1 }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 3, perPage: 25 } }, search);
    const result = run();
    expect(result.total).toBe(5_000);
    expect(result.data).toHaveLength(25);
    expect(result.data.every((row) => row.verification === 1 && row.name.includes('Stores'))).toBe(true);
    // Page 3 is rows 51-75 of the whole sorted result.
    const whole = listQuery(big, { filter: { q: 'stores', verification: 1 }, sort: { field: 'name', order: 'ASC' } }, search);
    expect(result.data).toEqual(whole.data.slice(50, 75));
  });
  test('a page of a large sorted list is the same page a full stable sort gives, ties and blanks included', () => {
    const names = ['Kannan', 'arun', 'Árun', 'Bala', '', 'kannan', 'Zeenath', 'bala'];
    const many = Array.from({ length: 2000 }, (_, i) => ({ id: i + 1, name: names[(i * 7919) % names.length] ?? '', reviews: (i * 31) % 17 }));
    for (const [field, order] of [['name', 'ASC'], ['name', 'DESC'], ['reviews', 'ASC'], ['reviews', 'DESC']] as const) {
      const direction = order === 'DESC' ? -1 : 1;
      const reference = [...many].sort((a, b) => {
        const aBlank = a[field] === '';
        const bBlank = b[field] === '';
        if (aBlank || bBlank) return aBlank === bBlank ? 0 : aBlank ? 1 : -1;
        return direction * compareValues(a[field], b[field]);
      });
      for (const pageNumber of [1, 2, 7, 30, 200]) {
        const { data, total } = listQuery(many, { sort: { field, order }, pagination: { page: pageNumber, perPage: 10 } }, search);
        expect(total).toBe(2000);
        expect(data.map((r) => r.id), `${field} ${order} page ${pageNumber}`).toEqual(reference.slice((pageNumber - 1) * 10, pageNumber * 10).map((r) => r.id));
      }
    }
  });
});
