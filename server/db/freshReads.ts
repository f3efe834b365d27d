/**
 * Concurrent reads of the same key share one database round trip without ever answering older data than a read
 * of their own would: a call joins the read of its key that has not started yet, or starts one; it never joins a
 * read already running, which may have begun before the caller's own write was committed. So under load one read
 * is running and one is waiting per key, however many calls ask; alone, a call reads at once.
 * Hand-written: caches (lru-cache, DataLoader's per-tick batch) answer what was read before the call arrived, and
 * on PostgreSQL every statement is a socket round trip that cost most of a busy endpoint's time (docs/performance.md).
 * `load` reads what it needs (the clock, say) when it starts, not when it is handed over.
 */
export class FreshReads<V> {
  private readonly running = new Map<string, Promise<V>>();
  private readonly waiting = new Map<string, Promise<V>>();

  read(key: string, load: () => Promise<V>): Promise<V> {
    const waiting = this.waiting.get(key);
    if (waiting) return waiting;
    const running = this.running.get(key);
    if (!running) return this.start(key, load);
    const settled = () => {
      this.waiting.delete(key);
      return this.start(key, load);
    };
    const next = running.then(settled, settled);
    this.waiting.set(key, next);
    return next;
  }

  private start(key: string, load: () => Promise<V>): Promise<V> {
    const read = Promise.resolve().then(load);
    this.running.set(key, read);
    const done = () => {
      if (this.running.get(key) === read) this.running.delete(key);
    };
    read.then(done, done);
    return read;
  }
}
