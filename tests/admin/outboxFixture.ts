/** What tests/admin/outboxServerMain.ts puts in the outbox, for tests/admin/outbox.test.tsx to find. */
export const FAILED_VENDOR = 'Failing Tiffin Centre';
export const DELIVERED_VENDOR = 'Delivered Dosa Corner';
export const REFUSAL = 'WhatsApp refused the message: the number cannot receive WhatsApp messages (not on WhatsApp, or an old app) (code 131026)';
