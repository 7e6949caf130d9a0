import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * When each call got its current time (booked, or last moved): a reminder whose moment had
 * already passed then is never sent (issue 38, decision 091). Existing calls take their last
 * change, which for an active call is its booking or its last move.
 */
export const callTimedAt: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("bookings").addColumn("timed_at", "text").execute();
    await sql`update bookings set timed_at = updated_at`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("bookings").dropColumn("timed_at").execute();
  },
};
