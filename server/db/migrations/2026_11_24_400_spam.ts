import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Issue 27: every verdict keeps its reasons on the lead (a JSON array of reason names, empty for
 * a lead nothing flagged), the owner's own spam rules, and the proof-of-work challenges already
 * spent, so that a solved challenge is accepted once whichever instance receives it.
 */
export const spam: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable("leads")
      .addColumn("spam_reasons", "text", (col) => col.notNull().defaultTo("[]"))
      .execute();
    await db.schema
      .createTable("spam_rules")
      .addColumn("id", "text", (col) => col.primaryKey())
      // keyword | pattern | domain | address (shared/spam.ts); checked there, not here.
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("value", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addUniqueConstraint("spam_rules_kind_value_unique", ["kind", "value"])
      .execute();
    await db.schema
      .createTable("spent_challenges")
      .addColumn("signature", "text", (col) => col.primaryKey())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("spent_challenges_expires_at_idx")
      .on("spent_challenges")
      .column("expires_at")
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("spent_challenges").execute();
    await db.schema.dropTable("spam_rules").execute();
    await db.schema.alterTable("leads").dropColumn("spam_reasons").execute();
  },
};
