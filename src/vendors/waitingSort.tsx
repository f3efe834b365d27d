/**
 * The queue's "Waiting" column sorts under a name of its own, `days_waiting`, so its header arrow follows the days
 * it shows: sorted by application date, oldest first, the Applied arrow points up while the days waiting go down,
 * and one arrow shared by both columns contradicted one of them. Backends sort by the application date only, so
 * the list's calls translate the order before they leave (longest waiting = applied first).
 */
import { useContext, useMemo, type ReactNode } from 'react';
import { DataProviderContext, type DataProvider, type SortPayload } from 'react-admin';

export const WAITING_SORT_FIELD = 'days_waiting';

/** The sort a backend understands: by days waiting becomes by application date, the other way round. */
export function backendSort<S extends SortPayload | undefined>(sort: S): S {
  if (sort?.field !== WAITING_SORT_FIELD) return sort;
  return { field: 'created_at', order: sort.order === 'DESC' ? 'ASC' : 'DESC' } as S;
}

/** Gives the queue below it a data provider whose getList translates a sort by days waiting. */
export function WaitingSortProvider({ children }: { children: ReactNode }) {
  const dataProvider = useContext(DataProviderContext);
  // A Proxy over the provider, not a copy: the admin's provider is itself a Proxy (it loads on its first call),
  // whose methods a spread does not see, and the queue's other calls (bulk approve and delete) would be lost.
  const translated = useMemo(
    () =>
      dataProvider &&
      new Proxy<DataProvider>(dataProvider, {
        get: (target, name) =>
          name === 'getList'
            ? ((resource, params) => target.getList(resource, { ...params, sort: backendSort(params.sort) })) satisfies DataProvider['getList']
            : Reflect.get(target, name),
      }),
    [dataProvider],
  );
  return <DataProviderContext.Provider value={translated}>{children}</DataProviderContext.Provider>;
}
