import type { Identifier, RaRecord } from 'react-admin';

const normalise = (name: string) => name.trim().toLowerCase();

/**
 * The duplicate-name guard of a master resource whose names are unique (trimmed, case-insensitive, SPEC
 * section 5), over the record field holding the name.
 */
export function duplicateNameGuard(nameSource: string) {
  const nameOf = (record: RaRecord) => String(record[nameSource] ?? '');
  return {
    /** True when the name equals another existing record's. */
    isDuplicateName(name: string, existing: readonly RaRecord[], exceptId?: Identifier): boolean {
      const wanted = normalise(name);
      if (wanted === '') return false;
      return existing.some((record) => record.id !== exceptId && normalise(nameOf(record)) === wanted);
    },
    /** Existing names that contain what was typed (all of them while the field is empty), for the suggestion list. */
    suggestedNames(name: string, existing: readonly RaRecord[], exceptId?: Identifier): string[] {
      const typed = normalise(name);
      return existing.filter((record) => record.id !== exceptId && normalise(nameOf(record)).includes(typed)).map(nameOf);
    },
  };
}
