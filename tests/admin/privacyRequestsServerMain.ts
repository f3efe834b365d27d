/**
 * Child-process entry for tests/admin/privacyRequestAnswer.test.tsx: the demo server with two vendors, and for each an
 * open erasure request received by one-time code (written through the repository, as verifying a code does); then,
 * received a minute later (so last in the list, which shows the first due first), the last vendor's correction request
 * (the admin test erases the first vendor).
 */
import { insertPrivacyRequest } from '../../server/repositories/privacyRequests.ts';
import { startServer } from '../helpers/server';

const server = await startServer({ seed: 'demo', seedVendors: 2 });
const vendors = await server.app.db.selectFrom('vendor_users').select('id').orderBy('id').limit(2).execute();
const now = Date.now();
for (const { id } of vendors) {
  await insertPrivacyRequest(server.app.db, { vendorId: id, kind: 'erasure', channel: 'code', receivedAt: new Date(now - 60_000).toISOString() });
}
const corrected = vendors.at(-1);
if (corrected) await insertPrivacyRequest(server.app.db, { vendorId: corrected.id, kind: 'correction', details: 'My store moved to Madurai', receivedAt: new Date(now).toISOString() });
console.info(`listening ${server.url}`);
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
