/** Admin accounts. */
import type { Role } from '../../src/domain/review.ts';
import { count, inTransaction, type Db } from '../db/database.ts';
import { hashPassword } from '../auth/passwords.ts';

export interface AdminRow {
  id: number;
  email: string;
  name: string;
  role: Role;
  password_hash: string;
}

export async function findAdminByEmail(db: Db, email: string): Promise<AdminRow | undefined> {
  const row = await db
    .selectFrom('admins')
    .select(['id', 'email', 'name', 'role', 'password_hash'])
    .where('email', '=', email)
    .where('active', '=', 1)
    .executeTakeFirst();
  return row && { ...row, role: row.role as Role };
}

/** The active admins whose role is one of `roles`, by name (e.g. who may be assigned a grievance). */
export async function listActiveAdminsWithRoles(db: Db, roles: readonly Role[]): Promise<{ id: number; name: string; role: string }[]> {
  if (roles.length === 0) return [];
  return db.selectFrom('admins').select(['id', 'name', 'role']).where('role', 'in', roles).where('active', '=', 1).orderBy('name').execute();
}

export async function countAdmins(db: Db): Promise<number> {
  const { n } = await db.selectFrom('admins').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return count(n);
}

/** Creates the admin, or resets its password when it exists. */
export async function upsertAdmin(db: Db, email: string, password: string, name = 'Administrator'): Promise<void> {
  const hash = await hashPassword(password);
  await inTransaction(db, (trx) =>
    trx
      .insertInto('admins')
      .values({ email, name, password_hash: hash })
      .onConflict((oc) => oc.column('email').doUpdateSet((eb) => ({ password_hash: eb.ref('excluded.password_hash') })))
      .execute(),
  );
}
