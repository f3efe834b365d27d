/**
 * The HTTP contract in one table: every SPEC section 7 call, verbatim (typos included), plus our extensions.
 * `public: true` calls work without an admin session; every other call must answer 401 without one.
 * Path parameters are written {name}; `samplePath` fills them with harmless sample values.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ContractCall {
  method: Method;
  path: string;
  public: boolean;
  /** Where it comes from: the legacy contract (SPEC section 7) or our documented extension. */
  source: 'spec' | 'extension';
  area: 'auth' | 'dashboard' | 'vendors' | 'master' | 'callRequests' | 'customers' | 'media' | 'vendorPortal' | 'reviews' | 'admins' | 'self';
}

const spec = (method: Method, path: string, area: ContractCall['area'], isPublic = false): ContractCall => ({
  method,
  path,
  public: isPublic,
  source: 'spec',
  area,
});
const extension = (method: Method, path: string, area: ContractCall['area'], isPublic = false): ContractCall => ({
  method,
  path,
  public: isPublic,
  source: 'extension',
  area,
});

export const CONTRACT: readonly ContractCall[] = [
  // Authentication and dashboard
  spec('POST', '/api/admin/login', 'auth', true),
  extension('POST', '/api/admin/logout', 'auth'),
  spec('GET', '/api/admin/user/count', 'dashboard'),
  spec('GET', '/api/admin/vendor/count', 'dashboard'),

  // Vegetable vendors
  spec('GET', '/api/vegetable/unverified/list', 'vendors'),
  spec('GET', '/api/vegetable/verified/list', 'vendors'),
  spec('GET', '/vegetable/storeimage/{user_id}', 'vendors'),
  spec('DELETE', '/vegetable/storeimage/{user_id}/{imageName}', 'vendors'),
  spec('PUT', '/vegetable/poster/upload', 'vendors'),
  spec('PUT', '/vegetable/poster/storeimg', 'vendors'),
  spec('PUT', '/vegeatable/edit', 'vendors'),
  spec('PUT', '/api/admin/verifyvendor/{phoneNumber}', 'vendors'),
  spec('POST', '/admin/vendor/verify/{user_id}', 'vendors'),
  spec('DELETE', '/admin/unverifiedvendor/delete/{user_id}', 'vendors'),
  spec('GET', '/vegetable/vendor/stories/{user_id}', 'vendors'),
  spec('DELETE', '/vendor/vegetablestories/{storyId}', 'vendors'),

  // Vegetable categories
  spec('GET', '/api/vegetable/categories', 'master'),
  spec('POST', '/api/vegetable/add/category', 'master'),
  spec('POST', '/api/vegetable/add/subcategory', 'master'),
  spec('POST', '/vendor/maincategoryImgReplace', 'master'),
  spec('PUT', '/category/updateName', 'master'),
  spec('DELETE', '/vegetable/delete/category/{id}', 'master'),
  spec('PUT', '/admin/vegetable-categories/{id}', 'master'),
  spec('GET', '/api/vegetable-subcategories/{categoryId}', 'master'),
  spec('PUT', '/admin/vegetable-subcategories/{id}', 'master'),
  spec('POST', '/vendor/subcategoryImgReplace', 'master'),
  spec('PUT', '/subcategory/updateName', 'master'),

  // Professionals
  spec('GET', '/api/professional/unverified/list', 'vendors'),
  spec('GET', '/api/professional/verified/list', 'vendors'),
  spec('GET', '/admin/professional/category', 'master'),
  spec('GET', '/professional/categories', 'master'),
  spec('POST', '/professional/add/category', 'master'),
  spec('POST', '/professional/add/subcategory', 'master'),
  spec('PUT', '/professional/edit/category', 'master'),
  spec('POST', '/vendor/professionalcategoryImgReplace', 'master'),
  spec('DELETE', '/professional/delete/category/{id}', 'master'),
  spec('PUT', '/admin/professional-categories/{id}', 'master'),
  spec('GET', '/professional-subcategories/{categoryId}', 'master'),
  spec('PUT', '/admin/professional-subcategories/{id}', 'master'),
  spec('POST', '/vendor/professional/subcategoryImgReplace', 'master'),
  spec('PUT', '/professional/master/subcategory/updateName', 'master'),
  spec('GET', '/professional/serviceimage/{user_id}', 'vendors'),
  spec('DELETE', '/professional/serviceimage/{user_id}/{imageName}', 'vendors'),
  spec('PUT', '/professional/update/poster', 'vendors'),
  spec('PUT', '/professional/poster/serviceimg', 'vendors'),
  spec('PUT', '/professional/edit', 'vendors'),
  spec('POST', '/admin/professional/verify/{user_id}', 'vendors'),
  spec('GET', '/professional/vendor/stories/{user_id}', 'vendors'),
  spec('DELETE', '/vendor/professional/stories/{storyId}', 'vendors'),

  // Transport
  spec('GET', '/api/transport/unverified/list', 'vendors'),
  spec('GET', '/api/transport/verified/list', 'vendors'),
  spec('GET', '/transport/serviceimage/{user_id}', 'vendors'),
  spec('GET', '/transport/categories', 'master'),
  spec('POST', '/transport/add/category', 'master'),
  spec('PUT', '/transport/edit/category/{id}', 'master'),
  spec('DELETE', '/transport/delete/category/{id}', 'master'),
  spec('PUT', '/transport/poster/upload', 'vendors'),
  spec('PUT', '/transport/poster/serviceimg', 'vendors'),
  spec('PUT', '/transport/edit', 'vendors'),
  spec('POST', '/admin/transport/verify/{user_id}', 'vendors'),
  spec('DELETE', '/transportservice/image/{user_id}/{imageName}', 'vendors'),
  spec('GET', '/transport/vendor/stories/{userId}', 'vendors'),
  spec('DELETE', '/vendor/transportstories/{storyId}', 'vendors'),

  // Hotels (the lists and stories are "not shown" in the spec: our extensions)
  extension('GET', '/api/hotel/unverified/list', 'vendors'),
  extension('GET', '/api/hotel/verified/list', 'vendors'),
  spec('GET', '/hotel/storeimage/{user_id}', 'vendors'),
  spec('PUT', '/admin/hotel/poster/upload', 'vendors'),
  spec('PUT', '/admin/hotel/poster/storeimg', 'vendors'),
  spec('PUT', '/admin/hotel/edit', 'vendors'),
  spec('PUT', '/hotel/vendor/verify/{user_id}', 'vendors'),
  extension('GET', '/hotel/vendor/stories/{user_id}', 'vendors'),
  extension('DELETE', '/vendor/hotelstories/{storyId}', 'vendors'),

  // Call requests
  spec('GET', '/getCallRequests', 'callRequests'),
  spec('PUT', '/updateNotes/{id}', 'callRequests'),
  spec('DELETE', '/callrequest/deleteRow/{id}', 'callRequests'),

  // Customers (ra-data-simple-rest conventions)
  extension('GET', '/api/customers', 'customers'),
  extension('GET', '/api/customers/{id}', 'customers'),

  // Review desk (docs/review-desk.md)
  extension('GET', '/api/reviews', 'reviews'),
  extension('GET', '/api/reviews/counts', 'reviews'),
  extension('GET', '/api/reviews/{id}', 'reviews'),
  extension('POST', '/api/reviews/{id}/decision', 'reviews'),
  extension('POST', '/api/reviews/bulk', 'reviews'),
  extension('POST', '/api/reviews/{id}/claim', 'reviews'),
  extension('DELETE', '/api/reviews/{id}/claim', 'reviews'),
  extension('GET', '/api/reviews/{id}/history', 'reviews'),
  extension('GET', '/api/audit', 'reviews'),
  extension('GET', '/api/admins', 'admins'),
  extension('GET', '/api/admins/{id}', 'admins'),
  extension('POST', '/api/admins', 'admins'),
  extension('PUT', '/api/admins/{id}', 'admins'),
  extension('GET', '/api/reason-templates', 'admins'),
  extension('GET', '/api/reason-templates/{id}', 'admins'),
  extension('POST', '/api/reason-templates', 'admins'),
  extension('PUT', '/api/reason-templates/{id}', 'admins'),
  extension('DELETE', '/api/reason-templates/{id}', 'admins'),
  extension('PUT', '/api/admin/password', 'self'),
  extension('GET', '/api/vendor/review', 'vendorPortal', true),
  extension('POST', '/api/vendor/resubmit', 'vendorPortal', true),

  // Static media (public)
  spec('GET', '/vegetablestoreimages/{name}', 'media', true),
  spec('GET', '/vegetable/category/images/{name}', 'media', true),
  spec('GET', '/vegetablestories/{name}', 'media', true),
  spec('GET', '/professionalserviceimages/{name}', 'media', true),
  spec('GET', '/professionalstories/{name}', 'media', true),
  spec('GET', '/hotelstoreimages/{name}', 'media', true),
  extension('GET', '/vegetable/subcategory/images/{name}', 'media', true),
  extension('GET', '/professional/category/images/{name}', 'media', true),
  extension('GET', '/professional/subcategory/images/{name}', 'media', true),
  extension('GET', '/transportserviceimages/{name}', 'media', true),
  extension('GET', '/transportstories/{name}', 'media', true),
  extension('GET', '/hotelstories/{name}', 'media', true),

  // Public vendor portal (its own vendor session, not the admin's)
  extension('POST', '/api/vendor/apply', 'vendorPortal', true),
  extension('POST', '/api/vendor/login', 'vendorPortal', true),
  extension('POST', '/api/vendor/logout', 'vendorPortal', true),
  extension('GET', '/api/vendor/me', 'vendorPortal', true),
];

const SAMPLE_PARAMS: Record<string, string> = {
  user_id: '1',
  userId: '1',
  id: '1',
  categoryId: '1',
  storyId: '1',
  imageName: 'sample.png',
  phoneNumber: '9876543210',
  name: 'sample.png',
};

/** The path with every {param} replaced by a sample value. */
export function samplePath(template: string): string {
  return template.replace(/\{(\w+)\}/g, (_, param: string) => {
    const value = SAMPLE_PARAMS[param];
    if (value === undefined) throw new Error(`no sample value for {${param}} in ${template}`);
    return value;
  });
}

/** The calls of one area, e.g. to check that each has its contract test. */
export const callsOf = (area: ContractCall['area']) => CONTRACT.filter((call) => call.area === area);

/** "PUT /updateNotes/{id}": the key contract tests use in their names. */
export const callKey = (call: Pick<ContractCall, 'method' | 'path'>) => `${call.method} ${call.path}`;
