import { sql, type RawBuilder } from "kysely";
import type { LeadStage } from "../../shared/admin-api.js";

/**
 * What each step of a lead's way counts, in one place (issue 51, decision 180): the dashboard's
 * headline, its funnel, its sources and campaigns tables, `npm run stats` and the Monday e-mail
 * all read their counts through these. Each is a condition on one lead, given as the SQL
 * expression of its id. A step counts the leads that did that thing, not those "at least that
 * far": a lead moved to Proposal without a call counts at proposal, not at call or held.
 */
export const LEAD_STEPS = ["replied", "call", "held", "proposal", "won"] as const;
export type LeadStep = (typeof LEAD_STEPS)[number];

/** At one of `stages` now, or through one of them once (its history): a lead later lost still went there. */
const reached = (id: RawBuilder<unknown>, stages: readonly LeadStage[]) => sql<boolean>`(
  ${id} in (select id from leads where stage in (${sql.join(stages)}))
  or ${id} in (select lead_id from lead_stage_changes where to_stage in (${sql.join(stages)})))`;

const CONDITIONS: Record<LeadStep, (id: RawBuilder<unknown>) => RawBuilder<boolean>> = {
  /** The owner answered: marked handled, or its stage went past "new". */
  replied: (id) =>
    sql<boolean>`(${id} in (select id from leads where status = 'handled') or ${reached(id, ["replied", "call", "proposal", "won", "lost"])})`,
  /**
   * A call was arranged: booked and not cancelled, or the lead put at "call" (a call set up
   * outside the booking). A proposal alone is not a call.
   */
  call: (id) =>
    sql<boolean>`(${id} in (select lead_id from bookings where status = 'booked') or ${reached(id, ["call"])})`,
  /** A call the owner marked held: nothing else is a held call. */
  held: (id) => sql<boolean>`${id} in (select lead_id from bookings where outcome = 'held')`,
  /** A proposal was made: at "proposal" or "won" now or once (a deal is won on an offer). */
  proposal: (id) => reached(id, ["proposal", "won"]),
  /** A client: at "won" now. */
  won: (id) => sql<boolean>`${id} in (select id from leads where stage = 'won')`,
};

/** The SQL condition that the lead whose id is `id` (e.g. sql.ref("l.id")) did `step`. */
export function didStep(step: LeadStep, id: RawBuilder<unknown>): RawBuilder<boolean> {
  return CONDITIONS[step](id);
}
