import { sql, type Kysely } from "kysely";
import type { LeadStatus } from "../../shared/admin-api.js";
import type { SpamReason } from "../../shared/spam.js";
import type { Database } from "../db/database.js";
import { moveLeads } from "../leads/pipeline.js";
import { findLead, type InsertLeadOptions, type Lead } from "../leads/repository.js";
import { countLeadMessages } from "../mail/outbox.js";
import { addSpamRule } from "./repository.js";
import { queueEvent } from "../webhooks/deliveries.js";

export interface RestoreDependencies {
  db: Kysely<Database>;
  /** app.leads.queueMessages: queues what a stored lead gets (undefined when mail is off). */
  queueLeadMessages: InsertLeadOptions["afterInsert"];
}

/**
 * "Not spam" (issue 27): the lead leaves the spam folder and then gets everything a real lead
 * gets, exactly once: the owner's notification, the reminder and the visitor's acknowledgement,
 * queued in the transaction that moves it. A lead that already had its notification (it was
 * marked spam after arriving) gets nothing twice; the webhooks get `lead.restored` (they never
 * had the lead: spam makes no event). Undefined when there is no such lead; the lead unchanged
 * when it was not spam. The update matches only a spam lead, so of two requests restoring it at
 * once only one does. This is the one place a lead comes back from spam: to the status its stage
 * gives it (spam kept the stage underneath).
 */
export async function restoreLead(deps: RestoreDependencies, id: string): Promise<Lead | undefined> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("leads")
      .set({ status: sql<LeadStatus>`case when stage = 'new' then 'new' else 'handled' end` })
      .where("id", "=", id)
      .where("status", "=", "spam")
      .returning("id")
      .executeTakeFirst();
    const lead = await findLead(trx, id);
    if (row === undefined || lead === undefined) return lead;
    const notified = await countLeadMessages(trx, id, "notification", new Date(0));
    if (notified === 0) await deps.queueLeadMessages?.(trx, lead);
    await queueEvent(trx, { type: "lead.restored", lead });
    return lead;
  });
}

/**
 * "Spam" on an inbox lead: into the spam folder with the reason "marked-by-owner", so that the
 * folder says why it is there like any other catch, and its sender's address blocked if asked.
 * Undefined when there is no such lead.
 */
export async function markSpam(db: Kysely<Database>, id: string, block: boolean): Promise<Lead | undefined> {
  return db.transaction().execute(async (trx) => {
    const lead = await findLead(trx, id);
    if (lead === undefined) return undefined;
    const reasons: SpamReason[] =
      lead.status === "spam" || lead.spamReasons.includes("marked-by-owner")
        ? lead.spamReasons
        : [...lead.spamReasons, "marked-by-owner"];
    await trx
      .updateTable("leads")
      .set({ status: "spam", spam_reasons: JSON.stringify(reasons) })
      .where("id", "=", id)
      .execute();
    if (block) await addSpamRule(trx, { kind: "address", value: lead.email });
    return findLead(trx, id);
  });
}

/**
 * The inbox's status change: from spam back to the inbox through restoreLead, so that it gets
 * its messages; "handled" moves a new lead to "replied", "new" moves a lead back to "new", each a
 * stage change like any other (its history, its event).
 */
export async function changeLeadStatus(
  deps: RestoreDependencies,
  id: string,
  status: LeadStatus,
): Promise<Lead | undefined> {
  if (status === "spam") return markSpam(deps.db, id, false);
  const restored = await restoreLead(deps, id);
  if (restored === undefined || restored.status === status) return restored;
  const [moved] = await moveLeads(deps.db, [id], status === "new" ? "new" : "replied");
  return moved;
}
