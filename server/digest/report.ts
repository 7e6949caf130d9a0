import type { Kysely } from "kysely";
import { LEAD_STAGES, type LeadStage } from "../../shared/admin-api.js";
import { dayKey } from "../../shared/call-time.js";
import { addDays, figures, previousRange, totals } from "../analytics/figures.js";
import { slowestPage, vitalsFigures } from "../analytics/vitals.js";
import type { Vital, VitalsDevice } from "../../shared/vitals.js";
import type { Database } from "../db/database.js";
import { REPLY_WITHIN_MS } from "../leads/repository.js";
import type { DigestWeek } from "./week.js";
import { pipelineValue, type PipelineValue } from "./pipeline-value.js";

/** How many sources each list of the e-mail names; the dashboard has the rest. */
const TOP = 5;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** How a week's calls and deals ended. */
export interface WeekOutcomes {
  /** The week's calls (by their start) the owner marked held or missed. */
  held: number;
  missed: number;
  /** Leads moved to "won" and to "lost" during the week. */
  won: number;
  lost: number;
}

/** A week in numbers, as the Monday e-mail says it: the dashboard's figures where it has them. */
export interface WeekReport extends WeekOutcomes {
  from: string;
  to: string;
  visitors: number;
  visits: number;
  pageviews: number;
  /** The week's leads (spam aside), and booked calls among them: the dashboard's headline. */
  leads: number;
  calls: number;
  /** The same figures for the week before, to say what changed (issue 51). */
  previous: { visitors: number; leads: number; calls: number } & WeekOutcomes;
  /** The dashboard's sources, by visits, with their leads. */
  topSources: { source: string; visits: number; leads: number }[];
  /** The page whose field figures are furthest past Google's "good" (issue 52), if one is. */
  slowest?: { path: string; device: VitalsDevice; vital: Vital; p75: number } | undefined;
  /** The week's leads by the stage they are at now. */
  byStage: Record<LeadStage, number>;
  /** The week's leads by source (those with a known visit), most first. */
  bySource: { source: string; leads: number }[];
  /** The pipeline's value per open stage now, and the value won in the week (issue 51). */
  value: PipelineValue;
  /** As the e-mail is written: replies past their 24 hours, follow-ups due, leads flagged a week old. */
  overdue: { replies: number; followUps: number; stale: number };
}

const instantsOf = (week: Pick<DigestWeek, "from" | "to">) =>
  [`${week.from}T00:00:00.000Z`, `${addDays(week.to, 1)}T00:00:00.000Z`] as const;

async function count(query: Promise<{ count: number | string | bigint }>): Promise<number> {
  return Number((await query).count);
}

/** The figures of one week (`from`–`to`, UTC days, as the dashboard's range) and what is overdue at `now`. */
export async function weekReport(
  db: Kysely<Database>,
  week: Pick<DigestWeek, "from" | "to">,
  timeZone: string,
  now: Date,
): Promise<WeekReport> {
  const [from, to] = instantsOf(week);
  const shown = await figures(db, { from: week.from, to: week.to });
  const before = await totals(db, previousRange({ from: week.from, to: week.to }));
  const slowest = slowestPage(await vitalsFigures(db, { from: week.from, to: week.to }));
  const stages = await db
    .selectFrom("leads")
    .select(["stage", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("status", "<>", "spam")
    .where("received_at", ">=", from)
    .where("received_at", "<", to)
    .groupBy("stage")
    .execute();
  const byStage = Object.fromEntries(LEAD_STAGES.map((stage) => [stage, 0])) as Record<LeadStage, number>;
  for (const row of stages) byStage[row.stage] = Number(row.count);

  const outcomes = await weekOutcomes(db, week);
  const before7 = await weekOutcomes(db, { from: addDays(week.from, -7), to: addDays(week.to, -7) });

  const inbox = db.selectFrom("leads").where("status", "<>", "spam");
  const total = (query: typeof inbox) =>
    count(query.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow());
  const [replies, followUps, stale] = await Promise.all([
    total(
      inbox
        .where("stage", "=", "new")
        .where("received_at", "<=", new Date(now.getTime() - REPLY_WITHIN_MS).toISOString()),
    ),
    total(inbox.where("follow_up_on", "<=", dayKey(now, timeZone))),
    total(
      inbox
        .where("stage", "=", "new")
        .where("follow_up_on", "is", null)
        .where("received_at", "<=", new Date(now.getTime() - WEEK_MS).toISOString())
        .where("id", "not in", db.selectFrom("bookings").select("lead_id").where("status", "=", "booked")),
    ),
  ]);

  return {
    from: week.from,
    to: week.to,
    visitors: shown.visitors,
    visits: shown.visits,
    pageviews: shown.pageviews,
    leads: shown.leads,
    calls: shown.calls,
    previous: { visitors: before.visitors, leads: before.leads, calls: before.calls, ...before7 },
    topSources: [...shown.sources]
      .sort((a, b) => b.visits - a.visits)
      .slice(0, TOP)
      .map(({ source, visits, leads }) => ({ source, visits, leads })),
    slowest,
    byStage,
    bySource: shown.sources
      .filter((row) => row.leads > 0)
      .sort((a, b) => b.leads - a.leads)
      .slice(0, TOP)
      .map(({ source, leads }) => ({ source, leads })),
    ...outcomes,
    value: await pipelineValue(db, [from, to]),
    overdue: { replies, followUps, stale },
  };
}

/** The calls held and missed, and the leads won and lost, in one week (`from`–`to`, UTC days). */
async function weekOutcomes(db: Kysely<Database>, week: Pick<DigestWeek, "from" | "to">): Promise<WeekOutcomes> {
  const [from, to] = instantsOf(week);
  const ended = db
    .selectFrom("lead_stage_changes as c")
    .innerJoin("leads as l", "l.id", "c.lead_id")
    .select((eb) => eb.fn.count<number | string>("c.lead_id").distinct().as("count"))
    .where("l.status", "<>", "spam")
    .where("c.changed_at", ">=", from)
    .where("c.changed_at", "<", to);
  const [won, lost] = await Promise.all([
    count(ended.where("c.to_stage", "=", "won").executeTakeFirstOrThrow()),
    count(ended.where("c.to_stage", "=", "lost").executeTakeFirstOrThrow()),
  ]);

  const outcomes = await db
    .selectFrom("bookings")
    .select(["outcome", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("start_at", ">=", from)
    .where("start_at", "<", to)
    .groupBy("outcome")
    .execute();
  const of = (outcome: string) => Number(outcomes.find((row) => row.outcome === outcome)?.count ?? 0);
  const [held, missed] = [of("held"), of("no_show")];

  return { held, missed, won, lost };
}
