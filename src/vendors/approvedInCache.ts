/**
 * The vendor the approve call answered, written into react-admin's cache the way react-admin's own useUpdate
 * does after an update (ra-core useUpdate, `updateCache`): its getOne, and every list page and getMany result that
 * holds it. A page of the queue it left (filter `verified: false`) loses it, and its total one. Nothing is
 * refetched: a page of the queue it joined is read afresh when it is next shown, as every list page is.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { GetListResult, Identifier } from 'react-admin';
import type { VendorRecord, VendorResource } from '../dataProvider/types';

type Page = GetListResult<VendorRecord>;

const sameId = (record: { id: Identifier }, id: Identifier) => String(record.id) === String(id);

/** Whether a list asking for `filter` still holds the record (only `verified` moves with an approval). */
function keeps(filter: unknown, record: VendorRecord): boolean {
  const wanted = filter && typeof filter === 'object' ? (filter as { verified?: unknown }).verified : undefined;
  if (wanted === undefined || wanted === null || wanted === '') return true;
  const verified = wanted === true || wanted === 1 || wanted === '1' || wanted === 'true';
  return verified === Boolean(Number(record.verification));
}

export function writeApprovedVendor(queryClient: QueryClient, resource: VendorResource, record: VendorRecord): void {
  const merge = (old: VendorRecord) => ({ ...old, ...record });
  const onPage = (page: Page | undefined, filter: unknown): Page | undefined => {
    if (!page?.data?.some((old) => sameId(old, record.id))) return page;
    if (keeps(filter, record)) return { ...page, data: page.data.map((old) => (sameId(old, record.id) ? merge(old) : old)) };
    const total = page.total === undefined ? undefined : Math.max(0, page.total - 1);
    return { ...page, data: page.data.filter((old) => !sameId(old, record.id)), ...(total === undefined ? {} : { total }) };
  };

  queryClient.setQueriesData<VendorRecord>(
    { queryKey: [resource, 'getOne'], predicate: ({ queryKey }) => sameId(queryKey[2] as { id: Identifier }, record.id) },
    (old) => (old ? merge(old) : old),
  );
  for (const kind of ['getList', 'getManyReference']) {
    for (const query of queryClient.getQueryCache().findAll({ queryKey: [resource, kind] })) {
      const params = query.queryKey[2] as { filter?: unknown } | undefined;
      queryClient.setQueryData<Page>(query.queryKey, (page) => onPage(page, params?.filter));
    }
  }
  queryClient.setQueriesData<VendorRecord[]>({ queryKey: [resource, 'getMany'] }, (old) => old?.map((one) => (sameId(one, record.id) ? merge(one) : one)));
}
