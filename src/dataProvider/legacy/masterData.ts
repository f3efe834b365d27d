/** Helpers shared by the master-data adapters: find what a create or an edit produced by reading the list back. */
import { HttpError, type Identifier, type RaRecord } from 'react-admin';
import { i18nProvider } from '../../i18n';
import { isObject } from '../http';

/** A resource's singular name in the admin's language (its catalogue's `resources.<name>.name`). */
const nameOf = (resource: string) => i18nProvider.translate(`resources.${resource}.name`, { smart_count: 1, _: resource });

/**
 * The legacy create endpoints do not promise to return the new record, so the record is found in the list:
 * by the id when the answer carries one, else by the (unique, case-insensitive) name.
 */
export function findCreated<R extends RaRecord>(records: R[], answer: unknown, nameField: string, name: unknown, resource: string): R {
  const answeredId = idIn(answer);
  const wanted = String(name ?? '').trim().toLowerCase();
  const found =
    (answeredId !== undefined ? records.find((r) => String(r.id) === String(answeredId)) : undefined) ??
    records.find((r) => String(r[nameField] ?? '').trim().toLowerCase() === wanted);
  if (!found) throw new HttpError(i18nProvider.translate('app.provider.notInListAfterCreate', { what: nameOf(resource), name: String(name) }), 500, null);
  return found;
}

function idIn(answer: unknown): Identifier | undefined {
  if (!isObject(answer)) return undefined;
  if (typeof answer.id === 'number' || typeof answer.id === 'string') return answer.id;
  for (const key of ['data', 'category', 'subcategory', 'record']) {
    const inner = answer[key];
    if (isObject(inner) && (typeof inner.id === 'number' || typeof inner.id === 'string')) return inner.id;
  }
  return undefined;
}

/** 404 for a record of `resource` the lists do not hold, in the admin's language. */
export function recordNotFound(resource: string, id: Identifier): HttpError {
  const message = i18nProvider.translate('app.provider.recordNotFound', { what: nameOf(resource), id: String(id) });
  return new HttpError(message, 404, { message });
}

/** 404 for a record that an edit answered but the list no longer holds. */
export const goneAfterEdit = (resource: string, id: Identifier): HttpError =>
  new HttpError(i18nProvider.translate('app.provider.goneAfterEdit', { what: nameOf(resource), id: String(id) }), 404, null);

export function mustFind<R extends RaRecord>(records: R[], id: Identifier, resource: string): R {
  const found = records.find((r) => String(r.id) === String(id));
  if (!found) throw recordNotFound(resource, id);
  return found;
}
