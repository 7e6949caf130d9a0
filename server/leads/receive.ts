import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { BookingOffer } from "../../shared/booking.js";
import type { FieldError } from "../../shared/collector.js";
import type { Language } from "../../shared/languages.js";
import type { FormKind } from "../../shared/lead-forms.js";
import { PROOF_OF_WORK_FIELD } from "../../shared/spam.js";
import type { VisitFound } from "../analytics/attribution.js";
import type { BookingService } from "../booking/plugin.js";
import type { Database } from "../db/database.js";
import type { LeadStatus } from "../../shared/admin-api.js";
import type { Mail } from "../mail/plugin.js";
import type { InsertLeadOptions } from "./repository.js";
import type { Analytics } from "../analytics/plugin.js";
import { judge } from "../spam/verdict.js";
import { queueEvent } from "../webhooks/deliveries.js";
import type { Webhooks } from "../webhooks/plugin.js";
import { truncateAddress } from "./client-address.js";
import { FormError } from "./form-error.js";
import { findLeadByIdempotencyKey, insertLead } from "./repository.js";
import { hasDataFields, KEPT_MAX_LENGTH, readInstructions, validateSubmission, type Fields } from "./submission.js";

/** What receiving a lead works with: plain values and the app's services, so tests build them without HTTP. */
export interface ReceiveDeps {
  db: Kysely<Database>;
  /**
   * Queues the lead's messages in its transaction (server/leads/lead-messages.ts; undefined when
   * mail is off), and wakes the outbox once it is committed.
   */
  mail: Pick<Mail, "wake"> & { afterInsert: InsertLeadOptions["afterInsert"] };
  /** Stores the visit the lead came from in its transaction. */
  analytics: Pick<Analytics, "saveAttribution">;
  webhooks: Pick<Webhooks, "wake">;
  /** The booking offer of the success reply. */
  booking: Pick<BookingService, "offer">;
  /** Counts a stored lead for the metrics. */
  leadStored: (form: FormKind, status: LeadStatus) => void;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  now: () => Date;
  /** SPAM_MIN_FILL_SECONDS in milliseconds; 0: off. */
  spamMinFillMs: number;
}

/** A submission as it reached the collector. */
export interface Submission {
  /** The parsed body: JSON, URL-encoded or multipart. */
  fields: Fields;
  /** The client's address (`request.ip`), stored truncated. */
  clientAddress: string;
  userAgent: string | undefined;
  /** The visit the submission came from, asked only of a valid lead about to be stored. */
  visit: () => Promise<VisitFound | undefined>;
}

/** The answer: where the visitor goes next (with the booking offer), or what to correct. */
export type Received =
  | { ok: true; next: string; offer: BookingOffer | undefined }
  | { ok: false; language: Language; form: FormKind; errors: FieldError[] };

/**
 * Receives a lead: validates it, judges it, stores it with what must be atomic with it (its outbox
 * messages, its webhook event, its attribution) in one transaction, and answers once that is
 * committed. Spam is stored with its reasons and answered as a lead is; a repeated idempotency key
 * gets the first answer and stores nothing. A body without data fields throws FormError EMPTY.
 */
export async function receiveLead(deps: ReceiveDeps, submission: Submission): Promise<Received> {
  const { db, now } = deps;
  const { fields } = submission;
  if (!hasDataFields(fields)) throw new FormError("EMPTY");

  const instructions = readInstructions(fields);
  const { language, idempotencyKey, honeypot } = instructions;
  const validation = validateSubmission(fields, language);
  if (!validation.ok) {
    // A bot that filled the honeypot learns nothing from our validation.
    if (honeypot) return { ok: true, next: instructions.next, offer: undefined };
    return { ok: false, language, form: validation.form, errors: validation.errors };
  }

  if (idempotencyKey !== null) {
    const first = await findLeadByIdempotencyKey(db, idempotencyKey, now());
    if (first !== undefined) return { ok: true, next: first.nextUrl, offer: deps.booking.offer(first) };
  }
  // Spam is stored with its reasons and answered as a lead is: bots learn nothing.
  const verdict = await judge(
    {
      db,
      now,
      minFillMs: deps.spamMinFillMs,
      onRuleFailure: (rule, error) =>
        deps.log.warn({ rule: rule.value, err: error }, "an owner's spam pattern could not run: no match"),
    },
    { honeypot, proofOfWork: fields[PROOF_OF_WORK_FIELD], content: validation.values },
  );

  const visit = await submission.visit();
  let eventQueued = false;
  const lead = await insertLead(
    db,
    {
      form: validation.form,
      language,
      ...validation.values,
      replyTo: instructions.replyTo,
      subject: instructions.subject,
      clientAddress: truncateAddress(submission.clientAddress),
      userAgent: submission.userAgent?.slice(0, KEPT_MAX_LENGTH.userAgent) ?? null,
      status: verdict.spam ? "spam" : "new",
      spamReasons: verdict.reasons,
      idempotencyKey,
      nextUrl: instructions.next,
      receivedAt: now(),
    },
    {
      afterInsert: async (trx, stored) => {
        await deps.mail.afterInsert?.(trx, stored);
        await deps.analytics.saveAttribution(trx, stored.id, visit);
        eventQueued = await queueEvent(trx, { type: "lead.created", lead: stored });
      },
    },
  );
  if (lead === undefined) {
    // A request with the same key, running at the same time, stored the lead first.
    const first = await findLeadByIdempotencyKey(db, idempotencyKey!, now());
    return { ok: true, next: first?.nextUrl ?? instructions.next, offer: first && deps.booking.offer(first) };
  }
  deps.log.info({ lead: lead.id, form: lead.form, status: lead.status, spamReasons: lead.spamReasons }, "lead stored");
  deps.leadStored(lead.form, lead.status);
  deps.mail.wake();
  if (eventQueued) deps.webhooks.wake();
  return { ok: true, next: lead.nextUrl, offer: deps.booking.offer(lead) };
}
