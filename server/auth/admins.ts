/** Admin accounts. */
import type { Role } from '../../src/domain/review.ts';
import type { SqliteHandle } from '../db/open.ts';
import { hashPassword } from './passwords.ts';

export interface AdminRow {
  id: number;
  email: string;
  name: string;
  role: Role;
  password_hash: string;
}

export function findAdminByEmail(db: SqliteHandle, email: string): AdminRow | undefined {
  return db.prepare('SELECT id, email, name, role, password_hash FROM admins WHERE email = ? AND active = 1').get(email) as AdminRow | undefined;
}

export function countAdmins(db: SqliteHandle): number {
  return db.prepare('SELECT COUNT(*) FROM admins').pluck().get() as number;
}

/** Creates the admin, or resets its password when it exists. */
export async function upsertAdmin(db: SqliteHandle, email: string, password: string, name = 'Administrator'): Promise<void> {
  const hash = await hashPassword(password);
  db.prepare(
    `INSERT INTO admins (email, name, password_hash) VALUES (?, ?, ?)
     ON CONFLICT(email) DO UPDATE SET password_hash = excluded.password_hash`,
  ).run(email, name, hash);
}
