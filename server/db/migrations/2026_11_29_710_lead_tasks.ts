import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Issue 51: a lead's follow-up becomes one of its tasks (text, day, optional time, done). Each
 * follow-up date already set turns into an open task for that day with no text, which the console
 * shows as its default ("Follow up" / "Retomar contato") in the reader's language: the language of
 * whoever reads it is not known here. `leads.follow_up_on` stays, as the day of the lead's next
 * open task (server/leads/tasks.ts keeps it), so the lists, Today and the exports read it as before.
 */
export const leadTasks: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("lead_tasks")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade"))
      .addColumn("text", "text")
      .addColumn("due_on", "text", (col) => col.notNull())
      .addColumn("due_at", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("created_by", "text")
      .addColumn("done_at", "text")
      .addColumn("done_by", "text")
      .execute();
    await db.schema.createIndex("lead_tasks_lead_idx").on("lead_tasks").columns(["lead_id", "due_on"]).execute();

    await sql`
      insert into lead_tasks (id, lead_id, text, due_on, due_at, created_at, created_by, done_at, done_by)
      select 'follow-up-' || id, id, null, follow_up_on, null, received_at, null, null, null
      from leads where follow_up_on is not null`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("lead_tasks").execute();
  },
};
