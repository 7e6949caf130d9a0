import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * What became of each call once it ended (issue 38): held or no-show, set by the owner from the
 * inbox, and when (docs/decisions/092-call-outcomes-and-the-no-show-offer.md). A call with an
 * outcome no longer holds its lead: the lead may book again (the no-show's offer of another time),
 * so the one-active-call-per-lead index leaves such calls out.
 */
export const callOutcomes: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable("bookings")
      .addColumn("outcome", "text", (col) => col.check(sql`outcome in ('held', 'no_show')`))
      .execute();
    await db.schema.alterTable("bookings").addColumn("outcome_at", "text").execute();
    await db.schema.dropIndex("bookings_active_lead_idx").execute();
    await db.schema
      .createIndex("bookings_active_lead_idx")
      .on("bookings")
      .column("lead_id")
      .unique()
      .where(sql<boolean>`status = 'booked' and outcome is null`)
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex("bookings_active_lead_idx").execute();
    await db.schema
      .createIndex("bookings_active_lead_idx")
      .on("bookings")
      .column("lead_id")
      .unique()
      .where(sql<boolean>`status = 'booked'`)
      .execute();
    await db.schema.alterTable("bookings").dropColumn("outcome_at").execute();
    await db.schema.alterTable("bookings").dropColumn("outcome").execute();
  },
};
