/**
 * Master data that vendors hold: deleting a category or vehicle type in use is refused (409, with how many
 * vendors use it) until they are moved; an edit that sets a value the list does not have is refused (400 naming
 * the field). An edit that sends back the vendor's stored value unchanged is accepted even when that value has
 * left the list, so SPEC 7 clients can still save records whose category was renamed or deleted elsewhere.
 */
import type { AnyVendor } from '../../src/domain/types.ts';
import { inUseMessage, notInListError, sameChoice } from '../../src/domain/masterChoices.ts';
import { payloadNames, type VendorKindRegistry } from '../../src/domain/vendorKinds/index.ts';
import type { Db } from '../db/database.ts';
import { badRequest, HttpProblem } from '../errors.ts';
import { inMasterList, masterListOfResource, masterListOfTable, vendorsUsing } from '../repositories/masterChoices.ts';
import type { ServedVendorKind } from './vendors/kinds.ts';

/**
 * Throws 409 `{ message, errors: { id } }` (the message says how many) while vendors of `registry` use the entry
 * `name` of the list stored in `table`. Called in the deleting transaction (`db` is it).
 */
export async function assertCategoryUnused(db: Db, registry: VendorKindRegistry, table: string, name: string): Promise<void> {
  const list = masterListOfTable(table);
  if (!list) return;
  const count = await vendorsUsing(db, registry, list, name);
  if (count === 0) return;
  const message = inUseMessage(list.noun, name, count);
  throw new HttpProblem(409, message, { id: message });
}

/** Throws 400 naming each reference field whose new value is neither the stored one nor in its list. */
export async function assertChoicesInLists(db: Db, config: ServedVendorKind, stored: AnyVendor, edit: Record<string, unknown>): Promise<void> {
  const errors: Record<string, string> = {};
  for (const field of config.declaration.fields) {
    const list = field.reference ? masterListOfResource(field.reference.resource) : undefined;
    const [payloadName] = payloadNames(field);
    if (!list || !payloadName) continue;
    const value = edit[payloadName];
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (sameChoice(value, (stored as unknown as Record<string, unknown>)[field.name])) continue;
    if (!(await inMasterList(db, list, value))) errors[payloadName] = notInListError(field.label, value.trim());
  }
  // The message is the refusal itself (not "Invalid input: category"): the admin shows it as it is.
  const [first] = Object.values(errors);
  if (first) throw new HttpProblem(400, Object.keys(errors).length === 1 ? first : badRequest(errors).message, errors);
}
