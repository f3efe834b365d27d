/**
 * The Tamil of the labels the vendor portal's forms show and its messages name ("Store Name is required"), by
 * their English, from the declarations: a kind added to the registry is asked and checked in Tamil with no other edit.
 */
import { applyFieldsOf, applyLabelOf } from './application';
import type { VendorKindDeclaration } from './types';

type VendorKindRegistry = readonly VendorKindDeclaration[];

export function tamilApplyLabels(registry: VendorKindRegistry): Readonly<Record<string, string>> {
  const labels: Record<string, string> = {};
  for (const kind of registry) {
    for (const field of applyFieldsOf(kind)) {
      labels[applyLabelOf(field)] ??= field.taApply ?? field.ta;
      for (const [choice, tamil] of Object.entries(field.choicesTa ?? {})) labels[choice] ??= tamil;
    }
  }
  return labels;
}

/** Each kind's name as the portal's forms offer it, in Tamil (its `portal` label, else its singular). */
export const tamilPortalNames = <Registry extends VendorKindRegistry>(registry: Registry) =>
  Object.fromEntries(registry.map((kind) => [kind.kind, kind.ta.labels.portal ?? kind.ta.labels.singular])) as Readonly<Record<Registry[number]['kind'], string>>;
