import { VENDOR_KINDS } from '../../src/domain/constants.ts';
import type { Catalogue } from '../i18n/types.ts';

/** The vendor kinds as choices, named in the page's language. */
export const kindOptions = (t: Catalogue) => VENDOR_KINDS.map((kind) => ({ value: kind, label: t.vendor.kinds[kind] }));
