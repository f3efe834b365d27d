/**
 * One generic adapter for vegetable and professional categories (SPEC section 7): both areas list, edit and delete
 * through the same endpoints and fields; an area names its name field, image folder, rename body, active value and
 * how it sends a create (the legacy clients differ there).
 */
import type { MediaFolder } from '../../domain';
import { mediaUrl } from '../../domain';
import { endpointsOf, type CategoryEndpoints } from '../../domain/endpoints';
import type { Endpoint } from '../endpoint';
import type { HttpClient } from '../http';
import type { Data, ResourceAdapter } from '../resourceAdapter';
import { fetchArray } from './lists';
import { applyEdits, editEndpoints, fileOf, type ImageResourceActions } from './imageActions';
import { findCreated, mustFind } from './masterData';

/** A category as both legacy lists answer it; the name field is the area's own. */
interface LegacyCategory {
  id: number;
  image_name: string | null;
}

export interface CategoryArea<L extends LegacyCategory> {
  resource: string;
  /** The legacy name field (`vegcategory`, `professionalCategory`). */
  nameField: keyof L & string;
  categoryEndpoints: CategoryEndpoints;
  imageFolder: MediaFolder;
  renameBody: ImageResourceActions['renameBody'];
  activeValue: ImageResourceActions['activeValue'];
  /** Sends the create call as the area's legacy client does; answers the server's reply. */
  sendCreate(http: HttpClient, create: Endpoint, name: unknown, image: Blob | undefined): Promise<unknown>;
}

/** An area's category adapter, its edit actions (which the image screens use too) and its record translation. */
export function categoriesOfArea<L extends LegacyCategory>(area: CategoryArea<L>) {
  type R = L & { imageUrl: string | null };
  const endpoints = endpointsOf<keyof CategoryEndpoints>(area.categoryEndpoints);
  const actions: ImageResourceActions = {
    nameField: area.nameField,
    imageField: 'image_name',
    rename: endpoints.rename,
    renameBody: area.renameBody,
    renameReportsSuccess: false,
    setActive: endpoints.setActive,
    activeValue: area.activeValue,
    replaceImage: endpoints.replaceImage,
    replaceIdField: 'category_id',
  };
  const toRecord = (legacy: L, origin: string): R => ({ ...legacy, imageUrl: mediaUrl(origin, area.imageFolder, legacy.image_name) });
  const fetchAll = async (http: HttpClient, signal?: AbortSignal): Promise<R[]> =>
    (await fetchArray<L>(http, endpoints.list, undefined, signal)).map((c) => toRecord(c, http.origin));

  const adapter: ResourceAdapter<R> = {
    endpoints: {
      getList: [endpoints.list],
      create: [endpoints.create, endpoints.list],
      update: [...editEndpoints(actions), endpoints.list],
      delete: [endpoints.delete],
    },
    searchFields: [area.nameField],
    fetchAll: (http, _filter, signal) => fetchAll(http, signal),
    async create(http, data: Data) {
      const name = data[area.nameField];
      const answer = await area.sendCreate(http, endpoints.create, name, fileOf(data.image));
      return findCreated(await fetchAll(http), answer, area.nameField, name, area.resource);
    },
    async update(http, id, data, previous) {
      await applyEdits(http, actions, id, data, previous);
      return mustFind(await fetchAll(http), id, area.resource);
    },
    async remove(http, record) {
      await http.call(endpoints.delete, { params: { id: record.id } });
    },
  };
  return { actions, adapter, toRecord, endpoints };
}
