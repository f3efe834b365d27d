/**
 * A cap on concurrent password hashes. scrypt runs on libuv's small thread pool, which also serves file reads:
 * a burst of logins hashing at once would starve media and every other request. At most `concurrent` hashes run,
 * at most `queued` wait their turn in order, and anything beyond answers 503 with Retry-After at once.
 */
import { HttpProblem } from '../errors.ts';

export class ServerBusy extends HttpProblem {
  constructor(public readonly retryAfterSeconds: number) {
    super(503, `The server is busy checking other logins; try again in ${retryAfterSeconds} s`);
  }
}

export class HashGate {
  private running = 0;
  private waiting: Array<() => void> = [];

  constructor(
    private readonly concurrent = 2,
    private readonly queued = 16,
  ) {}

  /** Runs `hash` when a slot is free; throws ServerBusy when the queue is full. */
  async run<T>(hash: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrent) {
      if (this.waiting.length >= this.queued) throw new ServerBusy(1);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await hash();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** One gate for every password hash of the process (admin and vendor logins, vendor applications). */
export const passwordHashGate = new HashGate();
