import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { replyAddress, REPLY_WITHIN_MS, type Lead } from "../leads/repository.js";
import {
  countLeadMessages,
  countMessagesToMailbox,
  countMessagesToVisitors,
  queueMessage,
  skipPendingMessages,
} from "./outbox.js";
import type { OutboxKind } from "./tables.js";
import type { BookingMailPayload } from "../booking/mail.js";
import type { CallReminderPayload } from "../booking/reminder-mail.js";
import type { CallOfferPayload } from "../booking/offer-mail.js";
import { canonicalMailbox } from "../../shared/mailbox.js";
import type { ReminderPayload, VisitorMailCapPayload } from "../leads/mail.js";

const HOUR = 60 * 60 * 1000;

export const MAIL_DELAYS = {
  /** A lead that has booked no call by then gets the acknowledgement. */
  acknowledgementMs: 15 * 60 * 1000,
  /** The owner's reminder of an unhandled lead, an hour before it turns 24 hours old. */
  reminderMs: 23 * HOUR,
};
export type MailDelays = typeof MAIL_DELAYS;

export const MAIL_CAPS = {
  /** Messages a day to one visitor mailbox (canonical: aliases count as one), whatever asks. */
  mailboxPerDay: 3,
  /** Messages an hour to all visitors together (VISITOR_MAIL_PER_HOUR). */
  visitorsPerHour: 60,
  /**
   * Copies a day to the owner about one lead's call: a visitor holding a valid link could
   * otherwise move the call back and forth to flood the owner's mailbox.
   */
  ownerPerCallPerDay: 10,
};
export type MailCaps = typeof MAIL_CAPS;

export interface QueueDependencies {
  log: Pick<FastifyBaseLogger, "warn">;
  caps: MailCaps;
  delays: MailDelays;
  /** Booking is on: a lead that books no call gets an acknowledgement. */
  acknowledgeLeads: boolean;
  now?: () => Date;
}

/** The fixed id of the one alert of a clock hour: a second one that hour is not queued. */
const alertId = (now: Date) => `visitor-mail-cap-${now.toISOString().slice(0, 13)}`;

/**
 * Whether all visitors together may have one more message this hour. When not, the owner is
 * alerted, once that clock hour (a fixed id), and the refusal is logged with `about`.
 */
async function visitorHourAllows(
  deps: QueueDependencies,
  trx: Kysely<Database>,
  now: Date,
  about: { lead: string | null; kind: OutboxKind },
): Promise<boolean> {
  const { visitorsPerHour } = deps.caps;
  const hourAgo = new Date(now.getTime() - HOUR);
  if ((await countMessagesToVisitors(trx, hourAgo)) < visitorsPerHour) return true;
  const payload: VisitorMailCapPayload = { cap: visitorsPerHour, since: hourAgo.toISOString() };
  const alerted = await queueMessage(
    trx,
    { id: alertId(now), leadId: about.lead, kind: "owner-alert", mailbox: null, payload, dueAt: now },
    now,
  );
  deps.log.warn(
    { ...about, cap: visitorsPerHour, alerted },
    "message to the visitor not queued: visitors have had the hour's messages",
  );
  return false;
}

/** What became of a message to a visitor: queued, found queued before (its fixed id), or held back (a cap, or spam). */
export type VisitorQueueing = "queued" | "duplicate" | "capped";

/**
 * A message to the visitor, unless the lead is spam, their mailbox had its share today, or all
 * visitors together had theirs this hour (then the owner is alerted, once that clock hour).
 */
async function queueToVisitor(
  deps: QueueDependencies,
  trx: Kysely<Database>,
  lead: Lead,
  message: { kind: OutboxKind; payload: unknown; dueAt: Date; id?: string },
): Promise<VisitorQueueing> {
  if (lead.status === "spam") return "capped";
  const now = deps.now?.() ?? new Date();
  const mailbox = canonicalMailbox(replyAddress(lead));
  const { mailboxPerDay } = deps.caps;
  if ((await countMessagesToMailbox(trx, mailbox, new Date(now.getTime() - 24 * HOUR))) >= mailboxPerDay) {
    deps.log.warn(
      { lead: lead.id, kind: message.kind, cap: mailboxPerDay },
      "message to the visitor not queued: the mailbox has had its messages for the day",
    );
    return "capped";
  }
  if (!(await visitorHourAllows(deps, trx, now, { lead: lead.id, kind: message.kind }))) return "capped";
  return (await queueMessage(trx, { leadId: lead.id, mailbox, ...message }, now)) ? "queued" : "duplicate";
}

/**
 * A detached message to a visitor (a privacy link, the last message after an erasure: no lead,
 * no mailbox kept), counted against the same hourly cap as every other; false when the cap held
 * it back. The caller caps the mailbox itself, by the key it keeps instead of the address.
 */
export async function queueDetachedToVisitor(
  deps: QueueDependencies,
  trx: Kysely<Database>,
  message: { kind: OutboxKind; payload: unknown; dueAt: Date },
): Promise<boolean> {
  const now = deps.now?.() ?? new Date();
  if (!(await visitorHourAllows(deps, trx, now, { lead: null, kind: message.kind }))) return false;
  await queueMessage(trx, { leadId: null, mailbox: null, ...message }, now);
  return true;
}

/**
 * For insertLead, in the lead's own transaction: the owner's notification (so that a stored lead
 * always has one), the owner's reminder, and the visitor's acknowledgement when booking is on.
 * Nothing for spam.
 */
export async function queueLeadMessages(deps: QueueDependencies, trx: Kysely<Database>, lead: Lead): Promise<void> {
  if (lead.status === "spam") return;
  const at = lead.receivedAt;
  await queueMessage(trx, { leadId: lead.id, kind: "notification", mailbox: null, payload: null, dueAt: at }, at);
  const replyBy = new Date(at.getTime() + REPLY_WITHIN_MS).toISOString();
  await queueMessage(
    trx,
    {
      leadId: lead.id,
      kind: "owner-reminder",
      mailbox: null,
      payload: { replyBy } satisfies ReminderPayload,
      dueAt: new Date(at.getTime() + deps.delays.reminderMs),
    },
    at,
  );
  if (deps.acknowledgeLeads) {
    const dueAt = new Date(at.getTime() + deps.delays.acknowledgementMs);
    await queueToVisitor(deps, trx, lead, { kind: "visitor-acknowledgement", payload: null, dueAt });
  }
}

/**
 * A call's reminder, fallen due: queued once under its fixed id (a second sweep, on this instance
 * or another, finds it there), to the visitor under the same caps as any message to them.
 */
export async function queueCallReminder(
  deps: QueueDependencies,
  trx: Kysely<Database>,
  lead: Lead,
  reminder: { id: string; payload: CallReminderPayload },
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  await queueToVisitor(deps, trx, lead, { kind: "visitor-call-reminder", dueAt: now, ...reminder });
}

/**
 * The no-show's offer of another time, asked for by the owner: once per call under its fixed id,
 * to the visitor under the same caps as any message to them (decision 092).
 */
export async function queueCallOffer(
  deps: QueueDependencies,
  trx: Kysely<Database>,
  lead: Lead,
  offer: { id: string; payload: CallOfferPayload },
): Promise<VisitorQueueing> {
  const now = deps.now?.() ?? new Date();
  return queueToVisitor(deps, trx, lead, { kind: "visitor-call-offer", dueAt: now, ...offer });
}

/**
 * The visitor's and the owner's messages about a booked, moved or cancelled call, in the
 * transaction that changed it; a booked call makes the pending acknowledgement moot.
 */
export async function queueCallChange(
  deps: QueueDependencies,
  trx: Kysely<Database>,
  lead: Lead,
  payload: BookingMailPayload,
  options: { toVisitor?: boolean } = {},
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  if (payload.change === "booked")
    await skipPendingMessages(trx, lead.id, "visitor-acknowledgement", "a call was booked");
  const cap = deps.caps.ownerPerCallPerDay;
  if ((await countLeadMessages(trx, lead.id, "owner-booking", new Date(now.getTime() - 24 * HOUR))) < cap) {
    await queueMessage(trx, { leadId: lead.id, kind: "owner-booking", mailbox: null, payload, dueAt: now }, now);
  } else {
    deps.log.warn(
      { lead: lead.id, cap },
      "owner's copy of a call change not queued: this lead's call has changed too often today",
    );
  }
  // A call freed because its lead is spam tells the owner only (decision 032).
  if (options.toVisitor !== false)
    await queueToVisitor(deps, trx, lead, { kind: "visitor-booking", payload, dueAt: now });
}
