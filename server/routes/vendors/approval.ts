/** Approval (per kind, and vegetables by phone) and deletion of a vendor account of any kind. */
import type { FastifyInstance } from 'fastify';
import type { AnyVendor } from '../../../src/domain/types.ts';
import { notFound, parse } from '../../errors.ts';
import { deleteVendor, findVendor, findVendorByPhone } from '../../repositories/vendors.ts';
import { decide } from '../../review/decisions.ts';
import { VENDOR_KIND_CONFIGS, type VendorKindConfig } from './kinds.ts';
import { requireVendor } from './lookup.ts';
import { phoneParams, userIdParams } from './params.ts';

function verify(app: FastifyInstance, config: VendorKindConfig, vendor: AnyVendor): AnyVendor | null {
  // The SPEC approve is the review desk's approve transition (poster rule, state, audit entry).
  decide(app.db, vendor.user_id, 'approve');
  return findVendor(app.db, config, vendor.user_id);
}

export function registerVerifyRoute(app: FastifyInstance, config: VendorKindConfig): void {
  const params = userIdParams();
  app.route({
    method: config.paths.verify.method,
    url: config.paths.verify.url,
    handler: async (request) => {
      const { user_id } = parse(params, request.params);
      return verify(app, config, requireVendor(app.db, config, user_id));
    },
  });
}

/** PUT /api/admin/verifyvendor/{phoneNumber}: the vegetables' "Verify Vendor" button. */
export function registerVerifyByPhoneRoute(app: FastifyInstance, config: VendorKindConfig): void {
  app.put('/api/admin/verifyvendor/:phoneNumber', async (request) => {
    const { phoneNumber } = parse(phoneParams, request.params);
    const vendor = findVendorByPhone(app.db, config, phoneNumber);
    if (!vendor) throw notFound(config.label);
    return verify(app, config, vendor);
  });
}

/**
 * DELETE /admin/unverifiedvendor/delete/{user_id}: any kind, verified or not (the approved detail pages'
 * "delete user" uses it too). Rows go first (cascade), then every media file of the vendor.
 */
export function registerDeleteVendorRoute(app: FastifyInstance): void {
  const params = userIdParams();
  app.delete('/admin/unverifiedvendor/delete/:user_id', async (request) => {
    const { user_id } = parse(params, request.params);
    const deleted = deleteVendor(app.db, user_id);
    if (!deleted) throw notFound('Vendor');
    const { images, stories } = VENDOR_KIND_CONFIGS[deleted.kind].media;
    for (const name of [...deleted.images, deleted.poster]) app.media.remove(images, name);
    for (const name of deleted.stories) app.media.remove(stories, name);
    return { success: true, user_id };
  });
}
