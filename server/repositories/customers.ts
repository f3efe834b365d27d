/** Customers (read-only here): a filtered, sorted, ranged page for the ra-data-simple-rest style list. */
import type { ExpressionBuilder } from 'kysely';
import { count, inTransaction, type Db } from '../db/database.ts';
import { engineOf } from '../db/engines/index.ts';
import type { Schema } from '../db/schema.ts';
import type { Customer, Flag } from '../../src/domain/types.ts';

export const CUSTOMER_SORT_FIELDS = ['id', 'name', 'phoneNumber', 'email', 'city', 'verified', 'created_at'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

export interface CustomerQuery {
  sort: { field: CustomerSortField; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  filter: { q?: string; verified?: Flag; city?: string; ids?: number[] };
}

const COLUMNS = ['id', 'name', 'phoneNumber', 'email', 'city', 'verified', 'created_at'] as const;
const SEARCHED = ['name', 'phoneNumber', 'email', 'city'] as const;

/** The filter as one condition (`q` is searched in the name, phone, email and city). */
function matching(db: Db, filter: CustomerQuery['filter']) {
  const engine = engineOf(db);
  return (eb: ExpressionBuilder<Schema, 'customers'>) => {
    const { q } = filter;
    return eb.and([
      ...(q ? [eb.or(SEARCHED.map((column) => engine.textContains(column, q)))] : []),
      ...(filter.verified !== undefined ? [eb('verified', '=', filter.verified)] : []),
      ...(filter.city ? [eb('city', '=', filter.city)] : []),
      ...(filter.ids ? [eb('id', 'in', filter.ids)] : []),
    ]);
  };
}

export async function queryCustomers(db: Db, query: CustomerQuery): Promise<{ rows: Customer[]; total: number }> {
  // An empty id list matches nothing (and `IN ()` is no SQL).
  if (query.filter.ids?.length === 0) return { rows: [], total: 0 };
  const where = matching(db, query.filter);
  const counted = await db.selectFrom('customers').select((eb) => eb.fn.countAll().as('n')).where(where).executeTakeFirstOrThrow();
  const order = query.sort.order === 'DESC' ? 'desc' : 'asc';
  const rows = await db
    .selectFrom('customers')
    .select(COLUMNS)
    .where(where)
    .orderBy(query.sort.field, order)
    .orderBy('id', 'asc')
    .limit(query.range.end - query.range.start + 1)
    .offset(query.range.start)
    .$castTo<Customer>()
    .execute();
  return { rows, total: count(counted.n) };
}

export async function findCustomer(db: Db, id: number): Promise<Customer | undefined> {
  return db.selectFrom('customers').select(COLUMNS).where('id', '=', id).$castTo<Customer>().executeTakeFirst();
}

export async function insertCustomer(db: Db, c: Omit<Customer, 'id'>): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('customers')
      .values({ name: c.name, phoneNumber: c.phoneNumber, email: c.email, city: c.city, verified: c.verified, created_at: c.created_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}
