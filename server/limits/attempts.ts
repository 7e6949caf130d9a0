/** How many attempts a key may make in a fixed window. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/**
 * Attempts per key (a client address, say) in a fixed window: each attempt is counted before
 * it is checked, in one step, and a successful one is given back, so only failures count and a
 * person who gets it right often is never locked out. After `max` failures the key waits for the
 * window to end, right or not. A capability takes one from `app.limits.attempts` (owner's
 * sign-in does).
 */
export interface AttemptLimits {
  /** Counts an attempt from `key`: 0 when it may go ahead, else the seconds until it may. */
  attempt(key: string): Promise<number>;
  /** Gives back an attempt that turned out to succeed. */
  succeeded(key: string): Promise<void>;
}

/**
 * In memory, for one process (SQLite). With DATABASE_URL the counts live in PostgreSQL instead
 * (`server/limits/postgres.ts`), so that several instances share them.
 */
export class AttemptLimiter implements AttemptLimits {
  private readonly attempts = new Map<string, { count: number; resetAt: number }>();

  private readonly max: number;
  private readonly windowMs: number;

  constructor(
    { max, windowMs }: AttemptLimit,
    private readonly now: () => number = Date.now,
    /** A flood from many addresses must not grow the map without bound. */
    private readonly maxAddresses = 100_000,
  ) {
    this.max = max;
    this.windowMs = windowMs;
  }

  async attempt(key: string): Promise<number> {
    return this.take(key);
  }

  async succeeded(key: string): Promise<void> {
    const entry = this.attempts.get(key);
    if (entry !== undefined && entry.count > 0) entry.count -= 1;
  }

  /** `attempt`, synchronously: one process, so nothing can come between the count and the check. */
  take(key: string): number {
    const now = this.now();
    let entry = this.attempts.get(key);
    if (entry === undefined || entry.resetAt <= now) {
      this.attempts.delete(key);
      if (this.attempts.size >= this.maxAddresses) this.prune(now);
      entry = { count: 0, resetAt: now + this.windowMs };
      this.attempts.set(key, entry);
    }
    entry.count += 1;
    return entry.count > this.max ? Math.ceil((entry.resetAt - now) / 1000) : 0;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.attempts) if (entry.resetAt <= now) this.attempts.delete(key);
    // Still full of live entries: drop the oldest (a Map iterates in insertion order).
    for (const key of this.attempts.keys()) {
      if (this.attempts.size < this.maxAddresses) break;
      this.attempts.delete(key);
    }
  }
}
