/** Helpers shared by the master-data adapters: find what a create or an edit produced by reading the list back. */
import { HttpError, type Identifier, type RaRecord } from 'react-admin';
import { isObject } from '../http';

/**
 * The legacy create endpoints do not promise to return the new record, so the record is found in the list:
 * by the id when the answer carries one, else by the (unique, case-insensitive) name.
 */
export function findCreated<R extends RaRecord>(records: R[], answer: unknown, nameField: string, name: unknown, what: string): R {
  const answeredId = idIn(answer);
  const wanted = String(name ?? '').trim().toLowerCase();
  const found =
    (answeredId !== undefined ? records.find((r) => String(r.id) === String(answeredId)) : undefined) ??
    records.find((r) => String(r[nameField] ?? '').trim().toLowerCase() === wanted);
  if (!found) throw new HttpError(`The new ${what} "${String(name)}" is not in the list after creating it`, 500, null);
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

export function mustFind<R extends RaRecord>(records: R[], id: Identifier, what: string): R {
  const found = records.find((r) => String(r.id) === String(id));
  if (!found) throw new HttpError(`${what} #${id} not found`, 404, { message: `${what} #${id} not found` });
  return found;
}
