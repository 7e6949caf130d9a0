import type { Kysely } from "kysely";
import type { ReminderJson } from "../../shared/admin-api.js";
import type { OutboxMessage } from "../mail/outbox.js";
import type { Database } from "../db/database.js";
import { findLead } from "../leads/repository.js";
import type { CallReminderPayload } from "./reminder-mail.js";
import { activeBookingsStarting, findBooking, type Booking } from "./repository.js";
import { callMailFields, type BookingDeps } from "./service.js";
import { queueCallReminder, queueOwnerReminder } from "./call-messages.js";

/** How long before each call the owner is reminded of it: time to open the notes and the room. */
const OWNER_REMINDER_MINUTES = 30;

/** A reminder later than this (the server was down, the mail server refused) is not sent. */
const REMINDER_LATE_MS = 15 * 60_000;

/**
 * One reminder's outbox id: the call, the time it is at (its SEQUENCE, raised by every move) and
 * the offset. Queued under it once, whichever instance or pass gets there first.
 */
function reminderId(call: Pick<Booking, "id" | "sequence">, offsetMinutes: number): string {
  return `call-reminder-${call.id}-${call.sequence}-${offsetMinutes}`;
}

/**
 * The reminders that have fallen due and are not late, for every upcoming call: queued to the
 * outbox, each once under its id (decision 091). Not for a moment that had passed when the call got
 * its time (booked 40 minutes ahead: no 1-hour reminder). Run by every instance, every minute;
 * `reminderMinutes` is today's BOOKING_REMINDERS, so a new offset applies to calls booked before.
 * The number queued or found queued.
 */
export async function queueDueReminders(deps: BookingDeps, reminderMinutes: readonly number[]): Promise<number> {
  const owners = await queueOwnerReminders(deps);
  const furthest = reminderMinutes[0];
  if (furthest === undefined) {
    if (owners > 0) deps.mail.wake();
    return owners;
  }
  const now = deps.now();
  const calls = await activeBookingsStarting(deps.db, now, new Date(now.getTime() + furthest * 60_000));
  let due = 0;
  for (const call of calls) {
    for (const offsetMinutes of reminderMinutes) {
      const dueAt = call.start.getTime() - offsetMinutes * 60_000;
      const inTime = dueAt <= now.getTime() && now.getTime() - dueAt <= REMINDER_LATE_MS;
      if (!inTime || dueAt <= call.timedAt.getTime()) continue;
      const lead = await findLead(deps.db, call.leadId);
      // A spam lead's call is cancelled when it is marked; its address is no one's to mail.
      if (lead === undefined || lead.status === "spam") continue;
      const id = reminderId(call, offsetMinutes);
      await deps.db.transaction().execute(async (trx) => {
        // Queued by an earlier pass: its links are made already, none are made again.
        if (await messageExists(trx, id)) return;
        const payload: CallReminderPayload = {
          ...(await callMailFields(deps, trx, lead, call, true)),
          dueAt: new Date(dueAt).toISOString(),
          offsetMinutes,
        };
        await queueCallReminder(deps, trx, lead, { id, payload });
      });
      due++;
    }
  }
  if (due + owners > 0) deps.mail.wake();
  return due + owners;
}

/**
 * The owner's reminder before each call (issue 51), OWNER_REMINDER_MINUTES ahead, under the same
 * rules as the visitor's: once per call and time, not late, not for a call booked after its moment.
 */
async function queueOwnerReminders(deps: BookingDeps): Promise<number> {
  if (!deps.mail.enabled) return 0;
  const now = deps.now();
  const dueBy = now.getTime() + OWNER_REMINDER_MINUTES * 60_000;
  let due = 0;
  for (const call of await activeBookingsStarting(deps.db, now, new Date(dueBy))) {
    const dueAt = call.start.getTime() - OWNER_REMINDER_MINUTES * 60_000;
    const inTime = dueAt <= now.getTime() && now.getTime() - dueAt <= REMINDER_LATE_MS;
    if (!inTime || dueAt <= call.timedAt.getTime()) continue;
    const lead = await findLead(deps.db, call.leadId);
    if (lead === undefined || lead.status === "spam") continue;
    const id = `owner-call-reminder-${call.id}-${call.sequence}`;
    await deps.db.transaction().execute(async (trx) => {
      const payload: CallReminderPayload = {
        ...(await callMailFields(deps, trx, lead, call, false)),
        dueAt: new Date(dueAt).toISOString(),
        offsetMinutes: OWNER_REMINDER_MINUTES,
      };
      await queueOwnerReminder(deps, trx, lead, { id, payload });
    });
    due++;
  }
  return due;
}

/**
 * Why a queued reminder is no longer to be sent, checked when it is: its call was cancelled,
 * erased or moved since (the moved call has reminders of its own), or it is too late.
 */
export async function reminderStale(
  db: Kysely<Database>,
  payload: CallReminderPayload,
  now: Date,
): Promise<string | undefined> {
  const call = await findBooking(db, payload.bookingId);
  if (call === undefined) return "the call is gone";
  if (call.status !== "booked") return "the call was cancelled";
  if (call.sequence !== payload.sequence) return "the call has moved";
  if (now.getTime() - Date.parse(payload.dueAt) > REMINDER_LATE_MS) return "more than 15 minutes late";
  return undefined;
}

/**
 * Where each reminder of `call` stands, for the inbox: its outbox row when it was queued (sent,
 * skipped with a reason, failed and retried, or waiting), else what the rules above say of it now
 * (due ahead, or skipped: its moment had passed at booking, or went by more than 15 minutes ago).
 * Today's offsets, and any queued for the call's current time under an offset since removed.
 */
export function reminderStates(
  call: Pick<Booking, "id" | "sequence" | "start" | "timedAt">,
  reminderMinutes: readonly number[],
  rows: ReadonlyMap<string, Pick<OutboxMessage, "sentAt" | "lastError">>,
  now: Date,
): ReminderJson[] {
  const prefix = reminderId(call, 0).slice(0, -1);
  const queuedOffsets = [...rows.keys()]
    .filter((id) => id.startsWith(prefix))
    .map((id) => Number(id.slice(prefix.length)));
  const offsets = [...new Set([...reminderMinutes, ...queuedOffsets])].sort((a, b) => b - a);
  return offsets.map((offsetMinutes) => {
    const dueAt = call.start.getTime() - offsetMinutes * 60_000;
    const row = rows.get(reminderId(call, offsetMinutes));
    let state: ReminderJson["state"];
    if (row === undefined) {
      const missed = dueAt <= call.timedAt.getTime() || now.getTime() - dueAt > REMINDER_LATE_MS;
      state = missed ? "skipped" : "due";
    } else if (row.sentAt !== null) state = row.lastError === null ? "sent" : "skipped";
    else state = row.lastError === null ? "due" : "failed";
    return { offsetMinutes, dueAt: new Date(dueAt).toISOString(), state };
  });
}

/** A message is queued under this fixed id already (a reminder's second sweep). */
async function messageExists(trx: Kysely<Database>, id: string): Promise<boolean> {
  return (await trx.selectFrom("outbox").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}
