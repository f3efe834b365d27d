/** Admin accounts managed by the owner: list, create, change role or name, deactivate; the last owner is kept. */
import type { Role } from '../../src/domain/review.ts';
import { inTransaction, type Db } from '../db/database.ts';
import { engineOf, isUniqueViolation } from '../db/engines/index.ts';
import { endOtherSessions } from './adminSessions.ts';
import { HttpProblem, conflict, notFound } from '../errors.ts';

export interface AdminAccount {
  id: number;
  email: string;
  name: string;
  role: Role;
  active: boolean;
  created_at: string;
}

const selectAccounts = (db: Db) => db.selectFrom('admins').select(['id', 'email', 'name', 'role', 'active', 'created_at']);

const toAccount = (row: Omit<AdminAccount, 'active' | 'role'> & { role: string; active: number }): AdminAccount => ({
  ...row,
  role: row.role as Role,
  active: row.active === 1,
});

export async function listAdminAccounts(db: Db): Promise<AdminAccount[]> {
  return (await selectAccounts(db).orderBy('id').execute()).map(toAccount);
}

export async function findAdminAccount(db: Db, id: number): Promise<AdminAccount | null> {
  const row = await selectAccounts(db).where('id', '=', id).executeTakeFirst();
  return row ? toAccount(row) : null;
}

export async function insertAdminAccount(db: Db, account: { email: string; name: string; role: Role }, passwordHash: string): Promise<AdminAccount> {
  return inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('admins')
      .values({ ...account, password_hash: passwordHash })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw conflict('email', 'An admin with this e-mail already exists');
    return (await findAdminAccount(trx, inserted.id)) as AdminAccount;
  });
}

export const lastOwnerMessage = 'The last active owner cannot be demoted or deactivated';

/** Changes name, role or active; refuses to leave no active owner; a deactivated admin's sessions end at once. */
export async function updateAdminAccount(db: Db, id: number, change: { name?: string; role?: Role; active?: boolean }): Promise<AdminAccount> {
  return inTransaction(db, async (trx) => {
    const current = await findAdminAccount(trx, id);
    if (!current) throw notFound('Admin');
    const next = { ...current, ...change };
    const stillOwner = next.role === 'owner' && next.active;
    if (current.role === 'owner' && current.active && !stillOwner) {
      // The owners' rows stay locked until commit, so two owners demoting each other at once cannot both pass.
      const owners = await engineOf(trx)
        .forUpdate(trx.selectFrom('admins').select('id').where('role', '=', 'owner').where('active', '=', 1))
        .execute();
      if (owners.length <= 1) throw new HttpProblem(409, lastOwnerMessage, { role: lastOwnerMessage });
    }
    await trx
      .updateTable('admins')
      .set({ name: next.name, role: next.role, active: next.active ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    if (!next.active) await trx.deleteFrom('admin_sessions').where('admin_id', '=', id).execute();
    return (await findAdminAccount(trx, id)) as AdminAccount;
  });
}

export async function passwordHashOf(db: Db, id: number): Promise<string | null> {
  const row = await db.selectFrom('admins').select('password_hash').where('id', '=', id).executeTakeFirst();
  return row?.password_hash ?? null;
}

/** Sets the admin's password and ends every other session of theirs (the one holding `keepToken` stays), together. */
export async function changeAdminPassword(db: Db, id: number, passwordHash: string, keepToken: string | undefined): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.updateTable('admins').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    await endOtherSessions(trx, id, keepToken);
  });
}

export interface ReasonTemplate {
  id: number;
  action: 'request_changes' | 'reject' | 'suspend';
  text: string;
}

const selectTemplates = (db: Db) => db.selectFrom('reason_templates').select(['id', 'action', 'text']).$narrowType<{ action: ReasonTemplate['action'] }>();

export async function listReasonTemplates(db: Db): Promise<ReasonTemplate[]> {
  return selectTemplates(db).orderBy('action').orderBy('id').execute();
}

export async function findReasonTemplate(db: Db, id: number): Promise<ReasonTemplate | null> {
  return (await selectTemplates(db).where('id', '=', id).executeTakeFirst()) ?? null;
}

const duplicateTemplate = () => conflict('text', 'This reason already exists for this decision');

export async function saveReasonTemplate(db: Db, template: Omit<ReasonTemplate, 'id'>, id?: number): Promise<ReasonTemplate> {
  try {
    return await inTransaction(db, async (trx) => {
      if (id === undefined) {
        const inserted = await trx
          .insertInto('reason_templates')
          .values(template)
          .onConflict((oc) => oc.columns(['action', 'text']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) throw duplicateTemplate();
        return (await findReasonTemplate(trx, inserted.id)) as ReasonTemplate;
      }
      const { numUpdatedRows } = await trx.updateTable('reason_templates').set(template).where('id', '=', id).executeTakeFirstOrThrow();
      if (numUpdatedRows === 0n) throw notFound('Reason template');
      return (await findReasonTemplate(trx, id)) as ReasonTemplate;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateTemplate();
    throw error;
  }
}

export async function deleteReasonTemplate(db: Db, id: number): Promise<boolean> {
  const { numDeletedRows } = await inTransaction(db, (trx) => trx.deleteFrom('reason_templates').where('id', '=', id).executeTakeFirstOrThrow());
  return numDeletedRows > 0n;
}
