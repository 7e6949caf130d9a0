import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import {
  deviceOfWidth,
  GOOD,
  VITALS,
  type Vital,
  type VitalFigure,
  type VitalsBeacon,
  type VitalsRow,
} from "../../shared/vitals.js";
import type { Range } from "./figures.js";
import { OTHER } from "./tables.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps a page's field figures with the page view they belong to: the latest view of that path
 * under one of the visitor's keys (today's, and yesterday's in the first 30 minutes of a day) in
 * the last day. No such view, nothing is kept: a page that was not counted (a bot, a prefetch,
 * `ANALYTICS=off`, a visitor over the flood guard's bound) reports nothing either. A second report
 * for the same view is ignored, so each view has at most one. Returns whether a row was written.
 */
export async function saveVitals(
  db: Kysely<Database>,
  keys: readonly string[],
  beacon: VitalsBeacon,
  now: Date,
): Promise<boolean> {
  const view = await db
    .selectFrom("page_views")
    .select(["id", "day", "path", "language"])
    .where("visitor_key", "in", keys)
    .where("path", "=", beacon.path)
    .where("viewed_at", ">=", new Date(now.getTime() - DAY_MS).toISOString())
    .where("viewed_at", "<=", now.toISOString())
    .orderBy("viewed_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (view === undefined || view.path === OTHER) return false;
  const written = await db
    .insertInto("page_vitals")
    .values({
      page_view_id: view.id,
      day: view.day,
      path: view.path,
      language: view.language,
      device: deviceOfWidth(beacon.width),
      lcp: beacon.lcp ?? null,
      inp: beacon.inp ?? null,
      cls: beacon.cls ?? null,
      ttfb: beacon.ttfb ?? null,
    })
    .onConflict((conflict) => conflict.column("page_view_id").doNothing())
    .executeTakeFirst();
  return Number(written.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The 75th percentile by nearest rank (CrUX's reading): a value some visitor really had. */
export function percentile75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

function figureOf(values: readonly number[], good: number): VitalFigure {
  return {
    samples: values.length,
    p75: percentile75(values),
    good: values.length === 0 ? 0 : values.filter((value) => value <= good).length / values.length,
  };
}

/** Rows the dashboard shows at most: the pages with most reports first. */
const MAX_ROWS = 100;

/**
 * Each page, language and device class of the range with its page views and, for each vital, its
 * 75th percentile and share of good reports. Raw rows live as long as raw page views (90 days).
 */
export async function vitalsFigures(db: Kysely<Database>, range: Range): Promise<VitalsRow[]> {
  const reports = await db
    .selectFrom("page_vitals")
    .select(["path", "language", "device", "lcp", "inp", "cls", "ttfb"])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .execute();
  if (reports.length === 0) return [];
  const views = await db
    .selectFrom("page_views")
    .select(["path", "language", (eb) => eb.fn.countAll<string | number>().as("views")])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .groupBy(["path", "language"])
    .execute();
  const viewsOf = new Map(views.map((row) => [`${row.path}\n${row.language ?? ""}`, Number(row.views)]));
  const groups = new Map<string, typeof reports>();
  for (const report of reports) {
    const group = `${report.path}\n${report.language ?? ""}\n${report.device}`;
    let rows = groups.get(group);
    if (rows === undefined) groups.set(group, (rows = []));
    rows.push(report);
  }
  const rows = [...groups.values()].map((group): VitalsRow & { reports: number } => {
    const { path, language, device } = group[0]!;
    const values = (vital: Vital) =>
      group.map((report) => report[vital]).filter((value): value is number => value !== null);
    return {
      path,
      language: language ?? "",
      device,
      views: viewsOf.get(`${path}\n${language ?? ""}`) ?? 0,
      lcp: figureOf(values("lcp"), GOOD.lcp),
      inp: figureOf(values("inp"), GOOD.inp),
      cls: figureOf(values("cls"), GOOD.cls),
      ttfb: figureOf(values("ttfb"), GOOD.ttfb),
      reports: group.length,
    };
  });
  return rows
    .sort((a, b) => b.reports - a.reports || a.path.localeCompare(b.path) || a.device.localeCompare(b.device))
    .slice(0, MAX_ROWS)
    .map(({ reports: _reports, ...row }) => row);
}

/** The page whose vital is furthest past "good" (by its 75th percentile over the bound), if one is. */
export function slowestPage(
  rows: readonly VitalsRow[],
): { path: string; device: VitalsRow["device"]; vital: Vital; p75: number } | undefined {
  let slowest: { path: string; device: VitalsRow["device"]; vital: Vital; p75: number; ratio: number } | undefined;
  for (const row of rows) {
    for (const vital of VITALS) {
      const { p75 } = row[vital];
      if (p75 === null || p75 <= GOOD[vital]) continue;
      const ratio = p75 / GOOD[vital];
      if (slowest === undefined || ratio > slowest.ratio)
        slowest = { path: row.path, device: row.device, vital, p75, ratio };
    }
  }
  if (slowest === undefined) return undefined;
  const { ratio: _ratio, ...page } = slowest;
  return page;
}
