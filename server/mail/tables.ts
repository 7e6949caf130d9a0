import type { Generated } from "kysely";

/**
 * What an outbox message is: the owner's notification of a new lead (the first kind, and the
 * column's default), the booking messages (docs/decisions/022-booking.md) and the owner's alert
 * that visitor mail hit its hourly cap (docs/decisions/034-mail-caps-on-the-mailbox.md).
 */
export const OUTBOX_KINDS = [
  "notification",
  /** The visitor's invitation or cancellation (iCalendar REQUEST or CANCEL), in their language. */
  "visitor-booking",
  /** The owner's copy of the same, with the lead's details. */
  "owner-booking",
  /** The visitor's "we reply within 24 hours", sent only if no call was booked meanwhile. */
  "visitor-acknowledgement",
  /**
   * The visitor's reminder of their call (BOOKING_REMINDERS), queued when it falls due under the
   * id of its call, time and offset, sent only if the call is still at that time (decision 091).
   */
  "visitor-call-reminder",
  /**
   * The visitor's offer of another time after a missed call, queued only when the owner asks,
   * once per call under its id (decision 092).
   */
  "visitor-call-offer",
  /**
   * The owner's reminder of one lead, queued with the lead; when it falls due it is not sent alone
   * but gathered with every other falling due into one "owner-reply-due" (decision 122).
   */
  "owner-reminder",
  /** The owner's one alert of an hour in which visitor mail reached its cap. */
  "owner-alert",
  /** The owner's notice that a webhook endpoint was turned off after failing for days (issue 28). */
  "owner-webhook-disabled",
  /**
   * The owner's notice that a webhook endpoint giving no reply was set aside for a while, once per
   * run of set-asides (decision 077); detached: no lead.
   */
  "owner-webhook-set-aside",
  /** The visitor's link to their own data (issue 29); detached: no lead, deleted once sent. */
  "visitor-privacy-link",
  /** The visitor's last message, saying their data is erased; detached. */
  "visitor-privacy-erased",
  /** The owner's notice of an erasure, with what it removed and no address; detached. */
  "owner-privacy-erased",
  /** The owner's Monday e-mail of last week's figures (issue 39), queued once a week under its id; detached. */
  "owner-weekly-digest",
  /** The one e-mail of the reminders gathered together: detached, its payload the leads' ids. */
  "owner-reply-due",
  /** The newsletter's messages (issue 54), each sent by its own function in server/newsletter/outbox-kinds.ts. */
  "visitor-newsletter-confirm",
  "visitor-newsletter-welcome",
  "newsletter-letter",
  "owner-newsletter-caps",
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** The outbox: every message, from its commit until it is sent, as Kysely sees it. */
export interface MailTables {
  outbox: OutboxTable;
}

/**
 * One message, from its commit until it is sent. Most are about a lead; a detached one (`lead_id`
 * null: a privacy message, or a call's CANCEL whose lead was erased) carries what it needs in its
 * payload, which is emptied once it is sent (docs/decisions/055-detached-messages.md); the row
 * stays a day, holding no address, so that the hourly cap on visitor mail counts it (decision 071).
 */
export interface OutboxTable {
  id: string;
  lead_id: string | null;
  kind: Generated<OutboxKind>;
  /** The visitor's canonical mailbox for messages to the visitor (the caps count it); else null. */
  mailbox: string | null;
  /** JSON, what the message needs besides the lead, fixed when it was queued. */
  payload: string | null;
  created_at: string;
  /** Failed sends so far. */
  attempts: number;
  /** When it may be tried (again); while an instance sends it, the end of that instance's lease. */
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
}
