// Why no channel could deliver an automatic message (docs/messages.md "The outbox"): the recipient has no mobile
// number, the number did not agree to WhatsApp, the type has no DLT template for SMS, a channel is not configured …
// as comma-separated codes (src/domain/outbox.ts NO_CHANNEL_REASONS), which the admin says in English or Tamil.
// NULL: a channel took the message, or may still.
import type { Db } from '../types.ts';

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('vendor_messages').addColumn('no_channel', 'text').execute();
}
