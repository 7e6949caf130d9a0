import { sql, type Kysely, type Selectable } from "kysely";
import { databaseDialect, type Database } from "../db/database.js";
import type { CallOutcome } from "../../shared/admin-api.js";
import type { BookingsTable, BookingStatus } from "./tables.js";

export interface Booking {
  id: string;
  leadId: string;
  start: Date;
  end: Date;
  status: BookingStatus;
  /** The iCalendar SEQUENCE of the invitation as last sent. */
  sequence: number;
  visitorTimeZone: string | null;
  /** The link to join, kept when the call moves; null when booked without BOOKING_LOCATION. */
  location: string | null;
  /** When it got its current time: booked, or last moved. Reminders due before then are not sent. */
  timedAt: Date;
  /** Held or no-show, recorded by the owner once it ended; null until then (decision 092). */
  outcome: CallOutcome | null;
  outcomeAt: Date | null;
  /** Why the visitor cancelled, in their words; null when they did not say (or it is not cancelled). */
  cancelReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Why a booking could not be written: the slot is held, or the lead already holds a call. */
export type BookingConflict = "slot-taken" | "already-booked";

export class BookingConflictError extends Error {
  override name = "BookingConflictError";
  constructor(readonly conflict: BookingConflict) {
    super(conflict);
  }
}

/**
 * Books the slot for the lead. The partial unique indexes decide between concurrent requests
 * for the same start (whatever the instance): the loser gets a BookingConflictError, never a
 * second booking. Calls within `clearanceMs` of each other (BOOKING_BUFFER_MINUTES) are refused
 * the same way, checked under a lock, so two visitors taking neighbouring slots at the same
 * moment cannot both have them.
 */
export async function insertBooking(
  db: Kysely<Database>,
  booking: { leadId: string; start: Date; end: Date; visitorTimeZone: string | null; location?: string | null },
  now: Date = new Date(),
  clearanceMs = 0,
  /** More rules checked under the same lock before the row is written (it throws to refuse). */
  guard?: (trx: Kysely<Database>) => Promise<void>,
): Promise<Booking> {
  const row: Selectable<BookingsTable> = {
    id: crypto.randomUUID(),
    lead_id: booking.leadId,
    start_at: booking.start.toISOString(),
    end_at: booking.end.toISOString(),
    status: "booked",
    sequence: 0,
    visitor_time_zone: booking.visitorTimeZone,
    location: booking.location ?? null,
    timed_at: now.toISOString(),
    outcome: null,
    outcome_at: null,
    cancel_reason: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  try {
    await inTransaction(db, async (trx) => {
      // The lead's own call is left to the unique index, which names it "already-booked".
      await keepClear(trx, booking, clearanceMs, { notLead: booking.leadId });
      await guard?.(trx);
      await trx.insertInto("bookings").values(row).execute();
    });
  } catch (error) {
    throw toConflict(error);
  }
  return fromRow(row);
}

/** Moves an active booking to another slot and raises its SEQUENCE; undefined when it is not active. */
export async function rescheduleBooking(
  db: Kysely<Database>,
  id: string,
  slot: { start: Date; end: Date; visitorTimeZone: string | null },
  now: Date = new Date(),
  clearanceMs = 0,
): Promise<Booking | undefined> {
  try {
    const row = await inTransaction(db, async (trx) => {
      await keepClear(trx, slot, clearanceMs, { notCall: id });
      return trx
        .updateTable("bookings")
        .set((eb) => ({
          start_at: slot.start.toISOString(),
          end_at: slot.end.toISOString(),
          visitor_time_zone: slot.visitorTimeZone,
          sequence: eb("sequence", "+", 1),
          timed_at: now.toISOString(),
          updated_at: now.toISOString(),
        }))
        .where("id", "=", id)
        .where("status", "=", "booked")
        .where("outcome", "is", null)
        .returningAll()
        .executeTakeFirst();
    });
    return row && fromRow(row);
  } catch (error) {
    throw toConflict(error);
  }
}

/** Cancels an active booking (its slot is free again); undefined when it was not active. */
export async function cancelBooking(
  db: Kysely<Database>,
  id: string,
  now: Date = new Date(),
  /** The visitor's reason, already checked (shared/booking.ts `CancelReasonSchema`). */
  reason: string | null = null,
): Promise<Booking | undefined> {
  const row = await db
    .updateTable("bookings")
    .set((eb) => ({
      status: "cancelled",
      sequence: eb("sequence", "+", 1),
      updated_at: now.toISOString(),
      cancel_reason: reason,
    }))
    .where("id", "=", id)
    .where("status", "=", "booked")
    // A call with an outcome has happened (or was missed): there is nothing left to cancel.
    .where("outcome", "is", null)
    .returningAll()
    .executeTakeFirst();
  return row && fromRow(row);
}

export async function findBooking(db: Kysely<Database>, id: string): Promise<Booking | undefined> {
  const row = await db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
  return row && fromRow(row);
}

export async function findActiveBookingOfLead(db: Kysely<Database>, leadId: string): Promise<Booking | undefined> {
  const row = await db
    .selectFrom("bookings")
    .selectAll()
    .where("lead_id", "=", leadId)
    .where("status", "=", "booked")
    .where("outcome", "is", null)
    .executeTakeFirst();
  return row && fromRow(row);
}

/** The lead's calls that kept their time (booked, with or without an outcome), earliest first. */
export async function bookedCallsOfLead(db: Kysely<Database>, leadId: string): Promise<Booking[]> {
  const rows = await db
    .selectFrom("bookings")
    .selectAll()
    .where("lead_id", "=", leadId)
    .where("status", "=", "booked")
    .orderBy("start_at")
    .execute();
  return rows.map(fromRow);
}

/**
 * The call each of these leads holds or last had (not cancelled), by lead id: the active one when
 * there is one (it is always the latest), else the latest with an outcome.
 */
export async function currentCallsOfLeads(
  db: Kysely<Database>,
  leadIds: readonly string[],
): Promise<Map<string, Booking>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("bookings")
    .selectAll()
    .where("lead_id", "in", leadIds)
    .where("status", "=", "booked")
    .orderBy("start_at")
    .execute();
  // Ascending, so each lead's latest call is the one left in the map.
  return new Map(rows.map((row) => [row.lead_id, fromRow(row)]));
}

/** The call one lead holds or last had, as currentCallsOfLeads finds it. */
export async function currentCallOfLead(db: Kysely<Database>, leadId: string): Promise<Booking | undefined> {
  return (await currentCallsOfLeads(db, [leadId])).get(leadId);
}

/** Booked calls that ended after `since` and by `until`, latest first, at most `limit`: the inbox's past calls. */
/** Calls cancelled since `since`, the latest cancelled first. */
export async function listCancelledCalls(
  db: Kysely<Database>,
  { since, limit }: { since: Date; limit: number },
): Promise<Booking[]> {
  const rows = await db
    .selectFrom("bookings")
    .selectAll()
    .where("status", "=", "cancelled")
    .where("updated_at", ">", since.toISOString())
    .orderBy("updated_at", "desc")
    .limit(limit)
    .execute();
  return rows.map(fromRow);
}

export async function listEndedCalls(
  db: Kysely<Database>,
  { since, until, limit }: { since: Date; until: Date; limit: number },
): Promise<Booking[]> {
  const rows = await db
    .selectFrom("bookings")
    .selectAll()
    .where("status", "=", "booked")
    .where("end_at", ">", since.toISOString())
    .where("end_at", "<=", until.toISOString())
    .orderBy("start_at", "desc")
    .limit(limit)
    .execute();
  return rows.map(fromRow);
}

/**
 * Records (or, with null, clears) what became of a call: only a booked one, and never clearing
 * one whose lead has booked again since (it would hold two calls). Undefined when not booked.
 */
export async function setCallOutcome(
  db: Kysely<Database>,
  id: string,
  outcome: CallOutcome | null,
  now: Date = new Date(),
): Promise<Booking | undefined> {
  try {
    const row = await db
      .updateTable("bookings")
      .set({
        outcome,
        outcome_at: outcome === null ? null : now.toISOString(),
        updated_at: now.toISOString(),
      })
      .where("id", "=", id)
      .where("status", "=", "booked")
      .returningAll()
      .executeTakeFirst();
    return row && fromRow(row);
  } catch (error) {
    throw toConflict(error);
  }
}

/** Active bookings that end after `from`, soonest first: busy times, and the inbox's calls. */
export async function listActiveBookings(db: Kysely<Database>, from: Date): Promise<Booking[]> {
  const rows = await db
    .selectFrom("bookings")
    .selectAll()
    .where("status", "=", "booked")
    .where("end_at", ">", from.toISOString())
    .orderBy("start_at")
    .execute();
  return rows.map(fromRow);
}

/** Active calls starting after `from` and no later than `until`, soonest first: the reminders' sweep. */
export async function activeBookingsStarting(db: Kysely<Database>, from: Date, until: Date): Promise<Booking[]> {
  const rows = await db
    .selectFrom("bookings")
    .selectAll()
    .where("status", "=", "booked")
    .where("start_at", ">", from.toISOString())
    .where("start_at", "<=", until.toISOString())
    .orderBy("start_at")
    .execute();
  return rows.map(fromRow);
}

/** Active calls that end after `from`, each with its lead's e-mail address as typed. */
export async function upcomingCallAddresses(
  db: Kysely<Database>,
  from: Date,
): Promise<{ id: string; leadId: string; email: string }[]> {
  return db
    .selectFrom("bookings")
    .innerJoin("leads", "leads.id", "bookings.lead_id")
    .select(["bookings.id as id", "bookings.lead_id as leadId", "leads.email as email"])
    .where("bookings.status", "=", "booked")
    .where("bookings.end_at", ">", from.toISOString())
    .execute();
}

/** Calls booked (kept or cancelled since) since `since` by leads sent from this (truncated) address. */
export async function countCallsFromAddress(db: Kysely<Database>, clientAddress: string, since: Date): Promise<number> {
  const { count } = await db
    .selectFrom("bookings")
    .innerJoin("leads", "leads.id", "bookings.lead_id")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("leads.client_address", "=", clientAddress)
    .where("bookings.created_at", ">", since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Runs `work` in `db`'s transaction when it is one, else in a new one. */
function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Any number: it names the one advisory lock that every booking change takes. */
const BOOKINGS_LOCK = 190_019;

/**
 * Refuses a call that would start or end within `clearanceMs` of another active one (not
 * counting the call being moved, or the booking lead's own). PostgreSQL: the transaction first
 * takes a lock every booking change takes, so instances check one after another (decision 026).
 * SQLite: one connection per server runs one transaction at a time already.
 */
async function keepClear(
  trx: Kysely<Database>,
  slot: { start: Date; end: Date },
  clearanceMs: number,
  ignore: { notCall?: string; notLead?: string },
): Promise<void> {
  if (databaseDialect(trx) === "postgres") await sql`select pg_advisory_xact_lock(${BOOKINGS_LOCK})`.execute(trx);
  if (clearanceMs <= 0) return;
  let near = trx
    .selectFrom("bookings")
    .select("id")
    .where("status", "=", "booked")
    .where("start_at", "<", new Date(slot.end.getTime() + clearanceMs).toISOString())
    .where("end_at", ">", new Date(slot.start.getTime() - clearanceMs).toISOString());
  if (ignore.notCall) near = near.where("id", "!=", ignore.notCall);
  if (ignore.notLead) near = near.where("lead_id", "!=", ignore.notLead);
  if (await near.executeTakeFirst()) throw new BookingConflictError("slot-taken");
}

/** A unique-index violation as the conflict it means; any other error as it is. */
function toConflict(error: unknown): unknown {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  // PostgreSQL: 23505 names the index; SQLite names the columns ("bookings.lead_id").
  const unique = code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
  if (!unique) return error;
  const onLead = constraint === "bookings_active_lead_idx" || (message ?? "").includes("bookings.lead_id");
  return new BookingConflictError(onLead ? "already-booked" : "slot-taken");
}

function fromRow(row: Selectable<BookingsTable>): Booking {
  return {
    id: row.id,
    leadId: row.lead_id,
    start: new Date(row.start_at),
    end: new Date(row.end_at),
    status: row.status,
    sequence: Number(row.sequence),
    visitorTimeZone: row.visitor_time_zone,
    location: row.location,
    timedAt: new Date(row.timed_at ?? row.created_at),
    outcome: row.outcome,
    outcomeAt: row.outcome_at === null ? null : new Date(row.outcome_at),
    cancelReason: row.cancel_reason,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}
