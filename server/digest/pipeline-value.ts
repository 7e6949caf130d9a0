import type { Kysely } from "kysely";
import { OPEN_STAGES, type OpenStage } from "../../shared/board.js";
import { sumByCurrency, type DealValue } from "../../shared/deal-value.js";
import type { Database } from "../db/database.js";
import { stageTotals } from "../leads/board.js";
import { dealValueOf } from "../leads/repository.js";

/** What the pipeline is worth (issue 51): the board's sums per open stage, and the value won in the week. */
export interface PipelineValue {
  byStage: { stage: OpenStage; sums: DealValue[] }[];
  /** The deal values of the leads moved to "won" in the week and still won, per currency. */
  won: DealValue[];
}

export async function pipelineValue(
  db: Kysely<Database>,
  [from, to]: readonly [string, string],
): Promise<PipelineValue> {
  const totals = await stageTotals(db);
  const rows = await db
    .selectFrom("leads")
    .select(["deal_amount", "deal_currency"])
    .where("status", "<>", "spam")
    .where("stage", "=", "won")
    .where("deal_amount", "is not", null)
    .where(
      "id",
      "in",
      db
        .selectFrom("lead_stage_changes")
        .select("lead_id")
        .where("to_stage", "=", "won")
        .where("changed_at", ">=", from)
        .where("changed_at", "<", to),
    )
    .execute();
  return {
    byStage: OPEN_STAGES.map((stage) => ({ stage, sums: totals.get(stage)?.sums ?? [] })),
    won: sumByCurrency(rows.map(dealValueOf)),
  };
}
