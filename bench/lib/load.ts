/**
 * One autocannon case against 127.0.0.1: requests per second (mean of per-second counts) and p99 latency. A case
 * with several URLs (instances of the product) spreads its connections over them evenly.
 */
import autocannon, { type Options, type Result } from 'autocannon';
import { DURATION_SECONDS } from './settings.ts';

export const CONNECTIONS = 10;

/**
 * Pause after each case. autocannon stops at its deadline with up to CONNECTIONS requests still queued in the
 * server (one thread: SQLite calls are synchronous), so the next case's first requests would wait for the
 * previous case's (10 × ~250 ms for a broad search) and its p99 would measure that case, not itself.
 */
const DRAIN_MS = 3000;

export interface LoadCase {
  name: string;
  options: Omit<Options, 'connections' | 'duration' | 'amount'>;
  /** The only status the case may answer; anything else means the bench measured the wrong thing. */
  expectStatus: number;
  /** Concurrent connections (default CONNECTIONS). */
  connections?: number;
  /** Answered 503 by overload shedding (server/plugins/overload.ts) is counted (LoadRun.shed), not a failure. */
  shedAllowed?: boolean;
  /** Requests that timed out (autocannon's 10 s) are counted (LoadRun.timeouts) for a budget, not a failure. */
  timeoutsCounted?: boolean;
}

export interface LoadRun {
  requestsPerSecond: number;
  p99Ms: number;
  total: number;
  /** Answers 503 (overload shedding), when the case allows them. */
  shed: number;
  /** Requests without an answer within autocannon's timeout, when the case counts them. */
  timeouts: number;
}

function checkLoopback(load: LoadCase): void {
  for (const url of [load.options.url].flat()) {
    if (new URL(url).hostname !== '127.0.0.1') throw new Error(`load only against 127.0.0.1, not ${url}`);
  }
}

/** A few requests per connection before measuring; checked like a measured run. */
export async function warmUp(load: LoadCase): Promise<void> {
  checkLoopback(load);
  const connections = load.connections ?? CONNECTIONS;
  check(load, await autocannon({ ...load.options, connections, amount: connections * 3 }));
}

export async function runLoad(load: LoadCase): Promise<LoadRun> {
  checkLoopback(load);
  const result = await autocannon({ ...load.options, connections: load.connections ?? CONNECTIONS, duration: DURATION_SECONDS });
  check(load, result);
  await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
  const shed = load.shedAllowed ? (result.statusCodeStats['503' as keyof typeof result.statusCodeStats]?.count ?? 0) : 0;
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, total: result.requests.total, shed, timeouts: result.timeouts };
}

function check(load: LoadCase, result: Result): void {
  const statuses = Object.entries(result.statusCodeStats);
  const unexpected = statuses.filter(([status]) => Number(status) !== load.expectStatus && !(load.shedAllowed && status === '503'));
  // autocannon counts a timeout among the errors too.
  const timeouts = load.timeoutsCounted ? result.timeouts : 0;
  if (result.errors - timeouts > 0 || result.timeouts - timeouts > 0 || unexpected.length > 0 || result.requests.total === 0) {
    const seen = statuses.map(([status, { count }]) => `${status}×${count}`).join(', ');
    throw new Error(`${load.name}: expected only ${load.expectStatus}, got ${seen || 'no answers'}; ${result.errors} errors, ${result.timeouts} timeouts`);
  }
}
