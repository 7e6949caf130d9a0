import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The lead's visitor e-mails that a cap held back (issue 51): what, when and which cap, so that
 * the lead's page shows it and the owner's alert names the leads. Goes with its lead.
 */
export const heldMail: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("held_mail")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade"))
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("cap", "text", (col) => col.notNull())
      .addColumn("held_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("held_mail_lead_idx").on("held_mail").columns(["lead_id", "held_at"]).execute();
    await db.schema.createIndex("held_mail_held_at_idx").on("held_mail").column("held_at").execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("held_mail").execute();
  },
};
