/**
 * Pages fetched ahead into react-query's cache under the key react-admin's lists read (useGetList), so the page
 * an admin is likely to open next is drawn from the cache in the same render as the click, with no request to
 * wait for. react-admin has no prefetch for list pages; this mirrors useGetList's key and stored value, and
 * tests/admin/prefetchList.test.tsx fails if they drift apart.
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { removeEmpty, useDataProvider, useListContext, type DataProvider, type GetListParams } from 'react-admin';

type ListPageParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>;

/** useGetList's query key. */
export function listPageKey(resource: string, { pagination, sort, filter, meta }: ListPageParams) {
  return [resource, 'getList', { pagination, sort, filter, meta }] as const;
}

/** Fetches one list page into the cache unless it is there already (the list itself revalidates it when shown). */
export function prefetchListPage(queryClient: QueryClient, dataProvider: DataProvider, resource: string, params: ListPageParams) {
  return queryClient.prefetchQuery({
    queryKey: listPageKey(resource, params),
    queryFn: ({ signal }) =>
      dataProvider
        .getList(resource, { ...params, signal: dataProvider.supportAbortSignal === true ? signal : undefined })
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    staleTime: PREFETCHED_PAGE_FRESH_MS,
  });
}

/** A page fetched ahead is not fetched again within this time (a list shown from it still revalidates it). */
const PREFETCHED_PAGE_FRESH_MS = 30_000;

/**
 * Inside a react-admin <List>: fetches the page after the one shown once the shown one has arrived. `filter` is
 * the List's own permanent `filter` prop, which the list context does not carry but the list's query includes.
 */
export function PrefetchNextPage({ filter }: { filter?: Record<string, unknown> }) {
  const { resource, page, perPage, sort, filterValues, hasNextPage, isFetching, isPending } = useListContext();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const fullFilter = JSON.stringify({ ...filterValues, ...filter });
  const ready = !isPending && !isFetching && hasNextPage === true;
  useEffect(() => {
    if (!ready) return;
    void prefetchListPage(queryClient, dataProvider, resource, {
      pagination: { page: page + 1, perPage },
      sort: { field: sort.field, order: sort.order },
      filter: JSON.parse(fullFilter) as Record<string, unknown>,
    });
  }, [ready, queryClient, dataProvider, resource, page, perPage, sort.field, sort.order, fullFilter]);
  return null;
}

/**
 * Inside a react-admin <List>: a function that fetches the first page the list will show once the filter `source`
 * takes `value`, at the keystroke, rather than after the filter form's pause and the list's next render (react-admin
 * starts a list's request only once the list has been drawn with its new parameters). Page 1 and empty filters
 * dropped, as react-admin's setFilters does; `filter` is the List's permanent `filter` prop.
 */
export function usePrefetchFilterChange(filter?: Record<string, unknown>): (source: string, value: unknown) => void {
  const { resource, perPage, sort, filterValues } = useListContext();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  return (source, value) =>
    void prefetchListPage(queryClient, dataProvider, resource, {
      pagination: { page: 1, perPage },
      sort: { field: sort.field, order: sort.order },
      filter: { ...(removeEmpty({ ...filterValues, [source]: value }) as Record<string, unknown>), ...filter },
    });
}
