import { SLOT_MINUTES, type SlotsReply } from "../../shared/booking.js";
import {
  BookingConflictError,
  bookedCallsOfLead,
  cancelBooking,
  countCallsFromAddress,
  findActiveBookingOfLead,
  findBooking,
  insertBooking,
  rescheduleBooking,
  upcomingCallAddresses,
  type Booking,
} from "./repository.js";
import { findLead, type Lead } from "../leads/repository.js";
import { BookingError } from "./errors.js";
import type { BookingMailPayload } from "./mail.js";
import { canonicalMailbox } from "../../shared/mailbox.js";
import { bookedCall, busyTimes, commitChange, DAY_MS, nextSlots, windowDays, type BookingDeps } from "./service.js";
import { freeSlots, isFreeSlot } from "./slots.js";
import { AdminError } from "../owner/api.js";
import { newCallLocation } from "./location.js";
import { followUpBy } from "../leads/tasks.js";
import { dayKey } from "../../shared/call-time.js";

/**
 * What `GET /booking/slots` answers: the lead's call when it has one, else, if the link may still
 * book (`offerOf`: the missed call an owner's offer names), the window's days in `timeZone` with
 * the next free slots, or `day`'s times when a day is asked for.
 */
export async function slots(
  deps: BookingDeps,
  lead: Lead,
  { offerOf, timeZone = deps.rules.timeZone, day }: { offerOf?: string; timeZone?: string; day?: string } = {},
): Promise<SlotsReply> {
  const held = await findActiveBookingOfLead(deps.db, lead.id);
  const ownerTimeZone = deps.rules.timeZone;
  if (held) return { state: "booked", ownerTimeZone, booking: bookedCall(deps, lead, held) };
  await refuseSpentLink(deps, lead, offerOf);
  const window = await windowDays(deps, timeZone, day);
  return {
    state: "open",
    ownerTimeZone,
    days: window.days,
    slots: day === undefined ? await nextSlots(deps) : window.slots,
  };
}

/**
 * Refuses a "book" link that has booked what it was for (issue 49), when its lead holds no
 * active call. The form's link (no call named) books one call: not once any call of the lead has
 * an outcome, and not for a lead marked lost. An owner's offer (naming the missed call) books
 * once: not once the lead has a call after the missed one. A cancelled call does not count: a
 * visitor who cancels may choose another time with the same link, as before an outcome.
 */
export async function refuseSpentLink(
  deps: BookingDeps,
  lead: Lead,
  offerOf: string | undefined,
  language: Lead["language"] = lead.language,
): Promise<void> {
  const calls = await bookedCallsOfLead(deps.db, lead.id);
  if (offerOf === undefined) {
    if (calls.some((call) => call.outcome !== null)) throw new BookingError("LINK_USED", language);
    if (lead.stage === "lost") throw new BookingError("LEAD_CLOSED", language);
    return;
  }
  const named = await findBooking(deps.db, offerOf);
  if (named === undefined || named.leadId !== lead.id) throw new BookingError("NOT_FOUND", language);
  // A call we cancelled: spent once the lead has booked since the cancellation (issue 51).
  if (named.status === "cancelled") {
    if (calls.some((call) => call.createdAt.getTime() > named.updatedAt.getTime()))
      throw new BookingError("LINK_USED", language);
    return;
  }
  if (calls.some((call) => call.start.getTime() > named.start.getTime())) throw new BookingError("LINK_USED", language);
}

/**
 * Books `start` for the lead, in one transaction with its messages. Refused: a lead that holds a
 * call already, a link that has booked what it was for (refuseSpentLink), a mailbox that holds an upcoming one through another lead, a network whose day's
 * calls are used up, a time no longer free.
 */
export async function book(
  deps: BookingDeps,
  { lead, start, timeZone, offerOf }: { lead: Lead; start: Date; timeZone?: string; offerOf?: string },
): Promise<Booking> {
  const at = deps.now();
  const existing = await findActiveBookingOfLead(deps.db, lead.id);
  if (existing) {
    throw new BookingError("ALREADY_BOOKED", lead.language, { booking: bookedCall(deps, lead, existing) });
  }
  await refuseSpentLink(deps, lead, offerOf);
  if (lead.clientAddress !== null) {
    const today = await countCallsFromAddress(deps.db, lead.clientAddress, new Date(at.getTime() - DAY_MS));
    if (today >= deps.callsPerAddressPerDay) throw new BookingError("TOO_MANY_CALLS", lead.language);
  }
  if (!isFreeSlot(deps.rules, await busyTimes(deps, at), at, start.toISOString())) {
    throw new BookingError("SLOT_TAKEN", lead.language, { slots: await nextSlots(deps) });
  }
  const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
  const mailbox = canonicalMailbox(lead.email);
  const clearanceMs = deps.rules.bufferMinutes * 60_000;
  try {
    return await commitChange(deps, lead, "booked", (trx) =>
      insertBooking(
        trx,
        { leadId: lead.id, start, end, visitorTimeZone: timeZone ?? null, location: newCallLocation(deps.location) },
        at,
        clearanceMs,
        async () => {
          // Under the booking lock, so two leads typing one mailbox at once cannot both book.
          const upcoming = await upcomingCallAddresses(trx, at);
          if (upcoming.some((call) => call.leadId !== lead.id && canonicalMailbox(call.email) === mailbox)) {
            throw new BookingError("MAILBOX_HAS_CALL", lead.language);
          }
        },
      ),
    );
  } catch (error) {
    if (!(error instanceof BookingConflictError)) throw error;
    if (error.conflict === "already-booked") {
      const held = await findActiveBookingOfLead(deps.db, lead.id);
      throw new BookingError("ALREADY_BOOKED", lead.language, held ? { booking: bookedCall(deps, lead, held) } : {});
    }
    throw new BookingError("SLOT_TAKEN", lead.language, { slots: await nextSlots(deps) });
  }
}

/** Moves the call to `start` (a free time other than its own) and sends the updated invitation. */
export async function reschedule(
  deps: BookingDeps,
  { lead, call, start, timeZone }: { lead: Lead; call: Booking; start: Date; timeZone?: string },
): Promise<Booking> {
  if (call.status === "cancelled") throw new BookingError("CANCELLED", lead.language);
  const at = deps.now();
  if (
    start.getTime() === call.start.getTime() ||
    !isFreeSlot(deps.rules, await busyTimes(deps, at, call.id), at, start.toISOString())
  ) {
    throw new BookingError("SLOT_TAKEN", lead.language, { slots: await nextSlots(deps, call) });
  }
  const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
  const slot = { start, end, visitorTimeZone: timeZone ?? call.visitorTimeZone };
  const clearanceMs = deps.rules.bufferMinutes * 60_000;
  try {
    const moved = await commitChange(deps, lead, "rescheduled", (trx) =>
      rescheduleBooking(trx, call.id, slot, at, clearanceMs),
    );
    if (moved === undefined) throw new BookingError("CANCELLED", lead.language);
    return moved;
  } catch (error) {
    if (!(error instanceof BookingConflictError)) throw error;
    throw new BookingError("SLOT_TAKEN", lead.language, { slots: await nextSlots(deps, call) });
  }
}

/**
 * Cancels the call and sends the CANCEL; undefined (and nothing sent) when it was not active.
 * `reason`: the visitor's, already checked with CancelReasonSchema ("" when they gave none).
 * `toVisitor: false` sends the owner's copy only; `by` words the message (the visitor by default).
 * A call the owner cancels leaves its lead due a reply today (the visitor is told we will write),
 * so it comes up on the owner's Today.
 */
export function cancel(
  deps: BookingDeps,
  { lead, call, reason = "" }: { lead: Lead; call: Booking; reason?: string },
  { toVisitor = true, by = "visitor" }: { toVisitor?: boolean; by?: BookingMailPayload["cancelledBy"] } = {},
): Promise<Booking | undefined> {
  const at = deps.now();
  return commitChange(
    deps,
    lead,
    "cancelled",
    async (trx) => {
      const cancelled = await cancelBooking(trx, call.id, at, reason === "" ? null : reason);
      if (cancelled && by === "owner") await followUpBy(trx, lead.id, dayKey(at, deps.rules.timeZone), at);
      return cancelled;
    },
    { toVisitor, cancelledBy: by },
  );
}

/**
 * The owner cancels calls from the inbox (or a visitor's erasure does, `by: "visitor"`): each
 * active one is cancelled and its visitor told, in words that say who cancelled. Returns the ids
 * it cancelled (unknown or already cancelled ones are left out).
 */
export async function cancelCalls(
  deps: BookingDeps,
  ids: readonly string[],
  by: "visitor" | "owner" = "owner",
): Promise<string[]> {
  const cancelled: string[] = [];
  for (const id of new Set(ids)) {
    const call = await findBooking(deps.db, id);
    const lead = call && (await findLead(deps.db, call.leadId));
    if (call === undefined || lead === undefined) continue;
    if (await cancel(deps, { lead, call }, { by })) cancelled.push(id);
  }
  return cancelled;
}

/**
 * The owner moves an upcoming call to a free time of their choosing (issue 51): the same checks
 * and the same updated invitation as the visitor's own move. AdminError when refused.
 */
export async function moveCall(deps: BookingDeps, id: string, start: Date): Promise<Booking> {
  const call = await findBooking(deps.db, id);
  const lead = call && (await findLead(deps.db, call.leadId));
  if (call === undefined || lead === undefined) throw new AdminError("NOT_FOUND");
  if (call.status === "cancelled") throw new AdminError("CALL_CANCELLED");
  if (call.start.getTime() <= deps.now().getTime()) throw new AdminError("CALL_STARTED");
  try {
    return await reschedule(deps, { lead, call, start });
  } catch (error) {
    if (error instanceof BookingError && error.code === "SLOT_TAKEN") throw new AdminError("SLOT_TAKEN");
    if (error instanceof BookingError && error.code === "CANCELLED") throw new AdminError("CALL_CANCELLED");
    throw error;
  }
}

/** The free times an upcoming call may move to (never its own), ascending. */
export async function timesForCall(deps: BookingDeps, id: string): Promise<string[]> {
  const call = await findBooking(deps.db, id);
  if (call === undefined || call.status === "cancelled") throw new AdminError("NOT_FOUND");
  const at = deps.now();
  const own = call.start.toISOString();
  return freeSlots(deps.rules, await busyTimes(deps, at, call.id), at)
    .map((slot) => slot.start)
    .filter((start) => start !== own);
}

/**
 * A lead marked spam gives its slot back. Its address may be anyone's (whoever sent spam typed
 * it), so only the owner's calendar gets the CANCEL: docs/decisions/032-spam-frees-its-call.md.
 */
export async function freeCallOfSpam(deps: BookingDeps, lead: Lead): Promise<Booking | undefined> {
  const call = await findActiveBookingOfLead(deps.db, lead.id);
  return call && cancel(deps, { lead, call }, { toVisitor: false, by: "spam" });
}
