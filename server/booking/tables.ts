import type { Generated } from "kysely";
import type { CallOutcome } from "../../shared/admin-api.js";

export const BOOKING_STATUSES = ["booked", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The booked calls, as Kysely sees them. */
export interface BookingTables {
  bookings: BookingsTable;
}

export interface BookingsTable {
  id: string;
  lead_id: string;
  /** ISO 8601, UTC, from toISOString(). */
  start_at: string;
  end_at: string;
  status: BookingStatus;
  sequence: number;
  visitor_time_zone: string | null;
  /** Where the call happens (BOOKING_LOCATION with this call's room); null: the owner sends a link. */
  location: string | null;
  /** When the call got its current time (booked or last moved); null only if never set. */
  timed_at: string | null;
  /** Held or no-show, set by the owner after the call's end; null until then or once undone. */
  outcome: Generated<CallOutcome | null>;
  /** When the outcome was set (ISO 8601, UTC); null with it. */
  outcome_at: Generated<string | null>;
  /** Why the visitor cancelled, as they wrote it (shared/booking.ts `CancelReasonSchema`); null: not said. */
  cancel_reason: Generated<string | null>;
  created_at: string;
  updated_at: string;
}
