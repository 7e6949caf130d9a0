import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Booked discovery calls (issue 19, docs/decisions/022-booking.md) and the server's own secrets.
 * Two partial unique indexes, which SQLite and PostgreSQL both enforce, keep the promises the
 * code cannot keep alone under concurrency: two active bookings never share a start, and a lead
 * holds at most one active booking. A cancelled booking stays as a record and holds nothing.
 */
export const bookings: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("bookings")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade"))
      // ISO 8601 in UTC, always written by toISOString(): equal instants are equal strings.
      .addColumn("start_at", "text", (col) => col.notNull())
      .addColumn("end_at", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull().defaultTo("booked"))
      // The iCalendar SEQUENCE: raised by every reschedule and by the cancellation.
      .addColumn("sequence", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("visitor_time_zone", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addCheckConstraint("bookings_status_check", sql`status in ('booked', 'cancelled')`)
      .execute();
    await db.schema
      .createIndex("bookings_active_start_idx")
      .on("bookings")
      .column("start_at")
      .unique()
      .where(sql<boolean>`status = 'booked'`)
      .execute();
    await db.schema
      .createIndex("bookings_active_lead_idx")
      .on("bookings")
      .column("lead_id")
      .unique()
      .where(sql<boolean>`status = 'booked'`)
      .execute();
    // For the cascade from leads, and a lead's history of bookings.
    await db.schema.createIndex("bookings_lead_id_idx").on("bookings").column("lead_id").execute();

    // Secrets every instance shares and that survive restarts (the booking links' HMAC key):
    // created by the first instance to start, read by the others.
    await db.schema
      .createTable("server_secrets")
      .addColumn("name", "text", (col) => col.primaryKey())
      .addColumn("value", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("server_secrets").execute();
    await db.schema.dropTable("bookings").execute();
  },
};
