/**
 * A handler throws PermanentJobError for a failure no retry can mend (the record is gone, the input is invalid):
 * the job is dead at once, with the message as its last error. Any other error is retried with back-off until the
 * job's max_attempts (server/jobs/worker.ts).
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/**
 * A handler throws RetryJobAt when the failure itself says when to try again (a provider's Retry-After, the end of
 * quiet hours): the next attempt is due then rather than after the queue's back-off. It still counts as an attempt.
 */
export class RetryJobAt extends Error {
  constructor(
    message: string,
    public readonly retryAt: Date,
  ) {
    super(message);
    this.name = 'RetryJobAt';
  }
}
