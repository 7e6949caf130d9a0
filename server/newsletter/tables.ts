import type { Language } from "../../shared/languages.js";
import type { NewsletterList } from "../../shared/newsletter.js";

/** The newsletter's tables (issue 54), as Kysely sees them. */
export interface NewsletterTables {
  newsletter_subscribers: SubscribersTable;
  newsletter_consents: ConsentsTable;
  newsletter_requests: RequestsTable;
  newsletter_letters: LettersTable;
  newsletter_deliveries: DeliveriesTable;
}

export type SubscriberStatus = "pending" | "confirmed" | "departed";

/**
 * One mailbox on one list: unique by (list, mailbox), so a second subscription is the same row.
 * `email` is the canonical address we write to (decision 145), `mailbox` its canonical mailbox
 * (what caps and uniqueness count). Leaving keeps the row as `departed` until the person erases
 * their data; coming back makes it `pending` again until a new confirmation.
 */
export interface SubscribersTable {
  id: string;
  list: NewsletterList;
  email: string;
  mailbox: string;
  language: Language;
  status: SubscriberStatus;
  /** The page of the site the form was on (a path), for the dashboard's sources. */
  source: string | null;
  created_at: string;
  confirmed_at: string | null;
  departed_at: string | null;
  /** Bumped by each new subscription: a confirmation link of an older one no longer works. */
  generation: number;
}

/** A confirmation, kept as the record of consent: when, the words shown, the language, the network. */
export interface ConsentsTable {
  id: string;
  subscriber_id: string;
  given_at: string;
  words: string;
  language: Language;
  /** The client's address truncated as a lead's is (its /24 or /48). */
  network: string | null;
}

/**
 * Every accepted request to subscribe, whoever asked: what the per-mailbox and per-network caps
 * count. Deleted with the mailbox's other data on erasure, and after a week.
 */
export interface RequestsTable {
  id: string;
  mailbox: string;
  network: string | null;
  requested_at: string;
}

export type LetterState = "draft" | "sending" | "sent";

/** A letter the owner wrote: Markdown per language, sent to one list in one language. */
export interface LettersTable {
  id: string;
  list: NewsletterList;
  language: Language;
  subject: string;
  markdown: string;
  state: LetterState;
  created_at: string;
  updated_at: string;
  sending_at: string | null;
  sent_at: string | null;
}

/**
 * One letter to one subscriber: the primary key (letter_id, subscriber_id) is claimed in the same
 * transaction that queues the outbox message, so no instance, restart or retry sends it twice.
 */
export interface DeliveriesTable {
  letter_id: string;
  subscriber_id: string;
  queued_at: string;
  /** When the SMTP server took it; null while it waits in the outbox, or if it was skipped. */
  sent_at: string | null;
}
