/** Approval (per kind, and vegetables by phone) and deletion of a vendor account of any kind. */
import type { AnyVendor } from '../../../src/domain/types.ts';
import { notFound } from '../../errors.ts';
import type { ApiInstance } from '../../openapi.ts';
import type { VendorKey } from '../../repositories/vendors.ts';
import { deleteVendorAccount } from '../../vendors/media.ts';
import { approveVendor } from '../../review/decisions.ts';
import { configOfKind, type ServedVendorKind } from './kinds.ts';
import { phoneParams, userIdParams, vendorRecord } from './params.ts';
import { conflictAnswer, deletedAnswer } from '../responses.ts';
import { endpointRoute } from '../endpointRoute.ts';

const tags = ['vendors'];
const notApprovable = conflictAnswer('the review state does not allow approval (e.g. rejected, suspended or already approved)');

/** The SPEC approve is the review desk's approve transition (poster rule, state, audit entry); it answers the record. */
async function verify(app: ApiInstance, config: ServedVendorKind, key: VendorKey): Promise<AnyVendor> {
  const approved = await approveVendor(app.db, config, key, app.decisionNotifier);
  if (!approved) throw notFound(config.label);
  return approved;
}

export function registerVerifyRoute(app: ApiInstance, config: ServedVendorKind): void {
  app.route({
    config: { access: 'vendors.decide' },
    method: config.paths.verify.method,
    url: config.paths.verify.url,
    schema: { tags, params: userIdParams(), response: { 200: vendorRecord(config), ...notApprovable } },
    handler: async (request) => verify(app, config, { userId: request.params.user_id }),
  });
}

/** PUT /api/admin/verifyvendor/{phoneNumber}: the vegetables' "Verify Vendor" button (kinds that declare it). */
export function registerVerifyByPhoneRoute(app: ApiInstance, config: ServedVendorKind): void {
  if (!config.paths.verifyByPhone) return;
  const schema = { tags, params: phoneParams, response: { 200: vendorRecord(config), ...notApprovable } };
  app.put(config.paths.verifyByPhone, { config: { access: 'vendors.decide' }, schema }, async (request) =>
    verify(app, config, { phoneNumber: request.params.phoneNumber }),
  );
}

/**
 * The kinds' `delete` (SPEC 7: DELETE /admin/unverifiedvendor/delete/{user_id}, one path for every kind): any kind,
 * verified or not (the approved detail pages' "delete user" uses it too), one route per distinct declared path.
 * Rows go first (cascade) and commit, then every media file of the vendor is removed through the media journal.
 */
export function registerDeleteVendorRoute(app: ApiInstance): void {
  const schema = { tags, params: userIdParams(), response: { 200: deletedAnswer('user_id') } };
  for (const spec of new Set(app.vendorKinds.map((kind) => kind.endpoints.delete))) {
    app.route({ ...endpointRoute(spec), config: { access: 'vendors.write' }, schema, handler: async (request) => {
      const { user_id } = request.params;
      await deleteVendorAccount(app.media, user_id, (kind) => configOfKind(app, kind).media);
      return { success: true as const, user_id };
    } });
  }
}
