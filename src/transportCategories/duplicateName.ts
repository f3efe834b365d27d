import type { TransportCategoryRecord } from '../dataProvider/types';

const normalise = (name: string) => name.trim().toLowerCase();

/** True when the trimmed, case-insensitive name equals another existing category (SPEC section 5). */
export function isDuplicateName(name: string, existing: readonly TransportCategoryRecord[], exceptId?: number): boolean {
  const wanted = normalise(name);
  if (wanted === '') return false;
  return existing.some((category) => category.id !== exceptId && normalise(category.vehicleCategory) === wanted);
}

/** Existing names that contain what was typed (all of them while the field is empty), for the suggestion list. */
export function suggestedNames(name: string, existing: readonly TransportCategoryRecord[], exceptId?: number): string[] {
  const typed = normalise(name);
  return existing
    .filter((category) => category.id !== exceptId && normalise(category.vehicleCategory).includes(typed))
    .map((category) => category.vehicleCategory);
}
