import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { findLead } from "../leads/repository.js";
import { composeReplyDue, type ReminderPayload, type ReplyDuePayload } from "../leads/mail.js";
import type { MailIdentity } from "./mail-identity.js";
import { queueMessage, type OutboxMessage } from "./outbox.js";
import type { SendOutcome } from "./outbox-worker.js";
import type { MailTransport } from "./transport.js";

/**
 * Reminders falling due this soon after the one claimed are gathered with it: leads that came in
 * within the hour are answered together rather than an e-mail each. More than a claim's lease, so
 * that the claimed reminder itself (its due time pushed to the lease's end) is among them.
 */
const GATHER_MS = 60 * 60 * 1000;

/** The fixed id of the e-mail a claimed reminder gathered: queued once, however often it is retried. */
const replyDueId = (claimed: Pick<OutboxMessage, "id">) => `owner-reply-due-${claimed.id}`;

/**
 * A reminder fell due (and was claimed by this instance): every unsent reminder of a lead still
 * "new" falling due within GATHER_MS is marked done and their leads queued as one "owner-reply-due"
 * under a fixed id, in one transaction. The update only takes a reminder still unsent, so two
 * instances gathering at once never list one lead twice; the second finds nothing and skips.
 */
export async function gatherReminders(db: Kysely<Database>, claimed: OutboxMessage, now: Date): Promise<SendOutcome> {
  const id = replyDueId(claimed);
  const gathered = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable("outbox")
      .set({ sent_at: now.toISOString(), last_error: `not sent: gathered into ${id}` })
      .where("kind", "=", "owner-reminder")
      .where("sent_at", "is", null)
      .where("next_attempt_at", "<=", new Date(now.getTime() + GATHER_MS).toISOString())
      .where("lead_id", "in", (eb) => eb.selectFrom("leads").select("id").where("status", "=", "new"))
      .returning(["lead_id", "payload"])
      .execute();
    const leads = rows.flatMap((row) =>
      row.lead_id === null || row.payload === null
        ? []
        : [{ id: row.lead_id, replyBy: (JSON.parse(row.payload) as ReminderPayload).replyBy }],
    );
    if (leads.length === 0) return 0;
    leads.sort((a, b) => a.replyBy.localeCompare(b.replyBy));
    const payload: ReplyDuePayload = { leads };
    await queueMessage(trx, { id, leadId: null, kind: "owner-reply-due", mailbox: null, payload, dueAt: now }, now);
    return leads.length;
  });
  return { skipped: gathered === 0 ? "gathered into another e-mail" : `gathered into ${id}` };
}

/** The gathered e-mail, of the leads still unanswered when it is sent; none left, none sent. */
export async function sendReplyDue(
  db: Kysely<Database>,
  transport: Pick<MailTransport, "deliver">,
  identity: MailIdentity,
  payload: ReplyDuePayload,
): Promise<SendOutcome> {
  const due = [];
  for (const { id, replyBy } of payload.leads) {
    const lead = await findLead(db, id);
    if (lead !== undefined && lead.status === "new") due.push({ lead, replyBy: new Date(replyBy) });
  }
  if (due.length === 0) return { skipped: "every lead was answered" };
  await transport.deliver(composeReplyDue(due, identity));
  return undefined;
}
