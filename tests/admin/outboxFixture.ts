/** What tests/admin/outboxServerMain.ts puts in the outbox, for tests/admin/outbox.test.tsx to find. */
export const FAILED_VENDOR = 'Failing Tiffin Centre';
export const DELIVERED_VENDOR = 'Delivered Dosa Corner';
export const REFUSAL = 'WhatsApp refused the message: the number cannot receive WhatsApp messages (not on WhatsApp, or an old app) (code 131026)';
/** A vendor whose approval no channel could take (the number never agreed to WhatsApp; SMS and e-mail not set up). */
export const NO_CHANNEL_VENDOR = 'Unreached Idli Stall';
export const NO_CHANNEL_REASONS = ['whatsapp_not_agreed', 'sms_off', 'email_off'] as const;
