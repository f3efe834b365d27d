/**
 * The adapter a job queue registers as a job kind: `{ messageId }` in, and a plain Error thrown for a `retry` outcome
 * (the queue's own retry policy decides when; the error's text says when the channel asked) so the queue tries again;
 * `sent` and `failed` return (a permanent failure is recorded on the row, not retried).
 */
import { deliverMessage, type DeliveryDeps } from './deliver.ts';
import { describeOutcome, type DeliveryOutcome } from './outcome.ts';

export class DeliveryRetry extends Error {
  constructor(public readonly outcome: Extract<DeliveryOutcome, { outcome: 'retry' }>) {
    super(`Message ${outcome.messageId}: ${describeOutcome(outcome)}`);
    this.name = 'DeliveryRetry';
  }

  /** When the channel asked to be tried again. */
  get retryAt(): Date {
    return new Date(this.outcome.retryAt);
  }
}

export function deliveryJobHandler(deps: DeliveryDeps) {
  return async (payload: { messageId: number }): Promise<DeliveryOutcome> => {
    const outcome = await deliverMessage(deps, payload.messageId);
    if (outcome.outcome === 'retry') throw new DeliveryRetry(outcome);
    return outcome;
  };
}
