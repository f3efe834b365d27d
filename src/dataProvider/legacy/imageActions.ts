/**
 * The separate calls categories and subcategories are edited through: rename, active flag and image replace.
 * Used by the adapters' `update` and by the named custom methods, so both take the same path.
 */
import { HttpError, type Identifier } from 'react-admin';
import type { Endpoint } from '../endpoint';
import { isObject, type HttpClient } from '../http';
import type { Data } from '../resourceAdapter';

export interface ImageResourceActions {
  /** Field of the record holding the display name, and of the one holding the image file name. */
  nameField: string;
  imageField: string;
  rename: Endpoint;
  renameBody(id: Identifier, newName: string): Data;
  /** Subcategory renames answer `{ success }`; false means the rename did not happen. */
  renameReportsSuccess: boolean;
  setActive: Endpoint;
  /** The legacy endpoints disagree: most take 1/0, professional categories take a boolean. */
  activeValue(active: boolean): boolean | 0 | 1;
  replaceImage: Endpoint;
  replaceIdField: 'category_id' | 'subcategory_id';
}

export const oneOrZero = (active: boolean): 0 | 1 => (active ? 1 : 0);

/** A file from a plain File/Blob or from react-admin's FileInput value `{ rawFile }`. */
export function fileOf(value: unknown): Blob | undefined {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return value;
  if (isObject(value) && typeof Blob !== 'undefined' && value.rawFile instanceof Blob) return value.rawFile;
  return undefined;
}

export function fileName(file: Blob, fallback: string): string {
  return typeof File !== 'undefined' && file instanceof File && file.name ? file.name : fallback;
}

export async function renameVia(http: HttpClient, actions: ImageResourceActions, id: Identifier, newName: string): Promise<void> {
  const body = await http.call(actions.rename, { json: actions.renameBody(id, newName) });
  if (actions.renameReportsSuccess && !(isObject(body) && body.success === true)) {
    const reason = isObject(body) && typeof body.message === 'string' ? `: ${body.message}` : '';
    const message = `Failed to update subcategory name${reason}`;
    // Reported like a refused input, so the message lands on the name field of the edit form.
    throw new HttpError(message, 400, { message, errors: { [actions.nameField]: message } });
  }
}

export async function setActiveVia(http: HttpClient, actions: ImageResourceActions, id: Identifier, active: boolean): Promise<void> {
  await http.call(actions.setActive, { params: { id }, json: { active: actions.activeValue(active) } });
}

export async function replaceImageVia(
  http: HttpClient,
  actions: ImageResourceActions,
  id: Identifier,
  file: Blob,
  currentImage: string | null,
): Promise<void> {
  const form = new FormData();
  form.append(actions.replaceIdField, String(id));
  form.append('selected_image_path', currentImage ?? '');
  form.append('replace_img', file, fileName(file, 'image'));
  await http.call(actions.replaceImage, { form });
}

/** Applies what an edit form changed: the name, the active flag and (when a new file was picked) the image. */
export async function applyEdits(http: HttpClient, actions: ImageResourceActions, id: Identifier, data: Data, record: object) {
  const previous = record as Data;
  const newName = data[actions.nameField];
  if (typeof newName === 'string' && newName !== previous[actions.nameField]) await renameVia(http, actions, id, newName);
  if (data.active !== undefined && Number(data.active) !== Number(previous.active)) {
    await setActiveVia(http, actions, id, Boolean(Number(data.active)));
  }
  const file = fileOf(data.image);
  if (file) await replaceImageVia(http, actions, id, file, asName(previous[actions.imageField]));
}

const asName = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** The actions' endpoints an `update` may call, for the endpoint table. */
export const editEndpoints = (actions: ImageResourceActions): Endpoint[] => [actions.rename, actions.setActive, actions.replaceImage];
