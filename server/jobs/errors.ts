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
