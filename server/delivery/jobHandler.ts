/**
 * The job that delivers one outbox row (MESSAGE_DELIVERY_JOB, registered by server/plugins/delivery.ts): `{ messageId }`
 * in; a `retry` outcome throws DeliveryRetry, so the queue tries again when the channel asked (a provider's
 * Retry-After, the end of quiet hours); `sent` and `failed` return (a permanent failure is recorded on the row).
 */
import { RetryJobAt } from '../jobs/errors.ts';
import { deliverMessage, type DeliveryDeps } from './deliver.ts';
import { describeOutcome, type DeliveryOutcome } from './outcome.ts';

/** The job kind of a message's delivery; its key is `message:<id>`, so a message is enqueued once. */
export const MESSAGE_DELIVERY_JOB = 'message.deliver';

/**
 * Attempts a message's delivery job has: the channels back off from a minute to an hour, and quiet hours hold a
 * reminder up to twelve hours, so about a day of trying before the message is dead (seen on the admin's work plan).
 */
export const DELIVERY_ATTEMPTS = 30;

export class DeliveryRetry extends RetryJobAt {
  constructor(public readonly outcome: Extract<DeliveryOutcome, { outcome: 'retry' }>) {
    super(`Message ${outcome.messageId}: ${describeOutcome(outcome)}`, new Date(outcome.retryAt));
    this.name = 'DeliveryRetry';
  }
}

export function deliveryJobHandler(deps: DeliveryDeps) {
  return async (payload: { messageId: number }): Promise<DeliveryOutcome> => {
    const outcome = await deliverMessage(deps, payload.messageId);
    if (outcome.outcome === 'retry') throw new DeliveryRetry(outcome);
    return outcome;
  };
}
