/**
 * An audit entry in people's words: the action ("Details edited", "Approve"), what it touched (the vendor kind's
 * label, "Image"), and each changed field by its label with state values from the catalogue ("State: Applied →
 * Changes requested"), never the stored table and column names.
 */
import type { AuditEntry, ReviewAction, ReviewState } from '../domain/review';
import type { VendorKindRegistry } from '../domain/vendorKinds';
import { ACTION_LABELS, STATE_LABELS } from '../reviews/messages';
import { ENTITY_LABELS, FIELD_LABELS, VENDOR_WRITES, WRITE_WORDS } from './messages';

/** "vegetable_stores" → "Vegetable stores": for a table nobody named yet. */
const humanise = (name: string) => {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const kindOfTable = (registry: VendorKindRegistry, table: string) => registry.find((kind) => kind.table === table);

/** A vendor's own details: the shared account row or a kind's profile table. */
const isVendorRow = (registry: VendorKindRegistry, entity: string) => entity === 'vendor_users' || kindOfTable(registry, entity) !== undefined;

export function entityLabel(registry: VendorKindRegistry, entity: string): string {
  return kindOfTable(registry, entity)?.labels.singular ?? ENTITY_LABELS[entity] ?? humanise(entity);
}

export function actionLabel(registry: VendorKindRegistry, entry: Pick<AuditEntry, 'action' | 'entity' | 'before' | 'after'>): string {
  if (entry.action.startsWith('review.')) return ACTION_LABELS[entry.action.slice('review.'.length) as ReviewAction] ?? humanise(entry.action);
  const changed = Object.keys(entry.after ?? {});
  if (isVendorRow(registry, entry.entity)) {
    if (entry.action === 'update' && changed.length === 1 && changed[0] === 'poster') return VENDOR_WRITES.poster;
    return VENDOR_WRITES[entry.action as 'insert' | 'update' | 'delete'] ?? humanise(entry.action);
  }
  return `${entityLabel(registry, entry.entity)} ${WRITE_WORDS[entry.action] ?? entry.action}`;
}

export function fieldLabel(registry: VendorKindRegistry, field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  for (const kind of registry) {
    const declared = kind.fields.find((f) => f.name === field || f.readAs?.includes(field) || f.writeAs?.includes(field));
    if (declared) return declared.label;
  }
  return humanise(field);
}

export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'state' && typeof value === 'string') return STATE_LABELS[value as ReviewState] ?? value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
