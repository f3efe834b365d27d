/** PUT of a whole edit payload: validated, phone unique per kind, optional new password; answers the record. */
import type { FastifyInstance } from 'fastify';
import type { AnyVendor } from '../../../src/domain/types.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { conflict, parse } from '../../errors.ts';
import { findVendor, phoneTakenByOther, updateVendor } from '../../repositories/vendors.ts';
import type { VendorKindConfig } from './kinds.ts';
import { requireVendor } from './lookup.ts';

const PHONE_TAKEN = 'Phone Number is already used by another vendor';

export function registerEditRoute(app: FastifyInstance, config: VendorKindConfig): void {
  app.put(config.paths.edit, async (request): Promise<AnyVendor | null> => {
    const edit = parse(config.editSchema, request.body);
    requireVendor(app.db, config, edit.user_id);
    if (phoneTakenByOther(app.db, config.kind, edit.phoneNumber, edit.user_id)) throw conflict('phoneNumber', PHONE_TAKEN);
    const passwordHash = edit.password ? await hashPassword(edit.password) : null;
    try {
      updateVendor(app.db, config, edit.user_id, edit, passwordHash);
    } catch (err) {
      // Another request took the number between the check above and this write.
      if (isUniqueViolation(err)) throw conflict('phoneNumber', PHONE_TAKEN);
      throw err;
    }
    return findVendor(app.db, config, edit.user_id);
  });
}

function isUniqueViolation(err: unknown): boolean {
  return err instanceof Error && 'code' in err && err.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
