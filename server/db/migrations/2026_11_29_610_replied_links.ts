import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The notifications' "I replied" links (server/replies/replied-link.ts): a short random id kept
 * here names one lead until it expires, so the link in the e-mail stays short.
 */
export const repliedLinks: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("replied_links")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade"))
      .addColumn("expires_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("replied_links_expires_idx").on("replied_links").column("expires_at").execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("replied_links").execute();
  },
};
