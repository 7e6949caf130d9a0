import { SqliteAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The counters of the collector's rate limit and the sign-in limiter, shared by every instance,
 * on PostgreSQL only (SQLite means one process: they stay in its memory). The shape is the one
 * rate-limiter-flexible's RateLimiterPostgres expects (`key`, `points`, `expire` in ms since
 * the epoch); created here rather than by the library so that instances starting together do
 * not race to create it (the migrator holds a lock).
 */
export const rateLimits: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (!isPostgres(db)) return;
    await db.schema
      .createTable("rate_limits")
      .addColumn("key", "varchar(255)", (col) => col.primaryKey())
      .addColumn("points", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("expire", "bigint")
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    if (isPostgres(db)) await db.schema.dropTable("rate_limits").execute();
  },
};

function isPostgres(db: Kysely<unknown>): boolean {
  return !(db.getExecutor().adapter instanceof SqliteAdapter);
}
