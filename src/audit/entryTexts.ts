/**
 * An audit entry in people's words: the action ("Details edited", "Approve"), what it touched (the vendor kind's
 * label, "Image"), and each changed field by its label with state values from the catalogue ("State: Applied →
 * Changes requested"), never the stored table and column names.
 */
import type { TranslateFunction } from 'react-admin';
import { namedEvent } from '../domain/auditEvents';
import type { AuditEntry } from '../domain/review';
import type { VendorKindRegistry } from '../domain/vendorKinds';
import { licenceTypeLabel } from '../compliance/requirementTexts';

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

/** A vendor's photo: added or removed is all an admin needs to know, not its ids, file names and thumbnail folder. */
export const isPhoto = (entity: string) => entity === 'vendor_images';

export function actionLabel(
  translate: TranslateFunction,
  registry: VendorKindRegistry,
  entry: Pick<AuditEntry, 'action' | 'entity' | 'before' | 'after'>,
): string {
  if (entry.action.startsWith('review.')) {
    return orElse(translate, `app.review.actions.${entry.action.slice('review.'.length)}`, humanise(entry.action));
  }
  const named = namedEvent(entry.action);
  if (named) return orElse(translate, `app.audit.events.${named.group}.${named.name}`, humanise(entry.action));
  if (isPhoto(entry.entity) && WRITES.includes(entry.action)) return translate(`app.audit.photoWrites.${entry.action}`);
  const changed = Object.keys(entry.after ?? {});
  if (isVendorRow(registry, entry.entity)) {
    if (entry.action === 'update' && changed.length === 1 && changed[0] === 'poster') return translate('app.audit.vendorWrites.poster');
    return WRITES.includes(entry.action) ? translate(`app.audit.vendorWrites.${entry.action}`) : humanise(entry.action);
  }
  const what = entityLabel(translate, registry, entry.entity);
  return WRITES.includes(entry.action) ? translate(`app.audit.writes.${entry.action}`, { what }) : `${what} ${entry.action}`;
}

/**
 * A field by its label: the entity's own word first (a document's "number" is not a vendor's "Shop Number"), then
 * the common fields, then, for a vendor's own rows (or no entity given), the vendor kinds' declared labels.
 */
export function fieldLabel(translate: TranslateFunction, registry: VendorKindRegistry, field: string, entity?: string): string {
  const ofEntity = entity ? translate(`app.audit.entityFields.${entity}.${field}`, { _: '' }) : '';
  if (ofEntity) return ofEntity;
  const known = translate(`app.audit.fields.${field}`, { _: '' });
  if (known) return known;
  if (entity && !isVendorRow(registry, entity)) return humanise(field);
  for (const kind of registry) {
    const declared = kind.fields.find((f) => f.name === field || f.readAs?.includes(field) || f.writeAs?.includes(field));
    if (declared) return declared.label;
  }
  return humanise(field);
}

/** Ids, file names and folders: stored references no admin reads (the action and the vendor say what it is). */
export const isTechnicalField = (field: string) => field === 'id' || /_(id|by)$/.test(field) || ['file', 'file_name', 'file_type', 'thumb', 'thumb_folder'].includes(field);

export function valueText(translate: TranslateFunction, field: string, value: unknown, entity?: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (field === 'state' && typeof value === 'string') {
    return orElse(translate, entity === 'call_requests' ? `app.callDesk.states.${value}` : `app.review.states.${value}`, value);
  }
  if (entity === 'vendor_documents' || entity === 'vendor_requirement_waivers') {
    if (field === 'requirement' && typeof value === 'string') return orElse(translate, `app.requirements.${value}.label`, value);
    if (field === 'status' && typeof value === 'string') return orElse(translate, `app.compliance.status.${value}`, value);
    if (field === 'licence_type' && typeof value === 'string') return licenceTypeLabel(translate, value);
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
