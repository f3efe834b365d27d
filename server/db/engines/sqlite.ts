/** SQLite: the audit triggers call audit_admin()/audit_actor(), functions of this process (review/auditContext.ts). */
import type { Engine } from './engine.ts';

export const sqliteEngine: Engine = {
  name: 'sqlite',
  nameActor: async () => {},
};
