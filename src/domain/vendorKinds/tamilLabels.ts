/** The kinds' names in Tamil (the fields' Tamil labels travel with their messages: ../validationTexts.ts). */
import type { VendorKindDeclaration } from './types';

type VendorKindRegistry = readonly VendorKindDeclaration[];

/** Each kind's name as the portal's forms offer it, in Tamil (its `portal` label, else its singular). */
export const tamilPortalNames = <Registry extends VendorKindRegistry>(registry: Registry) =>
  Object.fromEntries(registry.map((kind) => [kind.kind, kind.ta.labels.portal ?? kind.ta.labels.singular])) as Readonly<Record<Registry[number]['kind'], string>>;
