import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Issue 39: a stage for every lead (new → replied → call → proposal → won | lost), its history,
 * the owner's notes and a follow-up date. A lead marked "handled" had been answered: it becomes
 * "replied"; a lead holding a booked call becomes "call" (docs/decisions/100-lead-stages.md).
 * Spam keeps the stage it had underneath, so "not spam" brings it back where it was.
 */
export const leadPipeline: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable("leads")
      .addColumn("stage", "text", (col) =>
        col
          .notNull()
          .defaultTo("new")
          .check(sql`stage in ('new', 'replied', 'call', 'proposal', 'won', 'lost')`),
      )
      .execute();
    await db.schema.alterTable("leads").addColumn("lost_reason", "text").execute();
    await db.schema.alterTable("leads").addColumn("follow_up_on", "text").execute();
    await sql`update leads set stage = 'replied' where status = 'handled'`.execute(db);
    await sql`
      update leads set stage = 'call', status = case when status = 'spam' then 'spam' else 'handled' end
      where id in (select lead_id from bookings where status = 'booked')`.execute(db);
    await db.schema.createIndex("leads_follow_up_on_idx").on("leads").column("follow_up_on").execute();

    await db.schema
      .createTable("lead_stage_changes")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade"))
      .addColumn("from_stage", "text")
      .addColumn("to_stage", "text", (col) => col.notNull())
      .addColumn("reason", "text")
      .addColumn("changed_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("lead_stage_changes_lead_idx")
      .on("lead_stage_changes")
      .columns(["lead_id", "changed_at"])
      .execute();

    await db.schema
      .createTable("lead_notes")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade"))
      .addColumn("body", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("lead_notes_lead_idx").on("lead_notes").columns(["lead_id", "created_at"]).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("lead_notes").execute();
    await db.schema.dropTable("lead_stage_changes").execute();
    await db.schema.dropIndex("leads_follow_up_on_idx").execute();
    await db.schema.alterTable("leads").dropColumn("follow_up_on").execute();
    await db.schema.alterTable("leads").dropColumn("lost_reason").execute();
    await db.schema.alterTable("leads").dropColumn("stage").execute();
  },
};
