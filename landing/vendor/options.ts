import { VENDOR_KINDS } from '../../src/domain/constants.ts';
import { VENDOR_KIND_LABELS } from '../../src/domain/landing.ts';
import { tamilPortalNames, VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds/index.ts';
import type { LanguageCode } from '../i18n/index.ts';

/**
 * The kinds' names by language, from their declarations (which carry their Tamil), so a new kind needs no catalogue
 * edit. Here, not in the catalogues: the registry (and zod) stay out of the landing's first-load bundle.
 */
const NAMES: Record<LanguageCode, Readonly<Record<string, string | undefined>>> = {
  en: VENDOR_KIND_LABELS,
  ta: tamilPortalNames(VENDOR_KIND_DECLARATIONS),
};

/** A vendor kind's name in the page's language. */
export const kindLabel = (lang: LanguageCode, kind: string): string => NAMES[lang][kind] ?? kind;

/** The vendor kinds as choices, named in the page's language. */
export const kindOptions = (lang: LanguageCode) => VENDOR_KINDS.map((kind) => ({ value: kind, label: kindLabel(lang, kind) }));
