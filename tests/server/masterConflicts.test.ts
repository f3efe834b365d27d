/**
 * Names taken at the same moment: concurrent adds and renames to one name (in any casing) answer one 200 and
 * 409s, never a 500. The routes check a name before writing it, but a request can take it between another's
 * check and write: the database's unique constraint decides then, and its error is recognised on either engine.
 * Here the checks always answer "free", so every duplicate meets the constraint, as the race's loser does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation } from '../../server/db/engines/index.ts';
import { insertCategory, VEGETABLE_CATEGORY_TABLE } from '../../server/repositories/categories.ts';
import { insertSubcategory } from '../../server/repositories/subcategories.ts';
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';
import { withAdminSession } from '../helpers/adminSession.ts';
import { multipart, samples, type TestServer } from '../helpers/server.ts';

/** A category id that is found when looked up but has no row: one deleted between a request's lookup and its write. */
const DELETED_MEANWHILE = 424_242;

vi.mock('../../server/repositories/categories.ts', async (original) => {
  const actual = await original<typeof import('../../server/repositories/categories.ts')>();
  return {
    ...actual,
    categoryNameTaken: async () => false,
    findCategory: async (...[db, table, categoryId]: Parameters<typeof actual.findCategory>) =>
      categoryId === DELETED_MEANWHILE ? { id: categoryId, name: 'Gone', image_name: null, active: 1 as const } : actual.findCategory(db, table, categoryId),
  };
});
vi.mock('../../server/repositories/subcategories.ts', async (original) => ({
  ...(await original<typeof import('../../server/repositories/subcategories.ts')>()),
  subcategoryNameTaken: async () => false,
}));
vi.mock('../../server/repositories/transportCategories.ts', async (original) => ({
  ...(await original<typeof import('../../server/repositories/transportCategories.ts')>()),
  transportCategoryTaken: async () => false,
}));

let server: TestServer;
const request = withAdminSession((started) => {
  server = started;
});

const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();
const CONCURRENT = 6;

describe('names taken concurrently', () => {
  it('a duplicate that passed the check is still a 409 naming the field, on add and rename', async () => {
    expect((await request('POST', '/transport/add/category', { vehicleCategory: 'Dumper' })).statusCode).toBe(200);
    const again = await request('POST', '/transport/add/category', { vehicleCategory: 'dumper' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'A vehicle category named "dumper" already exists', errors: { vehicleCategory: 'A vehicle category named "dumper" already exists' } });
    const other = (await request('POST', '/transport/add/category', { vehicleCategory: 'Crane' })).json().id as number;
    expect((await request('PUT', `/transport/edit/category/${other}`, { vehicleCategory: 'DUMPER' })).statusCode).toBe(409);
    const professional = await request('POST', '/professional/add/category', multipart({ professionalCategory: 'Welder' }, { categoryimg: { bytes: samples.png } }));
    expect(professional.statusCode).toBe(200);
    const renamed = await request('PUT', '/professional/edit/category', { categoryId: professional.json().id, professionalCategory: 'Welder' });
    expect(renamed.statusCode).toBe(200);
    const clash = await request('POST', '/professional/add/category', multipart({ professionalCategory: 'WELDER' }, { categoryimg: { bytes: samples.png } }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ professionalCategory: 'A category named "WELDER" already exists' });
  });

  it('concurrent adds of one vehicle category: one 200, the rest 409 naming the field', async () => {
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => request('POST', '/transport/add/category', { vehicleCategory: i % 2 ? 'Tipper' : 'TIPPER' })),
    );
    expect(statuses(answers)).toEqual([200, ...Array<number>(CONCURRENT - 1).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json().errors).toHaveProperty('vehicleCategory');
    const listed = (await request('GET', '/transport/categories')).json() as { vehicleCategory: string }[];
    expect(listed.filter((c) => c.vehicleCategory.toLowerCase() === 'tipper')).toHaveLength(1);
  });

  it('concurrent category adds with images: one 200, the rest 409, and no file left of the refused ones', async () => {
    const folder = path.join(server.media.root, MEDIA_FOLDERS.vegetableCategoryImages);
    const filesBefore = fs.readdirSync(folder).length;
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        request('POST', '/api/vegetable/add/category', multipart({ vegcategory: 'Millets' }, { categoryimg: { bytes: samples.png } })),
      ),
    );
    expect(statuses(answers)).toEqual([200, ...Array<number>(CONCURRENT - 1).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json().errors).toHaveProperty('vegcategory');
    expect(fs.readdirSync(folder)).toHaveLength(filesBefore + 1);
  });

  it('concurrent renames to one name: one 200, the rest 409', async () => {
    const ids: number[] = [];
    for (let i = 0; i < CONCURRENT; i++) ids.push((await request('POST', '/api/vegetable/add/category', { vegcategory: `Pulses ${i}` })).json().id);
    const answers = await Promise.all(ids.map((categoryId) => request('PUT', '/category/updateName', { categoryId, newName: 'Pulses' })));
    expect(statuses(answers)).toEqual([200, ...Array<number>(CONCURRENT - 1).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json().errors).toHaveProperty('newName');
  });

  it('concurrent subcategory adds under one category: one 200, the rest 409', async () => {
    const categoryId = (await request('POST', '/api/vegetable/add/category', { vegcategory: 'Greens for races' })).json().id as number;
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, () => request('POST', '/api/vegetable/add/subcategory', { subcategoryName: 'Amaranth', categoryId })),
    );
    expect(statuses(answers)).toEqual([200, ...Array<number>(CONCURRENT - 1).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json().errors).toHaveProperty('subcategoryName');
  });

  it('a subcategory rename to a sibling\'s name is a 409 on newName; a parent deleted meanwhile is a 404 on categoryId', async () => {
    const categoryId = (await request('POST', '/api/vegetable/add/category', { vegcategory: 'Roots for races' })).json().id as number;
    await request('POST', '/api/vegetable/add/subcategory', { subcategoryName: 'Beet', categoryId });
    const yam = (await request('POST', '/api/vegetable/add/subcategory', { subcategoryName: 'Yam', categoryId })).json().id as number;
    const clash = await request('PUT', '/subcategory/updateName', { subcategoryId: yam, newName: 'BEET' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toHaveProperty('newName');
    const orphan = await request('POST', '/api/vegetable/add/subcategory', { subcategoryName: 'Taro', categoryId: DELETED_MEANWHILE });
    expect(orphan.statusCode).toBe(404);
    expect(orphan.json().errors).toEqual({ categoryId: 'Category not found' });
  });
});

describe('constraint errors of the engine', () => {
  it('a duplicate name and a missing parent are told apart from other errors', async () => {
    const db = server.app.db;
    await insertCategory(db, VEGETABLE_CATEGORY_TABLE, 'Tubers', null);
    const duplicate = await insertCategory(db, VEGETABLE_CATEGORY_TABLE, 'TUBERS', null).catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isForeignKeyViolation(duplicate)).toBe(false);
    const orphan = await insertSubcategory(db, VEGETABLE_CATEGORY_TABLE.subTable, { categoryId: 999_999, name: 'Yam', imageName: null }).catch((error: unknown) => error);
    expect(isForeignKeyViolation(orphan)).toBe(true);
    expect(isUniqueViolation(orphan)).toBe(false);
    // PostgreSQL's driver reports the SQLSTATE as the error's code.
    expect(isUniqueViolation(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(true);
    expect(isForeignKeyViolation(Object.assign(new Error('violates foreign key constraint'), { code: '23503' }))).toBe(true);
    expect(isUniqueViolation(new Error('anything else'))).toBe(false);
  });
});
