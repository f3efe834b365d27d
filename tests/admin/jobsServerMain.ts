/**
 * Child-process entry for tests/admin/jobs.test.tsx: the demo server with its job worker off (a retried job stays
 * queued for the test to see), a kind `test.fail` whose handler fails for good, two jobs of it run to death, and a
 * message delivery due in a year.
 */
import { PermanentJobError } from '../../server/jobs/errors.ts';
import { startServer } from '../helpers/server';
import { FAILING_KIND, failureOf, LATER_DELIVERY } from './jobsFixture';

const server = await startServer({ seed: 'demo', seedVendors: 0, config: { jobsWorker: false } });
server.app.jobs.register<{ record: number }>(FAILING_KIND, ({ record }) => {
  throw new PermanentJobError(failureOf(record));
});
for (const record of [41, 42]) await server.app.jobs.enqueue({ kind: FAILING_KIND, payload: { record }, maxAttempts: 1 });
await server.app.jobs.runDue();
await server.app.jobs.enqueue(LATER_DELIVERY);
console.info(`listening ${server.url}`);
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
