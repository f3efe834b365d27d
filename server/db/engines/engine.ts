import type { Db } from '../database.ts';

export interface Engine {
  name: 'sqlite' | 'postgres';
  /** Called first in every write transaction: tells the audit triggers who is acting (review/auditContext.ts). */
  nameActor(trx: Db): Promise<void>;
}
