/** PUT of a whole edit payload: validated, phone unique per kind, optional new password; answers the record. */
import { hashPassword } from '../../auth/passwords.ts';
import { conflict } from '../../errors.ts';
import { isUniqueViolation } from '../../db/engines/index.ts';
import type { ApiInstance } from '../../openapi.ts';
import { phoneTakenByOther, updateVendor } from '../../repositories/vendors.ts';
import type { ServedVendorKind } from './kinds.ts';
import { assertChoicesInLists } from '../categoriesInUse.ts';
import { requireVendor } from './lookup.ts';
import { vendorRecord } from './params.ts';
import { conflictAnswer } from '../responses.ts';
import { nfcValues } from '../../../src/domain/normalText.ts';

const PHONE_TAKEN = 'Phone Number is already used by another vendor';

export function registerEditRoute(app: ApiInstance, config: ServedVendorKind): void {
  const response = { 200: vendorRecord(config), ...conflictAnswer('the phone number is used by another vendor of this kind') };
  const schema = { tags: ['vendors'], body: config.editSchema, response };
  app.put(config.paths.edit, { config: { access: 'vendors.write' }, schema }, async (request) => {
    // NFC, so the name found by search and compared for equality is one form however it was typed.
    const edit = nfcValues(request.body);
    const stored = await requireVendor(app.db, config, edit.user_id);
    await assertChoicesInLists(app.db, config, stored, edit);
    if (await phoneTakenByOther(app.db, config.kind, edit.phoneNumber, edit.user_id)) throw conflict('phoneNumber', PHONE_TAKEN);
    const passwordHash = edit.password ? await hashPassword(edit.password) : null;
    try {
      await updateVendor(app.db, config, edit.user_id, edit, passwordHash);
    } catch (err) {
      // Another request took the number between the check above and this write.
      if (isUniqueViolation(err)) throw conflict('phoneNumber', PHONE_TAKEN);
      throw err;
    }
    return requireVendor(app.db, config, edit.user_id);
  });
}

