/**
 * The console's board (issue 51): the open leads by stage, each column with its count and the sum
 * of its deal values; won and lost counted apart. `GET /api/admin/leads/board`.
 */
import * as v from "valibot";
import type { LeadStage } from "./admin-api.js";
import { currencyCode, dealValue } from "./deal-value.js";
import { FORM_KINDS } from "./lead-forms.js";

/** The stages a lead is still being worked at: the board's columns, in order. */
export const OPEN_STAGES = ["new", "replied", "call", "proposal"] as const satisfies readonly LeadStage[];
export type OpenStage = (typeof OPEN_STAGES)[number];
/** Where a lead's way ends: counted, not listed. */
export const CLOSED_STAGES = ["won", "lost"] as const satisfies readonly LeadStage[];

/** How many cards a column shows: the oldest in the stage first, so the ones waiting longest show. */
export const BOARD_COLUMN_LIMIT = 50;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const boardCard = v.strictObject({
  id: v.string(),
  name: v.string(),
  company: v.string(),
  form: v.picklist(FORM_KINDS),
  value: v.nullable(dealValue),
  /** Whole days since it reached its stage, in the owner's zone's days. */
  daysInStage: count,
});
export type BoardCard = v.InferOutput<typeof boardCard>;

const stageTotals = {
  /** Leads at the stage, all of them (not only the cards shown). */
  total: count,
  /** Their deal values added up per currency; leads without a value add nothing. */
  sums: v.array(dealValue),
};

export const boardReply = v.strictObject({
  /** DEAL_CURRENCY: the currency a new value is in. */
  currency: currencyCode,
  columns: v.array(v.strictObject({ stage: v.picklist(OPEN_STAGES), ...stageTotals, cards: v.array(boardCard) })),
  closed: v.array(v.strictObject({ stage: v.picklist(CLOSED_STAGES), ...stageTotals })),
});
export type BoardReply = v.InferOutput<typeof boardReply>;
