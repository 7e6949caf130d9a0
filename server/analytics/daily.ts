import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { LANGUAGES } from "../../shared/languages.js";
import { OTHER, type AnalyticsDailyTable } from "./tables.js";

type Views = ExpressionBuilder<Database, "page_views">;

export const DIMENSIONS = ["total", "page", "source", "campaign", "language", "device", "funnel"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** One day's figures along one dimension, the same whether read from raw views or aggregates. */
export type DailyRow = AnalyticsDailyTable & { dimension: Dimension };

/** The pages that hold a lead form, in every language and without one: the funnel's second step. */
const FORM_PAGES: readonly string[] = ["/consulting", "/education"].flatMap((page) => [
  page,
  ...LANGUAGES.map((language) => `/${language}${page}`),
]);

/** Separates a funnel row's language, source and campaign in its `value`. */
export const FUNNEL_SEPARATOR = "\t";

/**
 * The daily figures of `fromDay` to `toDay` (inclusive) counted from the raw page views. A
 * visitor is a key on one day, so visitors over a range are the sum of the days' (keys rotate
 * daily: nobody can be followed from one day to the next, so nobody is either).
 * - total, page, language, device: views, distinct visitors, visits begun (landings).
 * - source (`utm_source`, else `ref`, else the referrer's host, else the channel) and campaign:
 *   of the visits they began, how many and by how many visitors.
 * - funnel, by landing language, source and campaign: visits, and visits that saw a form page.
 */
export async function countDaily(database: Kysely<Database>, fromDay: string, toDay: string): Promise<DailyRow[]> {
  const db = database;
  const views = db.selectFrom("page_views").where("day", ">=", fromDay).where("day", "<=", toDay);
  const starts = views.where("starts_visit", "=", 1);
  const counts = (eb: Views) => [
    eb.fn.countAll<number>().as("views"),
    eb.fn.count<number>("visitor_key").distinct().as("visitors"),
    eb.fn.sum<number>("starts_visit").as("visits"),
  ];
  const startCounts = (eb: Views) => [
    sql<number>`0`.as("views"),
    eb.fn.count<number>("visitor_key").distinct().as("visitors"),
    eb.fn.countAll<number>().as("visits"),
  ];
  const [total, page, language, device, source, campaign, funnel] = await Promise.all([
    views
      .select((eb) => ["day", sql<string>`''`.as("value"), ...counts(eb)])
      .groupBy("day")
      .execute(),
    views
      .select((eb) => ["day", "path as value", ...counts(eb)])
      .groupBy(["day", "path"])
      .execute(),
    views
      .select((eb) => ["day", sql<string>`coalesce(language, '')`.as("value"), ...counts(eb)])
      .groupBy(["day", sql`coalesce(language, '')`])
      .execute(),
    views
      .select((eb) => ["day", "device as value", ...counts(eb)])
      .groupBy(["day", "device"])
      .execute(),
    starts
      .select((eb) => ["day", sql<string>`coalesce(source, channel)`.as("value"), ...startCounts(eb)])
      .groupBy(["day", sql`coalesce(source, channel)`])
      .execute(),
    starts
      .where("campaign", "is not", null)
      .select((eb) => ["day", sql<string>`campaign`.as("value"), ...startCounts(eb)])
      .groupBy(["day", "campaign"])
      .execute(),
    sql<{ day: string; value: string; visits: number; form_visits: number }>`
      select s.day,
        coalesce(s.language, '') || ${FUNNEL_SEPARATOR} || coalesce(s.source, s.channel) || ${FUNNEL_SEPARATOR} || coalesce(s.campaign, '') as value,
        count(*) as visits,
        sum(case when exists (
          select 1 from page_views f where f.visit_id = s.visit_id and f.path in (${sql.join(FORM_PAGES)})
        ) then 1 else 0 end) as form_visits
      from page_views s
      where s.starts_visit = 1 and s.day >= ${fromDay} and s.day <= ${toDay}
      group by s.day, value`.execute(db),
  ]);
  const rows: DailyRow[] = [];
  const add = (
    dimension: Dimension,
    list: { day: string; value: string; views: unknown; visitors: unknown; visits: unknown }[],
  ) => {
    for (const row of list) {
      rows.push({
        day: row.day,
        dimension,
        value: row.value,
        views: Number(row.views),
        visitors: Number(row.visitors),
        visits: Number(row.visits),
        form_visits: 0,
      });
    }
  };
  add("total", total);
  add("page", page);
  add("language", language);
  add("device", device);
  add("source", source);
  add("campaign", campaign);
  for (const row of funnel.rows) {
    rows.push({
      day: row.day,
      dimension: "funnel",
      value: row.value,
      views: 0,
      visitors: 0,
      visits: Number(row.visits),
      form_visits: Number(row.form_visits),
    });
  }
  return rows;
}

/** Rows a folded day keeps per free dimension; the rest are summed into one OTHER row. */
export const FOLDED_VALUES_PER_DAY = 100;

/** The dimensions whose values visitors choose (paths, sources, campaigns, their combinations). */
const FREE_DIMENSIONS: ReadonlySet<Dimension> = new Set(["page", "source", "campaign", "funnel"]);

/**
 * One day's rows with each free dimension cut to its FOLDED_VALUES_PER_DAY most visited values
 * and the rest summed into one OTHER row: the stored aggregates stay small whatever reached the
 * raw table (several instances each keep their own bound, and rows can be written by hand).
 * Distinct visitors of the rows summed are summed too: within a day, close enough for "other".
 */
export function boundDay(rows: readonly DailyRow[]): DailyRow[] {
  const kept: DailyRow[] = [];
  const byDimension = new Map<Dimension, DailyRow[]>();
  for (const row of rows) {
    if (!FREE_DIMENSIONS.has(row.dimension)) kept.push(row);
    else if (byDimension.has(row.dimension)) byDimension.get(row.dimension)!.push(row);
    else byDimension.set(row.dimension, [row]);
  }
  for (const [dimension, list] of byDimension) {
    const named = list.filter((row) => row.value !== OTHER);
    if (named.length <= FOLDED_VALUES_PER_DAY) {
      for (const row of list) kept.push(row);
      continue;
    }
    named.sort((a, b) => b.visitors - a.visitors || b.visits - a.visits || b.views - a.views);
    const rest = [...named.slice(FOLDED_VALUES_PER_DAY), ...list.filter((row) => row.value === OTHER)];
    const other = { ...rest[0]!, dimension, value: OTHER, views: 0, visitors: 0, visits: 0, form_visits: 0 };
    for (const row of rest) {
      other.views += row.views;
      other.visitors += row.visitors;
      other.visits += row.visits;
      other.form_visits += row.form_visits;
    }
    for (const row of named.slice(0, FOLDED_VALUES_PER_DAY)) kept.push(row);
    kept.push(other);
  }
  return kept;
}

/** Values of each listed dimension (pages, sources, campaigns) a range's read keeps at most. */
const READ_VALUES = 500;

/** The dimensions the dashboard lists by value over the whole range. */
const LISTED: readonly Dimension[] = ["page", "source", "campaign"];

/**
 * The stored aggregates of `fromDay` to `toDay`: the days' totals, languages, devices and funnel
 * rows as stored, and the listed dimensions summed over the range in the database, their
 * READ_VALUES most visited values and the rest as one OTHER row (its `day` is `fromDay`). However
 * many values 90 days hold, a few thousand rows come back.
 */
export async function readDaily(database: Kysely<Database>, fromDay: string, toDay: string): Promise<DailyRow[]> {
  const db = database;
  const [perDay, listed] = await Promise.all([
    db
      .selectFrom("analytics_daily")
      .selectAll()
      .where("day", ">=", fromDay)
      .where("day", "<=", toDay)
      .where("dimension", "not in", LISTED)
      .execute(),
    sql<Omit<AnalyticsDailyTable, "day">>`
      select dimension, bucket as value, sum(views) as views, sum(visitors) as visitors,
        sum(visits) as visits, sum(form_visits) as form_visits
      from (
        select ranked.*, case when place <= ${READ_VALUES} then value else ${OTHER} end as bucket
        from (
          select dimension, value, sum(views) as views, sum(visitors) as visitors, sum(visits) as visits,
            sum(form_visits) as form_visits,
            row_number() over (partition by dimension order by sum(visitors) desc, sum(visits) desc, value) as place
          from analytics_daily
          where day >= ${fromDay} and day <= ${toDay} and dimension in (${sql.join(LISTED)})
          group by dimension, value
        ) ranked
      ) bucketed
      group by dimension, bucket`.execute(db),
  ]);
  return [...perDay, ...listed.rows.map((row) => ({ ...row, day: fromDay }))].map((row) => ({
    ...row,
    dimension: row.dimension as Dimension,
    views: Number(row.views),
    visitors: Number(row.visitors),
    visits: Number(row.visits),
    form_visits: Number(row.form_visits),
  }));
}

/** The days already folded (each has a `total` row, even a day without views). */
export async function foldedDays(database: Kysely<Database>, fromDay: string, toDay: string): Promise<Set<string>> {
  const rows = await database
    .selectFrom("analytics_daily")
    .select("day")
    .where("dimension", "=", "total")
    .where("day", ">=", fromDay)
    .where("day", "<=", toDay)
    .execute();
  return new Set(rows.map((row) => row.day));
}
