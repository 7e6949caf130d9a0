import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Issue 40: a lead shows the other messages its address sent, found by the address in lower
 * case (as a person types it either way); an index on that expression, so opening a lead does
 * not read every lead. SQLite and PostgreSQL both index an expression.
 */
export const leadsByAddress: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`create index leads_email_lower_idx on leads (lower(email))`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex("leads_email_lower_idx").execute();
  },
};
