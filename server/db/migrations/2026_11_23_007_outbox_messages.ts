import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The outbox carries more than the owner's notification of a lead (issue 19): invitations,
 * cancellations, the visitor's acknowledgement and the owner's reminder. Existing rows are
 * notifications, as before. `recipient` is the visitor's address for messages to the visitor
 * (counted for the daily cap per address); `payload` is what the message needs beyond the lead,
 * as JSON, fixed when it was queued.
 */
export const outboxMessages: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable("outbox")
      .addColumn("kind", "text", (col) => col.notNull().defaultTo("notification"))
      .execute();
    await db.schema.alterTable("outbox").addColumn("recipient", "text").execute();
    await db.schema.alterTable("outbox").addColumn("payload", "text").execute();
    await db.schema.createIndex("outbox_recipient_idx").on("outbox").columns(["recipient", "created_at"]).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex("outbox_recipient_idx").execute();
    for (const column of ["payload", "recipient", "kind"]) {
      await db.schema.alterTable("outbox").dropColumn(column).execute();
    }
  },
};
