import type { Kysely } from "kysely";
import * as v from "valibot";
import type { Database } from "../db/database.js";
import { messageKind } from "../mail/message-kinds.js";
import { queueMessage, type OutboxMessage } from "../mail/outbox.js";
import type { OwnerReader } from "../mail/owner-readers.js";
import { assigneeOf, findLead, type Lead } from "./repository.js";
import { composeReplyDue } from "./mail.js";

export const REMINDER_KIND = "owner-reminder";
const REPLY_DUE_KIND = "owner-reply-due";

/** The owner's reminder of one lead: the moment its reply is due. */
export const ReminderPayload = v.object({ replyBy: v.string() });
export type ReminderPayload = v.InferOutput<typeof ReminderPayload>;

/** The one e-mail that gathers the reply-due reminders fallen due together (decision 122). */
const ReplyDuePayload = v.object({ leads: v.array(v.object({ id: v.string(), replyBy: v.string() })) });
type ReplyDuePayload = v.InferOutput<typeof ReplyDuePayload>;

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
export async function gatherReminders(
  db: Kysely<Database>,
  claimed: OutboxMessage,
  now: Date,
): Promise<{ skipped: string }> {
  const id = replyDueId(claimed);
  const gathered = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable("outbox")
      .set({ sent_at: now.toISOString(), last_error: `not sent: gathered into ${id}` })
      .where("kind", "=", REMINDER_KIND)
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
    await queueMessage(trx, { id, leadId: null, kind: REPLY_DUE_KIND, mailbox: null, payload, dueAt: now }, now);
    return leads.length;
  });
  return { skipped: gathered === 0 ? "gathered into another e-mail" : `gathered into ${id}` };
}

/**
 * The gathered e-mail, of the leads still unanswered when it is sent; none left, none sent. Each
 * reader gets the leads whose alerts are theirs (the assignee's, or the unassigned ones), in
 * their language and zone.
 */
export const replyDueKind = messageKind({
  kind: REPLY_DUE_KIND,
  payload: ReplyDuePayload,
  async compose(payload, { db, identity, now, readers }) {
    const due: { lead: Lead; replyBy: Date }[] = [];
    for (const { id, replyBy } of payload.leads) {
      const lead = await findLead(db, id);
      // "Due soon" is not said of a reply already overdue (issue 51): the inbox and the Monday
      // e-mail list those.
      const late = Date.parse(replyBy) <= now.getTime();
      if (lead !== undefined && lead.status === "new" && !late) due.push({ lead, replyBy: new Date(replyBy) });
    }
    if (due.length === 0) return { skipped: "every lead was answered or is already overdue" };
    const byReader = new Map<string, { reader: OwnerReader; due: typeof due }>();
    for (const item of due) {
      for (const reader of await readers({ lead: { assigneeId: await assigneeOf(db, item.lead.id) } })) {
        const entry = byReader.get(reader.to) ?? { reader, due: [] };
        entry.due.push(item);
        byReader.set(reader.to, entry);
      }
    }
    return [...byReader.values()].map((entry) => composeReplyDue(entry.due, identity, entry.reader));
  },
});
