/** A vendor's media folders (their kind's), for the data rights that read or remove their files; null when the account is gone. */
import type { FastifyInstance } from 'fastify';
import type { VendorFolders } from '../privacy/dataRights.ts';
import { vendorKindOf } from '../repositories/vendorsTable.ts';
import { configOfKind } from './vendors/kinds.ts';

export function vendorFoldersOf(app: FastifyInstance) {
  return async (vendorId: number): Promise<VendorFolders | null> => {
    const kind = await vendorKindOf(app.db, vendorId);
    return kind ? configOfKind(app, kind).media : null;
  };
}
