/** Customers (read-only here): a filtered, sorted, ranged page for the ra-data-simple-rest style list. */
import type { SqliteHandle } from '../db/open.ts';
import type { Customer, Flag } from '../../src/domain/types.ts';

export const CUSTOMER_SORT_FIELDS = ['id', 'name', 'phoneNumber', 'email', 'city', 'verified', 'created_at'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

export interface CustomerQuery {
  sort: { field: CustomerSortField; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  filter: { q?: string; verified?: Flag; city?: string; ids?: number[] };
}

const COLUMNS = 'id, name, phoneNumber, email, city, verified, created_at';

function whereClause(filter: CustomerQuery['filter']): { sql: string; params: (string | number)[] } {
  const parts: string[] = [];
  const params: (string | number)[] = [];
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push("(name LIKE ? ESCAPE '\\' OR phoneNumber LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR city LIKE ? ESCAPE '\\')");
    params.push(like, like, like, like);
  }
  if (filter.verified !== undefined) {
    parts.push('verified = ?');
    params.push(filter.verified);
  }
  if (filter.city) {
    parts.push('city = ?');
    params.push(filter.city);
  }
  if (filter.ids) {
    parts.push(`id IN (${filter.ids.map(() => '?').join(', ') || 'NULL'})`);
    params.push(...filter.ids);
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

export function queryCustomers(db: SqliteHandle, query: CustomerQuery): { rows: Customer[]; total: number } {
  const where = whereClause(query.filter);
  const total = db.prepare(`SELECT COUNT(*) FROM customers ${where.sql}`).pluck().get(...where.params) as number;
  // The sort field is one of CUSTOMER_SORT_FIELDS (validated by the route), so interpolating it is safe.
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM customers ${where.sql} ORDER BY ${query.sort.field} ${query.sort.order}, id ASC LIMIT ? OFFSET ?`)
    .all(...where.params, query.range.end - query.range.start + 1, query.range.start) as Customer[];
  return { rows, total };
}

export function findCustomer(db: SqliteHandle, id: number): Customer | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM customers WHERE id = ?`).get(id) as Customer | undefined;
}

export function insertCustomer(db: SqliteHandle, c: Omit<Customer, 'id'>): number {
  return Number(
    db
      .prepare('INSERT INTO customers (name, phoneNumber, email, city, verified, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(c.name, c.phoneNumber, c.email, c.city, c.verified, c.created_at).lastInsertRowid,
  );
}
