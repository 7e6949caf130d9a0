import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";

/** How many clients one process counts apart; past it, newcomers share one counter. */
const WINDOW_STORE_CAPACITY = 100_000;

/** The key every client shares once the store is full. */
export const OVERFLOW_KEY = "\u0000overflow";

interface Counter {
  count: number;
  resetAt: number;
}

/**
 * A fixed-window counter per key, in this process's memory, that never forgets a live counter.
 * @fastify/rate-limit's own store is an LRU of 5,000 keys: a caller inventing keys pushes real
 * counters out, and each evicted client starts again from zero. Here a counter only goes when
 * its window is over; when the store is full of live counters, a new key counts on one shared
 * overflow counter, so a flood of new addresses is limited as one client (visitors new during
 * such a flood share that limit) instead of resetting anyone.
 * docs/decisions/029-collector-rate-limit.md explains the choice.
 */
export class WindowStore implements FastifyRateLimitStore {
  /** In the order their windows started: expired counters are always at the front. */
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly capacity = WINDOW_STORE_CAPACITY,
    private readonly now: () => number = Date.now,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = this.now();
    this.sweep(now);
    let counter = this.counters.get(key);
    if (counter === undefined) {
      if (this.counters.size >= this.capacity) {
        key = OVERFLOW_KEY;
        counter = this.counters.get(key);
      }
    }
    if (counter === undefined) {
      counter = { count: 0, resetAt: now + timeWindow };
      this.counters.set(key, counter);
    }
    counter.count += 1;
    callback(null, { current: counter.count, ttl: counter.resetAt - now });
  }

  child(): FastifyRateLimitStore {
    return new WindowStore(this.capacity, this.now);
  }

  /** How many counters are live, for tests. */
  get size(): number {
    return this.counters.size;
  }

  /** Drops the counters whose window is over: all at the front, since every window has one length. */
  private sweep(now: number): void {
    for (const [key, counter] of this.counters) {
      if (counter.resetAt > now) return;
      this.counters.delete(key);
    }
  }
}

/** The store as @fastify/rate-limit takes it (`new Store(options)`). */
export function windowStore(capacity = WINDOW_STORE_CAPACITY): FastifyRateLimitStoreCtor {
  return function BoundedWindowStore() {
    return new WindowStore(capacity);
  } as unknown as FastifyRateLimitStoreCtor;
}
