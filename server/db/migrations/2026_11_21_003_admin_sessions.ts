import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const adminSessions: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("admin_sessions")
      // The SHA-256 of the session token: a copy of this table signs no one in.
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("admin_sessions_expires_at_idx").on("admin_sessions").column("expires_at").execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("admin_sessions").execute();
  },
};
