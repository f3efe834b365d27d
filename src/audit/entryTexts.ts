/**
 * An audit entry in people's words: the action ("Details edited", "Approve"), what it touched (the vendor kind's
 * label, "Image"), and each changed field by its label with state values from the catalogue ("State: Applied →
 * Changes requested"), never the stored table and column names.
 */
import type { TranslateFunction } from 'react-admin';
import type { AuditEntry } from '../domain/review';
import type { VendorKindRegistry } from '../domain/vendorKinds';

/** "vegetable_stores" → "Vegetable stores": for a table nobody named yet. */
const humanise = (name: string) => {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const kindOfTable = (registry: VendorKindRegistry, table: string) => registry.find((kind) => kind.table === table);

/** A vendor's own details: the shared account row or a kind's profile table. */
const isVendorRow = (registry: VendorKindRegistry, entity: string) => entity === 'vendor_users' || kindOfTable(registry, entity) !== undefined;

/** The catalogue's text for `key`, or `fallback` where the catalogue names nothing (a table added since). */
const orElse = (translate: TranslateFunction, key: string, fallback: string) => translate(key, { _: fallback });

export function entityLabel(translate: TranslateFunction, registry: VendorKindRegistry, entity: string): string {
  return kindOfTable(registry, entity)?.labels.singular ?? orElse(translate, `app.audit.entities.${entity}`, humanise(entity));
}

const WRITES = ['insert', 'update', 'delete'];

export function actionLabel(
  translate: TranslateFunction,
  registry: VendorKindRegistry,
  entry: Pick<AuditEntry, 'action' | 'entity' | 'before' | 'after'>,
): string {
  if (entry.action.startsWith('review.')) {
    return orElse(translate, `app.review.actions.${entry.action.slice('review.'.length)}`, humanise(entry.action));
  }
  const changed = Object.keys(entry.after ?? {});
  if (isVendorRow(registry, entry.entity)) {
    if (entry.action === 'update' && changed.length === 1 && changed[0] === 'poster') return translate('app.audit.vendorWrites.poster');
    return WRITES.includes(entry.action) ? translate(`app.audit.vendorWrites.${entry.action}`) : humanise(entry.action);
  }
  const what = entityLabel(translate, registry, entry.entity);
  return WRITES.includes(entry.action) ? translate(`app.audit.writes.${entry.action}`, { what }) : `${what} ${entry.action}`;
}

export function fieldLabel(translate: TranslateFunction, registry: VendorKindRegistry, field: string): string {
  const known = translate(`app.audit.fields.${field}`, { _: '' });
  if (known) return known;
  for (const kind of registry) {
    const declared = kind.fields.find((f) => f.name === field || f.readAs?.includes(field) || f.writeAs?.includes(field));
    if (declared) return declared.label;
  }
  return humanise(field);
}

export function valueText(translate: TranslateFunction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'state' && typeof value === 'string') return orElse(translate, `app.review.states.${value}`, value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
