import { createHash } from "node:crypto";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { AttemptLimit, AttemptLimits } from "./attempts.js";

/** Created by the migration `2026_11_23_005_rate_limits`. */
const RATE_LIMITS_TABLE = "rate_limits";

/**
 * A counter in PostgreSQL, kept by rate-limiter-flexible: every change is one
 * `INSERT … ON CONFLICT (key) DO UPDATE … RETURNING points, expire`, so instances counting the
 * same key at the same moment each see their own increment and never lose one.
 */
function postgresLimiter(pool: pg.Pool, keyPrefix: string, points: number, windowMs: number): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: "pool",
    tableName: RATE_LIMITS_TABLE,
    tableCreated: true,
    keyPrefix,
    points,
    duration: windowMs / 1000,
  });
}

/**
 * The key as stored: as it is when short and printable, else its SHA-256. The collector's key
 * holds the form id from the URL, which may be anything (`/f/%00`: PostgreSQL refuses a NUL in
 * text), and the column holds 255 characters.
 */
export function storedKey(key: string): string {
  return key.length <= 200 && /^[\x20-\x7e]*$/.test(key)
    ? key
    : `sha256:${createHash("sha256").update(key).digest("hex")}`;
}

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL. @fastify/rate-limit keeps deciding
 * (count above `max`: 429 with Retry-After), from the count and time left that the upsert returns.
 */
export function postgresRateLimitStore(pool: pg.Pool, keyPrefix: string): FastifyRateLimitStoreCtor {
  // One limiter per window length (the route gives `timeWindow` with every call).
  const limiters = new Map<number, RateLimiterPostgres>();
  const limiterFor = (timeWindow: number) => {
    let limiter = limiters.get(timeWindow);
    if (limiter === undefined) {
      // `points` only matters to consume(); penalty() just counts.
      limiter = postgresLimiter(pool, keyPrefix, Number.MAX_SAFE_INTEGER, timeWindow);
      limiters.set(timeWindow, limiter);
    }
    return limiter;
  };
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      limiterFor(timeWindow)
        .penalty(storedKey(key), 1)
        .then(
          (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
    child: () => store,
  };
  // @fastify/rate-limit calls `new Store(options)`: a constructor that returns an object gives it.
  return function PostgresRateLimitStore() {
    return store;
  } as unknown as FastifyRateLimitStoreCtor;
}

/** `AttemptLimiter`, counted in PostgreSQL by one upsert per attempt, under its scope's name. */
export class PostgresAttemptLimiter implements AttemptLimits {
  private readonly limiter: RateLimiterPostgres;

  constructor(pool: pg.Pool, scope: string, { max, windowMs }: AttemptLimit) {
    this.limiter = postgresLimiter(pool, scope, max, windowMs);
  }

  async attempt(key: string): Promise<number> {
    try {
      await this.limiter.consume(storedKey(key));
      return 0;
    } catch (rejection) {
      // A refusal; anything else is the database failing, for the route's error handler.
      if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw rejection;
    }
  }

  async succeeded(key: string): Promise<void> {
    await this.limiter.reward(storedKey(key), 1);
  }
}
