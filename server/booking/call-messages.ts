import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { queueToVisitorOf } from "../leads/lead-messages.js";
import { ACKNOWLEDGEMENT_KIND } from "../leads/message-kinds.js";
import type { Lead } from "../leads/repository.js";
import { countLeadMessages, queueMessage, skipPendingMessages } from "../mail/outbox.js";
import type { Mail } from "../mail/plugin.js";
import type { VisitorQueueing } from "../mail/queue-messages.js";
import type { BookingMailPayload } from "./mail.js";
import type { CallOfferPayload } from "./offer-mail.js";
import type { CallReminderPayload } from "./reminder-mail.js";

export const OWNER_BOOKING_KIND = "owner-booking";
export const VISITOR_BOOKING_KIND = "visitor-booking";
export const CALL_REMINDER_KIND = "visitor-call-reminder";
export const CALL_OFFER_KIND = "visitor-call-offer";
export const OWNER_REMINDER_KIND = "owner-call-reminder";

/**
 * Copies a day to the owner about one lead's call: a visitor holding a valid link could otherwise
 * move the call back and forth to flood the owner's mailbox.
 */
const OWNER_COPIES_PER_CALL_PER_DAY = 10;

const DAY = 24 * 60 * 60 * 1000;

export interface CallMessageDependencies {
  mail: Pick<Mail, "enabled" | "queueToVisitor">;
  log: Pick<FastifyBaseLogger, "warn">;
  now: () => Date;
}

/**
 * The visitor's and the owner's messages about a booked, moved or cancelled call, in the
 * transaction that changed it; a booked call makes the pending acknowledgement moot. Nothing when
 * mail is off.
 */
export async function queueCallChange(
  deps: CallMessageDependencies,
  trx: Kysely<Database>,
  lead: Lead,
  payload: BookingMailPayload,
  /** `toVisitor: false`: the owner's copy only (a call freed because its lead is spam: decision 032). */
  options: { toVisitor?: boolean } = {},
): Promise<void> {
  if (!deps.mail.enabled) return;
  const now = deps.now();
  if (payload.change === "booked") await skipPendingMessages(trx, lead.id, ACKNOWLEDGEMENT_KIND, "a call was booked");
  const cap = OWNER_COPIES_PER_CALL_PER_DAY;
  if ((await countLeadMessages(trx, lead.id, OWNER_BOOKING_KIND, new Date(now.getTime() - DAY))) < cap) {
    await queueMessage(trx, { leadId: lead.id, kind: OWNER_BOOKING_KIND, mailbox: null, payload, dueAt: now }, now);
  } else {
    deps.log.warn(
      { lead: lead.id, cap },
      "owner's copy of a call change not queued: this lead's call has changed too often today",
    );
  }
  // The visitor has just booked, moved or cancelled and is waiting for this (issue 51).
  if (options.toVisitor !== false)
    await queueToVisitorOf(
      deps.mail,
      trx,
      lead,
      { kind: VISITOR_BOOKING_KIND, payload, dueAt: now },
      { awaited: true },
    );
}

/**
 * A call's reminder, fallen due: queued once under its fixed id (a second sweep, on this instance
 * or another, finds it there), to the visitor under the same caps as any message to them.
 */
export async function queueCallReminder(
  deps: CallMessageDependencies,
  trx: Kysely<Database>,
  lead: Lead,
  reminder: { id: string; payload: CallReminderPayload },
): Promise<void> {
  await queueToVisitorOf(deps.mail, trx, lead, { kind: CALL_REMINDER_KIND, dueAt: deps.now(), ...reminder });
}

/** The owner's reminder of a call, fallen due: queued once under its fixed id; nothing when mail is off. */
export async function queueOwnerReminder(
  deps: CallMessageDependencies,
  trx: Kysely<Database>,
  lead: Lead,
  reminder: { id: string; payload: CallReminderPayload },
): Promise<void> {
  if (!deps.mail.enabled) return;
  const now = deps.now();
  await queueMessage(trx, { leadId: lead.id, kind: OWNER_REMINDER_KIND, mailbox: null, dueAt: now, ...reminder }, now);
}

/**
 * The offer of another time after a no-show or a cancelled call, asked for by the owner: once per
 * call under its fixed id, to the visitor under the caps (decision 092), with the larger share of
 * mail someone asked for (issue 51: after an invitation, its reminders and a cancellation the
 * mailbox's three are spent); "off" when mail is off.
 */
export async function queueCallOffer(
  deps: CallMessageDependencies,
  trx: Kysely<Database>,
  lead: Lead,
  offer: { id: string; payload: CallOfferPayload },
): Promise<VisitorQueueing | "off"> {
  if (!deps.mail.enabled) return "off";
  return queueToVisitorOf(
    deps.mail,
    trx,
    lead,
    { kind: CALL_OFFER_KIND, dueAt: deps.now(), ...offer },
    { awaited: true },
  );
}
