/**
 * Child-process entry for tests/admin/privacyRequestAnswer.test.tsx: the demo server with two vendors, and for each an
 * open erasure request received by one-time code (written through the repository, as verifying a code does).
 */
import { insertPrivacyRequest } from '../../server/repositories/privacyRequests.ts';
import { startServer } from '../helpers/server';

const server = await startServer({ seed: 'demo', seedVendors: 2 });
const vendors = await server.app.db.selectFrom('vendor_users').select('id').orderBy('id').limit(2).execute();
for (const { id } of vendors) {
  await insertPrivacyRequest(server.app.db, { vendorId: id, kind: 'erasure', channel: 'code', receivedAt: new Date().toISOString() });
}
console.info(`listening ${server.url}`);
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
