/**
 * Vendor fields that choose from master data (a declared field with `reference`: the vegetable category, the
 * professional category, the transport vehicle type). The texts are shared by the server (which refuses a new
 * value that is not in the list) and the admin (which shows a stored value that left the list as such).
 */

/** `Spaceship` → "Spaceship (not in the vehicle type list)": a stored value the master data no longer has. */
export const notInListLabel = (fieldLabel: string, value: string) => `${value} (not in the ${fieldLabel.toLowerCase()} list)`;

/** Under the select while it holds such a value. */
export const notInListHelp = (fieldLabel: string) =>
  `Not in the ${fieldLabel.toLowerCase()} list: choose one of the list, or keep it as it is`;

/** The 400 text of an edit that sets a value the master data does not have. */
export const notInListError = (fieldLabel: string, value: string) =>
  `${fieldLabel} "${value}" is not in the ${fieldLabel.toLowerCase()} list; choose one of the list`;

/** Master-data names compare trimmed and case-insensitively, as the category tables' unique names do. */
export const sameChoice = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The refusal of a delete while vendors still use the category or vehicle type. */
export function inUseMessage(noun: string, name: string, count: number): string {
  const vendors = count === 1 ? '1 vendor uses' : `${count} vendors use`;
  return `${vendors} the ${noun} "${name}". Move ${count === 1 ? 'it' : 'them'} to another ${noun} first, then delete it.`;
}
