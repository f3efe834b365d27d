/** Admin accounts managed by the owner: list, create, change role or name, deactivate; the last owner is kept. */
import type { Role } from '../../src/domain/review.ts';
import type { SqliteHandle } from '../db/open.ts';
import { HttpProblem, conflict, notFound } from '../errors.ts';

export interface AdminAccount {
  id: number;
  email: string;
  name: string;
  role: Role;
  active: boolean;
  created_at: string;
}

const SELECT = 'SELECT id, email, name, role, active = 1 AS active, created_at FROM admins';

const toAccount = (row: AdminAccount & { active: number | boolean }): AdminAccount => ({ ...row, active: Boolean(row.active) });

export function listAdminAccounts(db: SqliteHandle): AdminAccount[] {
  return (db.prepare(`${SELECT} ORDER BY id`).all() as AdminAccount[]).map(toAccount);
}

export function findAdminAccount(db: SqliteHandle, id: number): AdminAccount | null {
  const row = db.prepare(`${SELECT} WHERE id = ?`).get(id) as AdminAccount | undefined;
  return row ? toAccount(row) : null;
}

export function insertAdminAccount(db: SqliteHandle, account: { email: string; name: string; role: Role }, passwordHash: string): AdminAccount {
  try {
    const { lastInsertRowid } = db
      .prepare('INSERT INTO admins (email, name, role, password_hash) VALUES (@email, @name, @role, @passwordHash)')
      .run({ ...account, passwordHash });
    return findAdminAccount(db, Number(lastInsertRowid)) as AdminAccount;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw conflict('email', 'An admin with this e-mail already exists');
    throw error;
  }
}

export const lastOwnerMessage = 'The last active owner cannot be demoted or deactivated';

/** Changes name, role or active; refuses to leave no active owner; a deactivated admin's sessions end at once. */
export function updateAdminAccount(db: SqliteHandle, id: number, change: { name?: string; role?: Role; active?: boolean }): AdminAccount {
  return db.transaction(() => {
    const current = findAdminAccount(db, id);
    if (!current) throw notFound('Admin');
    const next = { ...current, ...change };
    const stillOwner = next.role === 'owner' && next.active;
    if (current.role === 'owner' && current.active && !stillOwner) {
      const owners = db.prepare("SELECT COUNT(*) FROM admins WHERE role = 'owner' AND active = 1").pluck().get() as number;
      if (owners <= 1) throw new HttpProblem(409, lastOwnerMessage, { role: lastOwnerMessage });
    }
    db.prepare('UPDATE admins SET name = @name, role = @role, active = @active WHERE id = @id').run({
      id,
      name: next.name,
      role: next.role,
      active: next.active ? 1 : 0,
    });
    if (!next.active) db.prepare('DELETE FROM admin_sessions WHERE admin_id = ?').run(id);
    return findAdminAccount(db, id) as AdminAccount;
  })();
}

export function passwordHashOf(db: SqliteHandle, id: number): string | null {
  return (db.prepare('SELECT password_hash FROM admins WHERE id = ?').pluck().get(id) as string | undefined) ?? null;
}

export function setAdminPassword(db: SqliteHandle, id: number, passwordHash: string): void {
  db.prepare('UPDATE admins SET password_hash = ? WHERE id = ?').run(passwordHash, id);
}

export interface ReasonTemplate {
  id: number;
  action: 'request_changes' | 'reject' | 'suspend';
  text: string;
}

export function listReasonTemplates(db: SqliteHandle): ReasonTemplate[] {
  return db.prepare('SELECT id, action, text FROM reason_templates ORDER BY action, id').all() as ReasonTemplate[];
}

export function findReasonTemplate(db: SqliteHandle, id: number): ReasonTemplate | null {
  return (db.prepare('SELECT id, action, text FROM reason_templates WHERE id = ?').get(id) as ReasonTemplate | undefined) ?? null;
}

const duplicateTemplate = () => conflict('text', 'This reason already exists for this decision');

export function saveReasonTemplate(db: SqliteHandle, template: Omit<ReasonTemplate, 'id'>, id?: number): ReasonTemplate {
  try {
    if (id === undefined) {
      const { lastInsertRowid } = db.prepare('INSERT INTO reason_templates (action, text) VALUES (@action, @text)').run(template);
      return findReasonTemplate(db, Number(lastInsertRowid)) as ReasonTemplate;
    }
    const { changes } = db.prepare('UPDATE reason_templates SET action = @action, text = @text WHERE id = @id').run({ ...template, id });
    if (changes === 0) throw notFound('Reason template');
    return findReasonTemplate(db, id) as ReasonTemplate;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw duplicateTemplate();
    throw error;
  }
}

export function deleteReasonTemplate(db: SqliteHandle, id: number): boolean {
  return db.prepare('DELETE FROM reason_templates WHERE id = ?').run(id).changes > 0;
}
