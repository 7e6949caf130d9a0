import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/** The owner's replies read from their Sent folder, and how far it was read (server/replies/tables.ts). */
export const leadReplies: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("lead_replies")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade"))
      .addColumn("message_id", "text", (col) => col.notNull())
      .addColumn("sent_at", "text", (col) => col.notNull())
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("body", "text")
      .addUniqueConstraint("lead_replies_lead_message_unique", ["lead_id", "message_id"])
      .execute();
    await db.schema.createIndex("lead_replies_lead_idx").on("lead_replies").columns(["lead_id", "sent_at"]).execute();
    await db.schema
      .createTable("imap_sync")
      .addColumn("mailbox", "text", (col) => col.primaryKey())
      .addColumn("uid_validity", "text", (col) => col.notNull())
      .addColumn("last_uid", "integer", (col) => col.notNull())
      .addColumn("leased_until", "text", (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("imap_sync").execute();
    await db.schema.dropTable("lead_replies").execute();
  },
};
