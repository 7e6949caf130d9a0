import type { Kysely } from "kysely";
import { statusOfStage, type LeadStage } from "../../shared/admin-api.js";
import type { Database } from "../db/database.js";
import { queueEvent } from "../webhooks/deliveries.js";
import { findLead, type Lead } from "./repository.js";

import type { StageChange } from "./pipeline-records.js";

export type { Note, StageChange } from "./pipeline-records.js";

/** The stages a booked call moves a lead from: a call booked is a step forward, never back. */
const BEFORE_A_CALL: readonly LeadStage[] = ["new", "replied", "lost"];

/**
 * Moves one lead to `stage` in the caller's transaction: its status follows (unless it is spam,
 * which stays apart), a reason is kept for "lost" only, the change goes into its history and
 * `lead.stage_changed` to the webhooks. The lead as it is now, unchanged when it was at that stage
 * with that reason already; undefined when there is no such lead.
 */
async function moveLead(
  trx: Kysely<Database>,
  id: string,
  stage: LeadStage,
  { reason = null, now = new Date() }: { reason?: string | null; now?: Date } = {},
): Promise<Lead | undefined> {
  const lead = await findLead(trx, id);
  if (lead === undefined) return undefined;
  const lostReason = stage === "lost" ? reason?.trim() || null : null;
  if (lead.stage === stage && lead.lostReason === lostReason) return lead;
  if (lead.stage === stage) return editLostReason(trx, lead, lostReason);
  await trx
    .updateTable("leads")
    .set({
      stage,
      lost_reason: lostReason,
      ...(lead.status === "spam" ? {} : { status: statusOfStage(stage) }),
    })
    .where("id", "=", id)
    .execute();
  const change: StageChange = { from: lead.stage, to: stage, reason: lostReason, at: now };
  await trx
    .insertInto("lead_stage_changes")
    .values({
      id: crypto.randomUUID(),
      lead_id: id,
      from_stage: change.from,
      to_stage: change.to,
      reason: change.reason,
      changed_at: now.toISOString(),
    })
    .execute();
  const moved = (await findLead(trx, id))!;
  await queueEvent(trx, { type: "lead.stage_changed", lead: moved, change }, now);
  return moved;
}

/**
 * A lost lead's reason, written or changed later: the lead stays where it was, so its history
 * gains no "Lost → Lost" line and no webhook is told of a move; the reason goes on the line that
 * recorded the loss.
 */
async function editLostReason(trx: Kysely<Database>, lead: Lead, lostReason: string | null): Promise<Lead> {
  await trx.updateTable("leads").set({ lost_reason: lostReason }).where("id", "=", lead.id).execute();
  const lastLoss = await trx
    .selectFrom("lead_stage_changes")
    .select("id")
    .where("lead_id", "=", lead.id)
    .where("to_stage", "=", "lost")
    .orderBy("changed_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (lastLoss !== undefined) {
    await trx.updateTable("lead_stage_changes").set({ reason: lostReason }).where("id", "=", lastLoss.id).execute();
  }
  return { ...lead, lostReason };
}

/** The inbox's move of one lead or many, in one transaction: the leads found, in the order asked. */
export async function moveLeads(
  db: Kysely<Database>,
  ids: readonly string[],
  stage: LeadStage,
  options: { reason?: string | null; now?: Date } = {},
): Promise<Lead[]> {
  return db.transaction().execute(async (trx) => {
    const moved: Lead[] = [];
    for (const id of new Set(ids)) {
      const lead = await moveLead(trx, id, stage, options);
      if (lead !== undefined) moved.push(lead);
    }
    return moved;
  });
}

/**
 * A call was booked for the lead (the booking's own transaction): a lead before the call moves
 * to "call"; one already past it (a proposal, a client) stays where it is.
 */
export async function leadBookedACall(trx: Kysely<Database>, lead: Pick<Lead, "id">, now = new Date()): Promise<void> {
  const current = await findLead(trx, lead.id);
  if (current !== undefined && BEFORE_A_CALL.includes(current.stage)) await moveLead(trx, lead.id, "call", { now });
}

/** The lead's stage changes, oldest first. */
export async function stageHistory(db: Kysely<Database>, leadId: string): Promise<StageChange[]> {
  const rows = await db
    .selectFrom("lead_stage_changes")
    .select(["from_stage", "to_stage", "reason", "changed_at"])
    .where("lead_id", "=", leadId)
    .orderBy("changed_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    from: row.from_stage,
    to: row.to_stage,
    reason: row.reason,
    at: new Date(row.changed_at),
  }));
}
