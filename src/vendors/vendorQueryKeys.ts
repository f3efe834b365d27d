import type { VendorResource } from '../dataProvider/types';

/** Query keys of the custom vendor reads, shared by the screens that read and the actions that change them. */
export const vendorQueryKeys = {
  images: (resource: VendorResource, userId: number) => ['vendorImages', resource, userId] as const,
  stories: (resource: VendorResource, userId: number) => ['vendorStories', resource, userId] as const,
  /** react-admin's getList/getOne/getMany keys all start with [resource, ...]. */
  records: (resource: VendorResource) => [resource] as const,
  dashboard: ['dashboardCounts'] as const,
  queueCounts: ['vendorCounts'] as const,
};
