import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The e-mails' short links (server/links/short-links.ts, issue 53): a random id kept here stands
 * for the path and query a long signed link carried, in the language it was made in, until it
 * expires (or, without an expiry, until what it names is erased).
 */
export const shortLinks: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("short_links")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("target", "text", (col) => col.notNull())
      .addColumn("language", "text", (col) => col.notNull())
      .addColumn("about", "text")
      .addColumn("expires_at", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("short_links_expires_idx").on("short_links").column("expires_at").execute();
    await db.schema.createIndex("short_links_about_idx").on("short_links").column("about").execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("short_links").execute();
  },
};
