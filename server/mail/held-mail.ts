import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import type { HeldMailCap, OutboxKind } from "./tables.js";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Records kept a day for one lead: enough to show a visitor's wait, while a script rebooking all
 * day past its cap does not grow the table by a row a try.
 */
export const HELD_RECORDS_PER_LEAD_PER_DAY = 20;

/** A lead's visitor e-mail held back by a cap, as its page shows it. */
export interface HeldMail {
  kind: OutboxKind;
  cap: HeldMailCap;
  heldAt: Date;
}

/**
 * Writes down that a cap held back a lead's visitor e-mail, in the caller's transaction; false
 * when the lead already has its day's share of records.
 */
export async function recordHeldMail(
  trx: Kysely<Database>,
  held: { leadId: string; kind: OutboxKind; cap: HeldMailCap },
  now: Date,
): Promise<boolean> {
  const { count } = await trx
    .selectFrom("held_mail")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("lead_id", "=", held.leadId)
    .where("held_at", ">", new Date(now.getTime() - DAY).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(count) >= HELD_RECORDS_PER_LEAD_PER_DAY) return false;
  await trx
    .insertInto("held_mail")
    .values({
      id: crypto.randomUUID(),
      lead_id: held.leadId,
      kind: held.kind,
      cap: held.cap,
      held_at: now.toISOString(),
    })
    .execute();
  return true;
}

/** A lead's held-back e-mails, newest first. */
export async function heldMailOf(db: Kysely<Database>, leadId: string): Promise<HeldMail[]> {
  const rows = await db
    .selectFrom("held_mail")
    .select(["kind", "cap", "held_at"])
    .where("lead_id", "=", leadId)
    .orderBy("held_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ kind: row.kind, cap: row.cap, heldAt: new Date(row.held_at) }));
}

/** One lead whose visitor e-mail was held back since a moment, as the owner's alert names it. */
export interface HeldLead {
  id: string;
  name: string;
  company: string;
  assignedTo: string | null;
  /** How many of its e-mails were held back, and the first one's time. */
  count: number;
  firstAt: Date;
}

/** The leads with e-mails held back since `since`, earliest first; at most `limit`, and how many in all. */
export async function heldLeadsSince(
  db: Kysely<Database>,
  since: Date,
  limit: number,
): Promise<{ leads: HeldLead[]; total: number }> {
  const rows = await db
    .selectFrom("held_mail as h")
    .innerJoin("leads as l", "l.id", "h.lead_id")
    .select([
      "l.id",
      "l.name",
      "l.company",
      "l.assigned_to",
      (eb) => eb.fn.countAll<number | string>().as("count"),
      (eb) => eb.fn.min("h.held_at").as("first_at"),
    ])
    .where("h.held_at", ">", since.toISOString())
    .groupBy(["l.id", "l.name", "l.company", "l.assigned_to"])
    .orderBy("first_at")
    .orderBy("l.id")
    .execute();
  const leads = rows.slice(0, limit).map((row) => ({
    id: row.id,
    name: row.name,
    company: row.company,
    assignedTo: row.assigned_to,
    count: Number(row.count),
    firstAt: new Date(row.first_at),
  }));
  return { leads, total: rows.length };
}
