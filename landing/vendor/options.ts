import { VENDOR_KINDS } from '../../src/domain/constants.ts';
import { VENDOR_KIND_LABELS } from '../../src/domain/landing.ts';
import type { Catalogue } from '../i18n/types.ts';

/**
 * A vendor kind's name in the page's language: the catalogue's, else the declaration's own (English) name, so a
 * kind declared after the catalogues were written is offered under its declared name until it is translated.
 */
export function kindLabel(t: Catalogue, kind: string): string {
  const translated: Readonly<Record<string, string | undefined>> = t.vendor.kinds;
  return translated[kind] ?? (VENDOR_KIND_LABELS as Readonly<Record<string, string | undefined>>)[kind] ?? kind;
}

/** The vendor kinds as choices, named in the page's language. */
export const kindOptions = (t: Catalogue) => VENDOR_KINDS.map((kind) => ({ value: kind, label: kindLabel(t, kind) }));
