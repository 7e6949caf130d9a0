import type { Generated } from "kysely";

/**
 * What an outbox message is: a kind registered by the capability that queues it
 * (server/mail/message-kinds.ts); one starting with `visitor-` goes to a visitor. "notification",
 * the owner's notice of a new lead, was the first kind and is the column's default.
 */
export type OutboxKind = string;

/** The outbox: every message, from its commit until it is sent, as Kysely sees it. */
export interface MailTables {
  outbox: OutboxTable;
  held_mail: HeldMailTable;
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
  /**
   * 1: queued to fall due later on purpose (a reminder, an acknowledgement): not "waiting" for
   * the metrics until its time comes.
   */
  deferred: Generated<number>;
}

/** Which cap held a visitor e-mail back: its mailbox's day, or all visitors' hour. */
export type HeldMailCap = "mailbox" | "hour";

/**
 * A lead's visitor e-mail that a cap held back (issue 51): never queued, so the outbox has no row
 * of it; this one is what the lead's page and the owner's alert read. Goes with its lead.
 */
export interface HeldMailTable {
  id: string;
  lead_id: string;
  /** The outbox kind the message would have had. */
  kind: OutboxKind;
  cap: HeldMailCap;
  held_at: string;
}
