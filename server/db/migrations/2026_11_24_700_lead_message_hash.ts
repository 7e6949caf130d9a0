import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The spam layer "the same message within 24 hours" (issue 27) looked for the message's text
 * among the last day's leads: a scan of every lead of the day for each submission, which a flood
 * of submissions makes ever slower (each one pays for all the ones before it). A hash of the
 * message, indexed with the time, makes it one index lookup. Leads of the last day get theirs now,
 * so a repeat is still recognised across the upgrade.
 */
export const leadMessageHash: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("leads").addColumn("message_hash", "text").execute();
    const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    const recent = await sql<{ id: string; message: string }>`
      select id, message from leads where received_at > ${since}`.execute(db);
    for (const row of recent.rows) {
      const hash = createHash("sha256").update(row.message).digest("base64url");
      await sql`update leads set message_hash = ${hash} where id = ${row.id}`.execute(db);
    }
    await db.schema
      .createIndex("leads_message_hash_idx")
      .on("leads")
      .columns(["message_hash", "received_at"])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex("leads_message_hash_idx").execute();
    await db.schema.alterTable("leads").dropColumn("message_hash").execute();
  },
};
