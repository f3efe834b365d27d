/** Delivery of the outbox's messages by WhatsApp, SMS and e-mail (docs/messages.md "Delivery"). */
export { deliverMessage, backoff, type DeliveryDeps } from './deliver.ts';
export { deliveryJobHandler, DeliveryRetry } from './jobHandler.ts';
export { queueAutomaticMessage, type AutomaticMessage } from './outbox.ts';
export { describeOutcome, type ChannelReport, type DeliveryOutcome } from './outcome.ts';
export { quietHoursEnd } from './quietHours.ts';
export { offeredChannels } from './channels.ts';
