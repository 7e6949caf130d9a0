import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import pg from "pg";
import { GLOBAL_SIGN_IN_LIMIT } from "../owner/sign-in-budget.js";
import { SignInLimiter, type SignInLimits } from "../owner/sign-in-limiter.js";
import { PostgresSignInLimiter, postgresRateLimitStore } from "./postgres.js";
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
  readonly signIn: SignInLimits;
  /** Failed sign-ins from every address together (server/owner/sign-in-budget.ts). */
  readonly signInGlobal: SignInLimits;
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
      signIn: new SignInLimiter(),
      signInGlobal: new SignInLimiter(GLOBAL_SIGN_IN_LIMIT.max, GLOBAL_SIGN_IN_LIMIT.windowMs),
    });
    return;
  }
  // A pool of its own, small: one short statement per counted request.
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4, connectionTimeoutMillis: 5_000 });
  pool.on("error", (error) => app.log.error({ err: error }, "rate-limit database connection error"));
  app.decorate<Limits>("limits", {
    shared: true,
    collectorStore: postgresRateLimitStore(pool, "collector"),
    signIn: new PostgresSignInLimiter(pool),
    signInGlobal: new PostgresSignInLimiter(pool, GLOBAL_SIGN_IN_LIMIT),
  });
  app.addHook("onClose", async () => {
    await pool.end();
  });
}

// After db: its migrations create the table the counts live in.
export default fp(limits, { name: "limits", fastify: "5.x", dependencies: ["db"] });
