import type { Kysely } from "kysely";
import type { LeadStage } from "../../shared/admin-api.js";
import { BOARD_COLUMN_LIMIT, CLOSED_STAGES, OPEN_STAGES, type BoardReply } from "../../shared/board.js";
import { dayKey } from "../../shared/call-time.js";
import { sumByCurrency, type DealValue } from "../../shared/deal-value.js";
import { stripFormatCharacters } from "../../shared/format-characters.js";
import type { Database } from "../db/database.js";
import { dealValueOf } from "./repository.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days between two instants in the zone: a lead moved yesterday evening is 1 day in. */
function daysBetween(since: Date, now: Date, timeZone: string): number {
  const days = (Date.parse(dayKey(now, timeZone)) - Date.parse(dayKey(since, timeZone))) / DAY_MS;
  return Math.max(0, Math.round(days));
}

/** Every stage's count and sums per currency, spam aside: one grouped read (the board, the Monday e-mail). */
export async function stageTotals(db: Kysely<Database>): Promise<Map<LeadStage, { total: number; sums: DealValue[] }>> {
  const rows = await db
    .selectFrom("leads")
    .select((eb) => [
      "stage",
      "deal_currency",
      eb.fn.countAll().as("count"),
      eb.fn.sum<number | string | null>("deal_amount").as("amount"),
    ])
    .where("status", "!=", "spam")
    .groupBy(["stage", "deal_currency"])
    .execute();
  const totals = new Map<LeadStage, { total: number; values: (DealValue | null)[] }>();
  for (const row of rows) {
    const entry = totals.get(row.stage) ?? { total: 0, values: [] };
    // PostgreSQL's count and sum of a bigint arrive as strings.
    entry.total += Number(row.count);
    entry.values.push(dealValueOf({ deal_amount: row.amount, deal_currency: row.deal_currency }));
    totals.set(row.stage, entry);
  }
  return new Map([...totals].map(([stage, { total, values }]) => [stage, { total, sums: sumByCurrency(values) }]));
}

/**
 * The board: each open stage's leads (the longest there first, up to BOARD_COLUMN_LIMIT), with
 * the days each has been at its stage; every stage's count and value sums.
 */
export async function board(
  db: Kysely<Database>,
  { now, timeZone, currency }: { now: Date; timeZone: string; currency: string },
): Promise<BoardReply> {
  const totals = await stageTotals(db);
  // When each lead reached its stage: its last stage change (a move always lands on the current
  // stage), else when it arrived.
  const entered = db
    .selectFrom("lead_stage_changes")
    .select((eb) => ["lead_id", eb.fn.max("changed_at").as("since")])
    .groupBy("lead_id")
    .as("entered");
  const columns = await Promise.all(
    OPEN_STAGES.map(async (stage) => {
      const rows = await db
        .selectFrom("leads")
        .leftJoin(entered, "entered.lead_id", "leads.id")
        .select([
          "leads.id",
          "leads.name",
          "leads.company",
          "leads.form",
          "leads.deal_amount",
          "leads.deal_currency",
          "leads.received_at",
          "entered.since",
        ])
        .where("leads.stage", "=", stage)
        .where("leads.status", "!=", "spam")
        .orderBy((eb) => eb.fn.coalesce("entered.since", "leads.received_at"))
        .orderBy("leads.id")
        .limit(BOARD_COLUMN_LIMIT)
        .execute();
      const { total = 0, sums = [] } = totals.get(stage) ?? {};
      return {
        stage,
        total,
        sums,
        cards: rows.map((row) => ({
          id: row.id,
          name: stripFormatCharacters(row.name),
          company: stripFormatCharacters(row.company),
          form: row.form,
          value: dealValueOf(row),
          daysInStage: daysBetween(new Date(row.since ?? row.received_at), now, timeZone),
        })),
      };
    }),
  );
  const closed = CLOSED_STAGES.map((stage) => ({ stage, total: 0, sums: [], ...totals.get(stage) }));
  return { currency, columns, closed };
}
