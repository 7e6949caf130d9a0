/**
 * Failed sign-ins per client address in a fixed window: after `max` of them, the address has to
 * wait for the window to end, right password or not. Only failures count, so the owner signing
 * in often is never locked out. In memory, per process: several instances each count their own.
 */
export class SignInLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max = 5,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
    /** A flood from many addresses must not grow the map without bound. */
    private readonly maxAddresses = 100_000,
  ) {}

  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfter(key: string): number {
    const entry = this.failures.get(key);
    if (entry === undefined) return 0;
    const left = entry.resetAt - this.now();
    if (left <= 0) {
      this.failures.delete(key);
      return 0;
    }
    return entry.count >= this.max ? Math.ceil(left / 1000) : 0;
  }

  fail(key: string): void {
    const now = this.now();
    const entry = this.failures.get(key);
    if (entry !== undefined && entry.resetAt > now) {
      entry.count += 1;
      return;
    }
    this.failures.delete(key);
    if (this.failures.size >= this.maxAddresses) this.prune(now);
    this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  private prune(now: number): void {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
    // Still full of live entries: drop the oldest (a Map iterates in insertion order).
    for (const key of this.failures.keys()) {
      if (this.failures.size < this.maxAddresses) break;
      this.failures.delete(key);
    }
  }
}
