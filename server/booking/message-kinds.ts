import * as v from "valibot";
import { leadMessageKind, leadReaders } from "../leads/message-kinds.js";
import {
  CALL_OFFER_KIND,
  CALL_REMINDER_KIND,
  OWNER_BOOKING_KIND,
  OWNER_REMINDER_KIND,
  VISITOR_BOOKING_KIND,
} from "./call-messages.js";
import { composeOwnerReminder } from "./owner-reminder-mail.js";
import { composeOwnerBooking, composeVisitorBooking, type BookingMailPayload } from "./mail.js";
import { composeCallOffer, type CallOfferPayload } from "./offer-mail.js";
import { composeCallReminder, type CallReminderPayload } from "./reminder-mail.js";
import { findActiveBookingOfLead } from "./repository.js";
import { reminderStale } from "./reminders.js";

// Loose: a CANCEL detached from its erased lead carries that lead beside the call (decision 055).
const callFields = {
  bookingId: v.string(),
  sequence: v.number(),
  start: v.string(),
  end: v.string(),
  visitorTimeZone: v.nullable(v.string()),
  ownerTimeZone: v.string(),
  location: v.optional(v.nullable(v.string())),
  rescheduleUrl: v.optional(v.string()),
  cancelUrl: v.optional(v.string()),
};

const BookingMailPayload: v.GenericSchema<unknown, BookingMailPayload> = v.looseObject({
  ...callFields,
  change: v.picklist(["booked", "rescheduled", "cancelled"]),
  cancelledBy: v.optional(v.picklist(["visitor", "owner", "spam"])),
  cancelReason: v.optional(v.string()),
});

const CallReminderPayload: v.GenericSchema<unknown, CallReminderPayload> = v.looseObject({
  ...callFields,
  dueAt: v.string(),
  offsetMinutes: v.number(),
});

const CallOfferPayload: v.GenericSchema<unknown, CallOfferPayload> = v.looseObject({
  bookingId: v.string(),
  start: v.string(),
  visitorTimeZone: v.nullable(v.string()),
  ownerTimeZone: v.string(),
  bookUrl: v.string(),
  expiresAt: v.string(),
  cancelled: v.optional(v.boolean()),
});

/** The visitor's invitation or cancellation (iCalendar REQUEST or CANCEL), in their language. */
const visitorBookingKind = leadMessageKind({
  kind: VISITOR_BOOKING_KIND,
  payload: BookingMailPayload,
  compose: async (lead, payload, { identity }) => composeVisitorBooking(lead, payload, identity),
});

/** The team's copy of the same, with the lead's details: to whoever the lead's alerts go to. */
const ownerBookingKind = leadMessageKind({
  kind: OWNER_BOOKING_KIND,
  payload: BookingMailPayload,
  compose: async (lead, payload, context) =>
    (await leadReaders(lead, context)).map((reader) => composeOwnerBooking(lead, payload, context.identity, reader)),
});

/** The visitor's reminder of their call (decision 091): only while the call is still at that time. */
const callReminderKind = leadMessageKind({
  kind: CALL_REMINDER_KIND,
  payload: CallReminderPayload,
  async compose(lead, payload, { db, identity, now }) {
    const stale = await reminderStale(db, payload, now);
    if (stale !== undefined) return { skipped: stale };
    return composeCallReminder(lead, payload, identity);
  },
});

/** The owner's reminder before their call (issue 51): only while the call is still at that time. */
const ownerReminderKind = leadMessageKind({
  kind: OWNER_REMINDER_KIND,
  payload: CallReminderPayload,
  async compose(lead, payload, context) {
    const stale = await reminderStale(context.db, payload, context.now);
    if (stale !== undefined) return { skipped: stale };
    // Whoever works the lead (its assignee, else everyone who asked for its alerts), each in their language and zone.
    return (await leadReaders(lead, context)).map((reader) =>
      composeOwnerReminder(lead, payload, context.identity, reader),
    );
  },
});

/** The no-show's offer of another time (decision 092): moot once they booked again meanwhile. */
const callOfferKind = leadMessageKind({
  kind: CALL_OFFER_KIND,
  payload: CallOfferPayload,
  async compose(lead, payload, { db, identity }) {
    // Booked again meanwhile (an older link): the offer is moot.
    if (await findActiveBookingOfLead(db, lead.id)) return { skipped: "a call was booked" };
    return composeCallOffer(lead, payload, identity);
  },
});

/** Every kind of message a call causes, registered with the outbox by the booking plugin. */
export const CALL_MESSAGE_KINDS = [
  visitorBookingKind,
  ownerBookingKind,
  callReminderKind,
  ownerReminderKind,
  callOfferKind,
];
