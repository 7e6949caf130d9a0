import type { Kysely } from "kysely";
import type { SpamReason, SpamRule, SpamRuleInput } from "../../shared/spam.js";
import type { Database } from "../db/database.js";
import { messageHash } from "../leads/repository.js";

export async function listSpamRules(db: Kysely<Database>): Promise<SpamRule[]> {
  const rows = await db.selectFrom("spam_rules").selectAll().orderBy("created_at").orderBy("id").execute();
  return rows.map((row) => ({ id: row.id, kind: row.kind, value: row.value, createdAt: row.created_at }));
}

/** Adds a rule; the same kind and value twice is one rule. */
export async function addSpamRule(db: Kysely<Database>, input: SpamRuleInput, now = new Date()): Promise<void> {
  const value = input.kind === "address" || input.kind === "domain" ? input.value.toLowerCase() : input.value;
  await db
    .insertInto("spam_rules")
    .values({ id: crypto.randomUUID(), kind: input.kind, value, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(["kind", "value"]).doNothing())
    .execute();
}

export async function deleteSpamRule(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("spam_rules").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether a lead with this very message arrived since `since` (bots send one text to many forms). */
export async function messageSeenSince(db: Kysely<Database>, message: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom("leads")
    .select("id")
    .where("message_hash", "=", messageHash(message))
    .where("received_at", ">", since.toISOString())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many spam submissions each reason named since `since` (a submission counts under each of its reasons). */
export async function countSpamByReason(
  db: Kysely<Database>,
  since: Date,
): Promise<{ total: number; byReason: { reason: SpamReason; count: number }[] }> {
  const rows = await db
    .selectFrom("leads")
    .select("spam_reasons")
    .where("status", "=", "spam")
    .where("received_at", ">=", since.toISOString())
    .execute();
  const counts = new Map<SpamReason, number>();
  for (const row of rows)
    for (const reason of JSON.parse(row.spam_reasons) as SpamReason[])
      counts.set(reason, (counts.get(reason) ?? 0) + 1);
  const byReason = [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
  return { total: rows.length, byReason };
}
