/**
 * A cap on concurrent password hashes. scrypt is CPU-heavy and runs on libuv's small thread pool, which also serves
 * file reads: a burst of logins hashing at once would starve media and every other request. At most `concurrent`
 * hashes run (half the cores, at least one); up to `queued` wait, taken in turn per client so one client's burst
 * cannot make another client's login wait behind all of it; anything beyond answers 503 with Retry-After at once.
 */
import os from 'node:os';
import { HttpProblem } from '../errors.ts';

export class ServerBusy extends HttpProblem {
  constructor(public readonly retryAfterSeconds: number) {
    super(503, `The server is busy checking other logins; try again in ${retryAfterSeconds} s`);
  }
}

export class HashGate {
  private running = 0;
  private waitingCount = 0;
  /** Waiters per client; Map order is the turn order. */
  private waiting = new Map<string, Array<() => void>>();

  constructor(
    private readonly concurrent = Math.max(1, Math.floor(os.availableParallelism() / 2)),
    private readonly queued = 32,
  ) {}

  /** Runs `hash` when a slot is free; throws ServerBusy when the queue is full. */
  async run<T>(hash: () => Promise<T>, client = ''): Promise<T> {
    if (this.running >= this.concurrent) {
      if (this.waitingCount >= this.queued) throw new ServerBusy(1);
      await new Promise<void>((resolve) => this.enqueue(client, resolve));
    } else {
      this.running += 1;
    }
    try {
      return await hash();
    } finally {
      this.handOver();
    }
  }

  private enqueue(client: string, resolve: () => void): void {
    const line = this.waiting.get(client);
    if (line) line.push(resolve);
    else this.waiting.set(client, [resolve]);
    this.waitingCount += 1;
  }

  /** Gives the finished slot to the first waiter of the client whose turn it is; that client goes to the back. */
  private handOver(): void {
    const next = this.waiting.entries().next();
    if (next.done) {
      this.running -= 1;
      return;
    }
    const [client, line] = next.value;
    this.waiting.delete(client);
    const resolve = line.shift();
    if (line.length) this.waiting.set(client, line);
    this.waitingCount -= 1;
    resolve?.();
  }
}

/**
 * One gate for every password hash of the process (admin and vendor logins, vendor applications).
 * Per process on purpose, unlike the login counts: it guards this machine's CPU and thread pool, not the accounts.
 */
export const passwordHashGate = new HashGate();
