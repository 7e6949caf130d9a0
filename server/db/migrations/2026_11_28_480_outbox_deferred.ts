import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Whether a message was queued to fall due later on purpose (issue 48): the outbox no longer
 * knows which kinds those are, so each message says it. The rows queued before are the two kinds
 * that did so then (the acknowledgement and the owner's reminder), named here once, frozen.
 */
export const outboxDeferred: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable("outbox")
      .addColumn("deferred", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`update outbox set deferred = 1 where kind in ('visitor-acknowledgement', 'owner-reminder')`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("outbox").dropColumn("deferred").execute();
  },
};
