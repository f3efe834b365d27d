/** What tests/admin/jobsServerMain.ts puts in the queue, for tests/admin/jobs.test.tsx to find. */
export const FAILING_KIND = 'test.fail';
/** The failing job's last error: long, with an address no space breaks, so the list must wrap it. */
export const failureOf = (record: number) => `The test record ${record} is gone; nothing to deliver to https://example.test/a/very/long/address/${'segment/'.repeat(12)}end`;
/** A message delivery due in a year: queued while the tests run. */
export const LATER_DELIVERY = { kind: 'message.deliver', payload: { messageId: 999_999 }, runAt: new Date(Date.now() + 365 * 86_400_000) };
