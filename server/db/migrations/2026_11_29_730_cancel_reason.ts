import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Issue 53: why the visitor cancelled their call, in their words, when they said (an optional
 * field of the cancel page, shared/booking.ts `CancelReasonSchema`). It goes with its call, and so
 * with its lead when the visitor erases their data.
 */
export const cancelReason: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("bookings").addColumn("cancel_reason", "text").execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("bookings").dropColumn("cancel_reason").execute();
  },
};
