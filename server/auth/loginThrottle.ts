/** Counts failed logins per client address in a fixed window; past the limit the client gets 429 until it ends. */
export class LoginThrottle {
  private failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Seconds until the client may try again, or 0 when it may try now. */
  retryAfter(client: string, now = Date.now()): number {
    const entry = this.failures.get(client);
    if (!entry || entry.resetAt <= now) return 0;
    return entry.count >= this.limit ? Math.ceil((entry.resetAt - now) / 1000) : 0;
  }

  recordFailure(client: string, now = Date.now()): void {
    const entry = this.failures.get(client);
    if (!entry || entry.resetAt <= now) {
      if (this.failures.size > 10_000) this.prune(now);
      this.failures.set(client, { count: 1, resetAt: now + this.windowMs });
    } else {
      entry.count += 1;
    }
  }

  reset(client: string): void {
    this.failures.delete(client);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
