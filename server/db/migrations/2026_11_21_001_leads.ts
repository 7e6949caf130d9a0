import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Migrations are frozen history: they never import app code, so the value lists below are
// copied here on purpose. A later change to a list is a new migration.
export const leads: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("leads")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("form", "text", (col) => col.notNull())
      // ISO 8601 in UTC (`2026-11-21T17:00:00.000Z`) in both dialects: it sorts as text, and
      // SQLite has no date type to agree with PostgreSQL's.
      .addColumn("received_at", "text", (col) => col.notNull())
      .addColumn("language", "text", (col) => col.notNull())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("reply_to", "text")
      .addColumn("company", "text", (col) => col.notNull())
      .addColumn("message", "text", (col) => col.notNull())
      .addColumn("team_size", "text")
      .addColumn("workshop_interest", "text")
      .addColumn("subject", "text")
      .addColumn("client_address", "text")
      .addColumn("user_agent", "text")
      .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
      .addColumn("idempotency_key", "text", (col) => col.unique())
      .addColumn("next_url", "text", (col) => col.notNull())
      .addCheckConstraint("leads_form_check", sql`form in ('consulting', 'discovery')`)
      .addCheckConstraint("leads_language_check", sql`language in ('en', 'pt')`)
      .addCheckConstraint("leads_status_check", sql`status in ('new', 'handled', 'spam')`)
      .addCheckConstraint("leads_team_size_check", sql`team_size in ('1-5', '6-15', '16-30', '31+')`)
      .addCheckConstraint(
        "leads_workshop_interest_check",
        sql`workshop_interest in ('4-hour', '6-week', 'online', 'not-sure')`,
      )
      .execute();
    await db.schema.createIndex("leads_received_at_idx").on("leads").column("received_at").execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("leads").execute();
  },
};
