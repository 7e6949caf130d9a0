import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Where each call happens (issue 38): BOOKING_LOCATION as it was when the call was booked, with
 * the call's own room name in it. Stored, not derived, so that a moved call keeps its room and a
 * changed setting does not move calls whose invitations are already out. Null: booked with no
 * location set (or before this column), the owner sends the link.
 */
export const callLocations: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("bookings").addColumn("location", "text").execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("bookings").dropColumn("location").execute();
  },
};
