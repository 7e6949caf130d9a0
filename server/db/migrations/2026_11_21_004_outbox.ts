import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const outbox: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("outbox")
      .addColumn("id", "text", (col) => col.primaryKey())
      // Deleting a lead (a data-subject request) deletes its notifications with it.
      .addColumn("lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (col) => col.notNull())
      .addColumn("sent_at", "text")
      .addColumn("last_error", "text")
      .execute();
    // Only unsent rows are ever looked for by time; sent ones stay as a record.
    await db.schema
      .createIndex("outbox_due_idx")
      .on("outbox")
      .column("next_attempt_at")
      .where(sql.ref("sent_at"), "is", null)
      .execute();
    await db.schema.createIndex("outbox_lead_id_idx").on("outbox").column("lead_id").execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("outbox").execute();
  },
};
