/**
 * Child-process entry for tests/admin/outbox.test.tsx: the demo server with WhatsApp configured (at an address never
 * called: the job worker is off, so a retried message stays waiting for the test to see) and two vendors' approvals
 * in the outbox as the delivery leaves them: one refused for good by WhatsApp (failed), one delivered; and a third
 * vendor's approval that no channel could take (failed, with its reasons stored).
 */
import { startServer } from '../helpers/server';
import { createVendor } from '../server/vendorFixtures';
import { DELIVERED_VENDOR, FAILED_VENDOR, NO_CHANNEL_REASONS, NO_CHANNEL_VENDOR, REFUSAL } from './outboxFixture';

const server = await startServer({
  seed: 'demo',
  seedVendors: 0,
  config: {
    jobsWorker: false,
    delivery: { email: null, sms: null, timeoutMs: 2000, whatsapp: { apiUrl: 'http://127.0.0.1:9/v21.0', phoneNumberId: '1', token: 'never-used', appSecret: 'never-used', verifyToken: undefined } },
  },
});
const { db } = server.app;
const now = new Date().toISOString();
for (const [name, outcome] of [
  [FAILED_VENDOR, 'failed'],
  [DELIVERED_VENDOR, 'delivered'],
] as const) {
  const vendor = await createVendor(server, 'hotel', { poster: 'poster.png', name });
  const message = await db
    .insertInto('vendor_messages')
    .values({
      kind: 'hotel', user_id: vendor.userId, phone: `91${vendor.phoneNumber}`, channel: 'whatsapp', language: 'en', topic: 'approved',
      text: `Hello ${name},\nYour shop is approved.`, status: outcome === 'failed' ? 'failed' : 'sent', created_at: now, created_by: null, params: JSON.stringify({ name }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('message_deliveries')
    .values({
      message_id: message.id, channel: 'whatsapp', status: outcome, attempts: 1, updated_at: now,
      last_error: outcome === 'failed' ? REFUSAL : null, provider_id: outcome === 'failed' ? null : `wamid.${message.id}`,
    })
    .execute();
}
const unreached = await createVendor(server, 'hotel', { poster: 'poster.png', name: NO_CHANNEL_VENDOR });
await db
  .insertInto('vendor_messages')
  .values({
    kind: 'hotel', user_id: unreached.userId, phone: `91${unreached.phoneNumber}`, channel: 'whatsapp', language: 'en', topic: 'approved',
    text: `Hello ${NO_CHANNEL_VENDOR},\nYour shop is approved.`, status: 'failed', created_at: now, created_by: null,
    params: JSON.stringify({ name: NO_CHANNEL_VENDOR }), no_channel: NO_CHANNEL_REASONS.join(','),
  })
  .execute();
console.info(`listening ${server.url}`);
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
