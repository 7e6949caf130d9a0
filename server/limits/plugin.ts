import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import pg from "pg";
import { AttemptLimiter, type AttemptLimit, type AttemptLimits } from "./attempts.js";
import { PostgresAttemptLimiter, postgresRateLimitStore } from "./postgres.js";
import { windowStore } from "./window-store.js";

/** DATABASE_URL: the counts are shared in PostgreSQL when it is set. */
export interface LimitsOptions {
  databaseUrl: string | undefined;
}

export interface Limits {
  /** True when the counts are in PostgreSQL, shared by every instance on the database. */
  readonly shared: boolean;
  /** The collector's @fastify/rate-limit store: a bounded one in memory, or PostgreSQL's. */
  readonly collectorStore: FastifyRateLimitStoreCtor;
  /**
   * A limiter of failed attempts per key for a capability to take at start (owner's sign-in).
   * `scope` names its counts in PostgreSQL: one scope, one limit.
   */
  attempts(scope: string, limit: AttemptLimit): AttemptLimits;
}

declare module "fastify" {
  interface FastifyInstance {
    limits: Limits;
  }
}

/**
 * Where the collector's rate limit and the sign-in limiter count: in this process's memory with
 * SQLite (one process), in PostgreSQL with DATABASE_URL, so that a flood or a password guesser
 * spread over several instances gets the limit once, not once per instance.
 * See docs/decisions/019-shared-limits.md.
 */
async function limits(app: FastifyInstance, options: LimitsOptions): Promise<void> {
  if (options.databaseUrl === undefined) {
    app.decorate<Limits>("limits", {
      shared: false,
      collectorStore: windowStore(),
      attempts: (_scope, limit) => new AttemptLimiter(limit),
    });
    return;
  }
  // A pool of its own, small: one short statement per counted request.
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4, connectionTimeoutMillis: 5_000 });
  pool.on("error", (error) => app.log.error({ err: error }, "rate-limit database connection error"));
  app.decorate<Limits>("limits", {
    shared: true,
    collectorStore: postgresRateLimitStore(pool, "collector"),
    attempts: (scope, limit) => new PostgresAttemptLimiter(pool, scope, limit),
  });
  app.addHook("onClose", async () => {
    await pool.end();
  });
}

// After db: its migrations create the table the counts live in.
export default fp(limits, { name: "limits", fastify: "5.x", dependencies: ["db"] });
