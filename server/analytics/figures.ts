import { sql, type Kysely } from "kysely";
import type { Database } from "../db/database.js";
import type { FiguresJson, FunnelStep, TotalsJson } from "../../shared/analytics.js";
import { countDaily, foldedDays, FUNNEL_SEPARATOR, readDaily, type DailyRow } from "./daily.js";
import { sourceName } from "./channels.js";
import { OTHER } from "./tables.js";
import { didStep } from "./funnel-steps.js";
import { sumByCurrency, type DealValue } from "../../shared/deal-value.js";
import { dealValueOf } from "../leads/repository.js";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Range {
  /** UTC days, inclusive. */
  from: string;
  to: string;
}

/** The funnel's filters: the visit's landing language, source and campaign. */
export interface FunnelFilter {
  language?: string | undefined;
  source?: string | undefined;
  campaign?: string | undefined;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(range: Range): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The period of the same length just before. */
export function previousRange(range: Range): Range {
  const length = daysBetween(range).length;
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/**
 * The daily rows of a range: the stored aggregates for the days already folded, the raw page
 * views for the others (today, and any day not folded yet).
 */
async function dailyRows(db: Kysely<Database>, range: Range): Promise<DailyRow[]> {
  const folded = await foldedDays(db, range.from, range.to);
  const open = daysBetween(range).filter((day) => !folded.has(day));
  const stored = folded.size === 0 ? [] : await readDaily(db, range.from, range.to);
  // Each run of consecutive open days on its own: a day without views is never folded, and one
  // such day at the start must not make the raw query span every folded day after it.
  const counted: DailyRow[] = [];
  for (let start = 0; start < open.length;) {
    let end = start;
    while (end + 1 < open.length && open[end + 1] === addDays(open[end]!, 1)) end++;
    // A loop, not push(...rows): a spread of a large array overflows the call stack.
    for (const row of await countDaily(db, open[start]!, open[end]!)) counted.push(row);
    start = end + 1;
  }
  return stored.concat(counted);
}

/** Rows a table of the dashboard lists at most; the rest are summed into one OTHER row. */
export const TOP_ROWS = 50;

/**
 * The first `TOP_ROWS` of sorted rows, and the rest (with any row already named OTHER) as one row
 * that `merge` sums: however many values the database holds, the reply stays small.
 */
function top<T>(sorted: readonly T[], name: (row: T) => string, merge: (rest: readonly T[]) => T): T[] {
  const named = sorted.filter((row) => name(row) !== OTHER);
  if (named.length <= TOP_ROWS) return [...sorted];
  return [
    ...named.slice(0, TOP_ROWS),
    merge([...named.slice(TOP_ROWS), ...sorted.filter((row) => name(row) === OTHER)]),
  ];
}

/** The sum of `key` over rows. */
const sumOver = <T>(rows: readonly T[], key: (row: T) => number) => rows.reduce((sum, row) => sum + key(row), 0);

/** The range's leads (spam left out) counted by day, language and whether they had a call (funnel-steps.ts). */
interface LeadsByDay {
  day: string;
  language: string;
  hasCall: boolean;
  count: number;
}

/** The range's leads with a known visit, counted by where they came from and how far they went. */
interface AttributedLeads {
  source: string | null;
  campaign: string | null;
  landingPage: string | null;
  landingLanguage: string | null;
  hasCall: boolean;
  /** How far it went (issue 39): each step also counts the leads past it (decision 101). */
  replied: boolean;
  held: boolean;
  proposal: boolean;
  won: boolean;
  count: number;
}

const yes = (value: unknown) => value === true || Number(value) === 1;

/** The instants a range of days spans, as leads store their arrival. */
function instants(range: Range): [string, string] {
  return [`${range.from}T00:00:00.000Z`, `${addDays(range.to, 1)}T00:00:00.000Z`];
}

/**
 * Grouped in the database: 100,000 leads come back as a few hundred rows. No join between leads
 * and their attribution row by row (the slow part at that size); sets instead.
 */
async function leadsPerDay(database: Kysely<Database>, range: Range): Promise<LeadsByDay[]> {
  const [from, to] = instants(range);
  const { rows } = await sql<{ day: string; language: string; has_call: unknown; count: number | string }>`
    select substr(l.received_at, 1, 10) as day, l.language,
      ${didStep("call", sql.ref("l.id"))} as has_call,
      count(*) as count
    from leads l
    where l.status <> 'spam' and l.received_at >= ${from} and l.received_at < ${to}
    group by 1, 2, 3`.execute(database);
  return rows.map((row) => ({
    day: row.day,
    language: row.language,
    hasCall: yes(row.has_call),
    count: Number(row.count),
  }));
}

async function attributedLeads(database: Kysely<Database>, range: Range): Promise<AttributedLeads[]> {
  const [from, to] = instants(range);
  const step = (name: Parameters<typeof didStep>[0]) => didStep(name, sql.ref("a.lead_id"));
  const { rows } = await sql<{
    source: string | null;
    campaign: string | null;
    landing_page: string | null;
    landing_language: string | null;
    replied: unknown;
    call_booked: unknown;
    held: unknown;
    proposal: unknown;
    won: unknown;
    count: number | string;
  }>`
    select coalesce(a.source, a.channel) as source, a.campaign, a.landing_page, a.landing_language,
      ${step("replied")} as replied,
      ${step("call")} as call_booked,
      ${step("held")} as held,
      ${step("proposal")} as proposal,
      ${step("won")} as won,
      count(*) as count
    from lead_attribution a
    where a.lead_id in (
      select id from leads where status <> 'spam' and received_at >= ${from} and received_at < ${to}
    )
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9`.execute(database);
  return rows.map((row) => ({
    source: row.source === null ? null : sourceName(row.source),
    campaign: row.campaign,
    landingPage: row.landing_page,
    landingLanguage: row.landing_language,
    hasCall: yes(row.call_booked),
    replied: yes(row.replied),
    held: yes(row.held),
    proposal: yes(row.proposal),
    won: yes(row.won),
    count: Number(row.count),
  }));
}

/** The range's won leads with a value and a known visit: their values by source and campaign, per currency. */
async function wonValues(database: Kysely<Database>, range: Range) {
  const [from, to] = instants(range);
  const { rows } = await sql<{
    source: string | null;
    campaign: string | null;
    deal_currency: string;
    amount: number | string;
  }>`
    select coalesce(a.source, a.channel) as source, a.campaign, l.deal_currency, sum(l.deal_amount) as amount
    from lead_attribution a join leads l on l.id = a.lead_id
    where l.status <> 'spam' and l.received_at >= ${from} and l.received_at < ${to}
      and l.deal_amount is not null and ${didStep("won", sql.ref("l.id"))}
    group by 1, 2, 3`.execute(database);
  const by = (key: "source" | "campaign") => {
    const values = new Map<string, (DealValue | null)[]>();
    for (const row of rows) {
      const name = row[key];
      if (name === null) continue;
      values.set(name, [
        ...(values.get(name) ?? []),
        dealValueOf({ deal_amount: row.amount, deal_currency: row.deal_currency }),
      ]);
    }
    return (name: string) => sumByCurrency(values.get(name) ?? []);
  };
  return { bySource: by("source"), byCampaign: by("campaign") };
}

/** How many leads the rows stand for. */
const leadCount = (rows: readonly { count: number }[]) => rows.reduce((sum, row) => sum + row.count, 0);

function tally<K extends string>(rows: readonly DailyRow[], dimension: DailyRow["dimension"]) {
  const sums = new Map<K, { views: number; visitors: number; visits: number }>();
  for (const row of rows) {
    if (row.dimension !== dimension) continue;
    // A source counted under another spelling before its names were one (issue 51) joins it.
    const key = (dimension === "source" ? sourceName(row.value) : row.value) as K;
    const sum = sums.get(key) ?? { views: 0, visitors: 0, visits: 0 };
    sum.views += row.views;
    sum.visitors += row.visitors;
    sum.visits += row.visits;
    sums.set(key, sum);
  }
  return sums;
}

function countBy<T extends { count: number }>(
  items: readonly T[],
  key: (item: T) => string | null,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const value = key(item);
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + item.count);
  }
  return counts;
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const byCount = <T extends { visitors: number; leads: number }>(a: T, b: T) =>
  b.visitors - a.visitors || b.leads - a.leads;

/**
 * The leads of a range that came from a visit the server counted: the funnel's, and conversion's
 * (leads ÷ visitors). A lead sent from a static host, or before counting began, has no visitor
 * behind it; counting it took the rate past 100 %.
 */
async function leadsFromVisits(database: Kysely<Database>, range: Range): Promise<number> {
  const [from, to] = instants(range);
  const { rows } = await sql<{ count: number | string }>`
    select count(*) as count from lead_attribution a
    where a.lead_id in (
      select id from leads where status <> 'spam' and received_at >= ${from} and received_at < ${to}
    )`.execute(database);
  return Number(rows[0]?.count ?? 0);
}

/** The headline figures of a range. */
export async function totals(db: Kysely<Database>, range: Range): Promise<TotalsJson> {
  const [rows, leads, fromVisits] = await Promise.all([
    dailyRows(db, range),
    leadsPerDay(db, range),
    leadsFromVisits(db, range),
  ]);
  const total = tally(rows, "total");
  let visitors = 0;
  let visits = 0;
  let pageviews = 0;
  for (const sum of total.values()) {
    visitors += sum.visitors;
    visits += sum.visits;
    pageviews += sum.views;
  }
  const calls = leadCount(leads.filter((lead) => lead.hasCall));
  const count = leadCount(leads);
  return { visitors, visits, pageviews, leads: count, calls, conversion: share(fromVisits, visitors) };
}

/**
 * Every figure of the dashboard and `npm run stats` for a range. A booked call counts with its
 * lead (it inherits the lead's attribution). The funnel follows a lead from its visit to "won"
 * (decision 101); sources and campaigns count their won leads too.
 */
export async function figures(db: Kysely<Database>, range: Range, filter: FunnelFilter = {}): Promise<FiguresJson> {
  const [rows, leads, attributed, won] = await Promise.all([
    dailyRows(db, range),
    leadsPerDay(db, range),
    attributedLeads(db, range),
    wonValues(db, range),
  ]);
  const total = new Map(rows.filter((row) => row.dimension === "total").map((row) => [row.day, row]));
  const withCall = leads.filter((lead) => lead.hasCall);

  const leadsByDay = countBy(leads, (lead) => lead.day);
  const callsByDay = countBy(withCall, (lead) => lead.day);
  const daily = daysBetween(range).map((day) => {
    const sum = total.get(day) ?? { views: 0, visitors: 0, visits: 0 };

    return {
      day,
      visitors: sum.visitors,
      visits: sum.visits,
      pageviews: sum.views,
      leads: leadsByDay.get(day) ?? 0,
      calls: callsByDay.get(day) ?? 0,
    };
  });
  const sumOf = (key: "visitors" | "visits" | "pageviews" | "leads" | "calls") =>
    daily.reduce((sum, day) => sum + day[key], 0);

  const attributedCalls = attributed.filter((lead) => lead.hasCall);
  const leadsByPage = countBy(attributed, (lead) => lead.landingPage);
  const pages = [...tally(rows, "page")].map(([path, sum]) => {
    const pageLeads = leadsByPage.get(path) ?? 0;
    return {
      path,
      views: sum.views,
      visitors: sum.visitors,
      leads: pageLeads,
      conversion: share(pageLeads, sum.visitors),
    };
  });
  const attributedWon = attributed.filter((lead) => lead.won);
  const bySource = countBy(attributed, (lead) => lead.source);
  const callsBySource = countBy(attributedCalls, (lead) => lead.source);
  const wonBySource = countBy(attributedWon, (lead) => lead.source);
  const sources = [...tally(rows, "source")].map(([source, sum]) => ({
    source,
    visitors: sum.visitors,
    visits: sum.visits,
    leads: bySource.get(source) ?? 0,
    calls: callsBySource.get(source) ?? 0,
    won: wonBySource.get(source) ?? 0,
    wonValue: won.bySource(source),
  }));
  const byCampaign = countBy(attributed, (lead) => lead.campaign);
  const callsByCampaign = countBy(attributedCalls, (lead) => lead.campaign);
  const wonByCampaign = countBy(attributedWon, (lead) => lead.campaign);
  const campaigns = [...tally(rows, "campaign")].map(([campaign, sum]) => ({
    campaign,
    visitors: sum.visitors,
    visits: sum.visits,
    leads: byCampaign.get(campaign) ?? 0,
    calls: callsByCampaign.get(campaign) ?? 0,
    won: wonByCampaign.get(campaign) ?? 0,
    wonValue: won.byCampaign(campaign),
  }));
  const byLanguage = countBy(leads, (lead) => lead.language);
  const languages = [...tally(rows, "language")].map(([language, sum]) => ({
    language,
    views: sum.views,
    visitors: sum.visitors,
    leads: byLanguage.get(language) ?? 0,
  }));
  const devices = [...tally<"phone" | "tablet" | "desktop">(rows, "device")].map(([device, sum]) => ({
    device,
    views: sum.views,
    visitors: sum.visitors,
  }));

  const visitors = sumOf("visitors");
  return {
    from: range.from,
    to: range.to,
    visitors,
    visits: sumOf("visits"),
    pageviews: sumOf("pageviews"),
    leads: leadCount(leads),
    calls: leadCount(withCall),
    conversion: share(leadCount(attributed), visitors),
    daily,
    pages: top(
      pages.sort(byCount),
      (row) => row.path,
      (rest) => {
        const [visitors, leads] = [sumOver(rest, (row) => row.visitors), sumOver(rest, (row) => row.leads)];
        return {
          path: OTHER,
          views: sumOver(rest, (row) => row.views),
          visitors,
          leads,
          conversion: share(leads, visitors),
        };
      },
    ),
    sources: top(
      sources.sort(byCount),
      (row) => row.source,
      (rest) => ({ source: OTHER, ...sums(rest) }),
    ),
    campaigns: top(
      campaigns.sort(byCount),
      (row) => row.campaign,
      (rest) => ({ campaign: OTHER, ...sums(rest) }),
    ),
    languages: languages.sort(byCount),
    devices: devices.sort((a, b) => b.visitors - a.visitors),
    funnel: funnel(rows, attributed, filter),
  };
}

/** A source's or campaign's figures summed over rows. */
function sums(
  rows: readonly {
    visitors: number;
    visits: number;
    leads: number;
    calls: number;
    won: number;
    wonValue: DealValue[];
  }[],
) {
  return {
    wonValue: sumByCurrency(rows.flatMap((row) => row.wonValue)),
    visitors: sumOver(rows, (row) => row.visitors),
    visits: sumOver(rows, (row) => row.visits),
    leads: sumOver(rows, (row) => row.leads),
    calls: sumOver(rows, (row) => row.calls),
    won: sumOver(rows, (row) => row.won),
  };
}

function funnel(
  rows: readonly DailyRow[],
  leads: readonly AttributedLeads[],
  filter: FunnelFilter,
): FiguresJson["funnel"] {
  const matches = (language: string | null, source: string | null, campaign: string | null) =>
    (!filter.language || filter.language === (language ?? "")) &&
    (!filter.source || sourceName(filter.source) === sourceName(source ?? "")) &&
    (!filter.campaign || filter.campaign === (campaign ?? ""));
  let landing = 0;
  let form = 0;
  for (const row of rows) {
    if (row.dimension !== "funnel") continue;
    const [language = "", source = "", campaign = ""] = row.value.split(FUNNEL_SEPARATOR);
    if (!matches(language, source, campaign)) continue;
    landing += row.visits;
    form += row.form_visits;
  }
  const fromVisits = leads.filter((lead) => matches(lead.landingLanguage, lead.source, lead.campaign));
  const counts: [FunnelStep, number][] = [
    ["landing", landing],
    ["form", form],
    ["lead", leadCount(fromVisits)],
    ["replied", leadCount(fromVisits.filter((lead) => lead.replied))],
    ["call", leadCount(fromVisits.filter((lead) => lead.hasCall))],
    ["held", leadCount(fromVisits.filter((lead) => lead.held))],
    ["proposal", leadCount(fromVisits.filter((lead) => lead.proposal))],
    ["won", leadCount(fromVisits.filter((lead) => lead.won))],
  ];
  return counts.map(([step, count], index) => {
    const before = index === 0 ? count : counts[index - 1]![1];
    return { step, count, dropOff: index === 0 ? 0 : Math.max(0, share(before - count, before)) };
  });
}
