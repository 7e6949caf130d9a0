import type { Kysely } from "kysely";
import { canonicalMailbox } from "../../shared/mailbox.js";
import type { Database } from "../db/database.js";
import { queueMessage, type NewOutboxMessage } from "../mail/outbox.js";
import type { Mail } from "../mail/plugin.js";
import type { VisitorQueueing } from "../mail/queue-messages.js";
import { ACKNOWLEDGEMENT_KIND, NOTIFICATION_KIND, type AcknowledgementPayload } from "./message-kinds.js";
import { REMINDER_KIND, type ReminderPayload } from "./reply-due.js";
import { replyAddress, REPLY_WITHIN_MS, type Lead } from "./repository.js";

const HOUR = 60 * 60 * 1000;

export const LEAD_MESSAGE_DELAYS = {
  /** A lead that has booked no call by then gets the acknowledgement. */
  acknowledgementMs: 15 * 60 * 1000,
  /** The owner's reminder of an unhandled lead, an hour before it turns 24 hours old. */
  reminderMs: 23 * HOUR,
};
export type LeadMessageDelays = typeof LEAD_MESSAGE_DELAYS;

export interface LeadMessageDependencies {
  mail: Pick<Mail, "queueToVisitor">;
  delays: LeadMessageDelays;
  /** Booking is on: a lead that books no call gets an acknowledgement. */
  acknowledgeLeads: boolean;
  /** The booking page with the lead's offer, which the acknowledgement offers again. */
  bookLink?: (trx: Kysely<Database>, lead: Lead) => Promise<string | undefined>;
}

/**
 * A message to the lead's visitor, at their canonical mailbox, under the outbox's caps on visitor
 * mail; none for a lead that is spam ("capped": its address is no one's to mail).
 */
export async function queueToVisitorOf(
  mail: Pick<Mail, "queueToVisitor">,
  trx: Kysely<Database>,
  lead: Lead,
  message: Omit<NewOutboxMessage, "leadId" | "mailbox">,
  options?: { awaited?: boolean },
): Promise<VisitorQueueing | "off"> {
  if (lead.status === "spam") return "capped";
  const to = { ...message, leadId: lead.id, mailbox: canonicalMailbox(replyAddress(lead)) };
  return mail.queueToVisitor(trx, to, options);
}

/**
 * For insertLead, in the lead's own transaction: the owner's notification (so that a stored lead
 * always has one), the owner's reminder, and the visitor's acknowledgement when booking is on.
 * Nothing for spam.
 */
export async function queueLeadMessages(
  deps: LeadMessageDependencies,
  trx: Kysely<Database>,
  lead: Lead,
): Promise<void> {
  if (lead.status === "spam") return;
  const at = lead.receivedAt;
  await queueMessage(trx, { leadId: lead.id, kind: NOTIFICATION_KIND, mailbox: null, payload: null, dueAt: at }, at);
  const replyBy = new Date(at.getTime() + REPLY_WITHIN_MS).toISOString();
  await queueMessage(
    trx,
    {
      leadId: lead.id,
      kind: REMINDER_KIND,
      mailbox: null,
      payload: { replyBy } satisfies ReminderPayload,
      dueAt: new Date(at.getTime() + deps.delays.reminderMs),
      deferred: true,
    },
    at,
  );
  if (deps.acknowledgeLeads) {
    const dueAt = new Date(at.getTime() + deps.delays.acknowledgementMs);
    const bookUrl = await deps.bookLink?.(trx, lead);
    const payload: AcknowledgementPayload = bookUrl === undefined ? null : { bookUrl };
    await queueToVisitorOf(deps.mail, trx, lead, { kind: ACKNOWLEDGEMENT_KIND, payload, dueAt, deferred: true });
  }
}
