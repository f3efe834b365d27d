import { VENDOR_KINDS } from '../../src/domain/constants.ts';
import { VENDOR_KIND_LABELS } from '../../src/domain/landing.ts';

export const KIND_OPTIONS = VENDOR_KINDS.map((kind) => ({ value: kind, label: VENDOR_KIND_LABELS[kind] }));
