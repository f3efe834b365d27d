import { VENDOR_KINDS } from '../../src/domain/constants.ts';
import type { Catalogue } from '../i18n/types.ts';

/** A vendor kind's name in the page's language (each catalogue takes the kinds' names from their declarations). */
export function kindLabel(t: Catalogue, kind: string): string {
  const names: Readonly<Record<string, string | undefined>> = t.vendor.kinds;
  return names[kind] ?? kind;
}

/** The vendor kinds as choices, named in the page's language. */
export const kindOptions = (t: Catalogue) => VENDOR_KINDS.map((kind) => ({ value: kind, label: kindLabel(t, kind) }));
