import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The daily cap of visitor mail counts the canonical mailbox (issue 31, decision 034), not the
 * address as typed: the column is named for what it now holds. Rows queued before this migration
 * keep their lower-cased address; they count apart from the canonical key for at most the one day
 * the cap looks back, which is not worth rewriting them for.
 */
export const outboxMailbox: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("outbox").renameColumn("recipient", "mailbox").execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("outbox").renameColumn("mailbox", "recipient").execute();
  },
};
