import { oneLine } from "../../shared/one-line.js";
import { sql, type Kysely, type RawBuilder, type Transaction } from "kysely";
import type { Database } from "../db/database.js";
import type { Language } from "../../shared/languages.js";
import { sourceWords } from "../../shared/analytics.js";
import { VISIT_GAP_MS, type Channel, type LeadAttributionTable } from "./tables.js";

/** What a lead (and its call) says about where it came from; every field null when unknown. */
export interface Attribution {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  referrer: string | null;
  landingPage: string | null;
}

export const UNKNOWN_ATTRIBUTION: Attribution = {
  source: null,
  medium: null,
  campaign: null,
  referrer: null,
  landingPage: null,
};

/** The visit a lead was sent from, as found before the lead is stored. */
export interface VisitFound {
  visitId: string;
  channel: Channel;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  referrer: string | null;
  landingPage: string;
  landingLanguage: Language | null;
  /** The paths seen before the lead, in order. */
  pages: string[];
}

/**
 * The visit of this visitor's key still open (its keys: today's, and yesterday's in the first 30
 * minutes of a day, docs/decisions/058) at `at` (its last view under 30 minutes before), with
 * its first view's source; undefined when the server saw none: the lead then says "unknown".
 */
export async function findOpenVisit(
  database: Kysely<Database>,
  visitorKeys: readonly string[],
  at: Date,
): Promise<VisitFound | undefined> {
  const db = database;
  const latest = await db
    .selectFrom("page_views")
    .select(["visit_id"])
    .where("visitor_key", "in", visitorKeys)
    .where("viewed_at", ">", new Date(at.getTime() - VISIT_GAP_MS).toISOString())
    .where("viewed_at", "<=", at.toISOString())
    .orderBy("viewed_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (latest === undefined) return undefined;
  const views = await db
    .selectFrom("page_views")
    .selectAll()
    .where("visit_id", "=", latest.visit_id)
    .where("viewed_at", "<=", at.toISOString())
    .orderBy("viewed_at")
    .execute();
  const first = views.find((view) => view.starts_visit === 1) ?? views[0]!;
  return {
    visitId: latest.visit_id,
    channel: first.channel,
    source: first.source,
    medium: first.medium,
    campaign: first.campaign,
    referrer: first.referrer_host,
    landingPage: first.path,
    landingLanguage: first.language,
    pages: views.map((view) => view.path),
  };
}

/** Stores a lead's visit, in the lead's own transaction. */
export async function saveAttribution(trx: Transaction<Database>, leadId: string, visit: VisitFound): Promise<void> {
  const row: LeadAttributionTable = {
    lead_id: leadId,
    visit_id: visit.visitId,
    channel: visit.channel,
    source: visit.source,
    medium: visit.medium,
    campaign: visit.campaign,
    referrer: visit.referrer,
    landing_page: visit.landingPage,
    landing_language: visit.landingLanguage,
    pages: JSON.stringify(visit.pages),
  };
  await trx.insertInto("lead_attribution").values(row).execute();
}

/** Each lead's attribution, by lead id; a lead without one is absent (unknown). */
export async function attributionsOf(
  database: Kysely<Database>,
  leadIds: readonly string[],
): Promise<Map<string, Attribution & { pages: string[] }>> {
  const found = new Map<string, Attribution & { pages: string[] }>();
  const db = database;
  for (let start = 0; start < leadIds.length; start += 500) {
    const rows = await db
      .selectFrom("lead_attribution")
      .selectAll()
      .where("lead_id", "in", leadIds.slice(start, start + 500))
      .execute();
    for (const row of rows) {
      found.set(row.lead_id, {
        source: row.source,
        medium: row.medium,
        campaign: row.campaign,
        referrer: row.referrer,
        landingPage: row.landing_page,
        pages: JSON.parse(row.pages) as string[],
      });
    }
  }
  return found;
}

/** The attribution of each lead, unknown ones included, for the exports and `npm run leads`. */
export async function exportAttributions(
  database: Kysely<Database>,
  leads: readonly { id: string }[],
): Promise<Map<string, Attribution>> {
  const found = await attributionsOf(
    database,
    leads.map((lead) => lead.id),
  );
  return new Map(
    leads.map((lead) => {
      const { pages: _pages, ...attribution } = found.get(lead.id) ?? { ...UNKNOWN_ATTRIBUTION, pages: [] };
      return [lead.id, attribution];
    }),
  );
}

/** One lead's attribution, unknown when the server never saw its visit. */
export async function attributionOf(database: Kysely<Database>, leadId: string): Promise<Attribution> {
  const found = (await attributionsOf(database, [leadId])).get(leadId);
  if (found === undefined) return UNKNOWN_ATTRIBUTION;
  const { pages: _pages, ...attribution } = found;
  return attribution;
}

/** A lead's attribution with the pages its visit saw, for the inbox's detail; null when unknown. */
export async function leadAttributionOf(
  database: Kysely<Database>,
  leadId: string,
): Promise<(Attribution & { pages: string[] }) | null> {
  return (await attributionsOf(database, [leadId])).get(leadId) ?? null;
}

/** The words of an attribution line, in its reader's language. */
export interface AttributionWords {
  /** A channel's code, where it stands for the source or the medium. */
  channels: Readonly<Record<Channel, string>>;
  unknown: string;
  campaign: (name: string) => string;
  from: (host: string) => string;
  landedOn: (path: string) => string;
}

/**
 * One line for the owner's e-mail: "newsletter / E-mail, campaign launch, landed on /en/". Its
 * values come from a visitor's link, hence the one line.
 */
export function attributionLine(attribution: Attribution, words: AttributionWords): string {
  if (attribution.landingPage === null) return words.unknown;
  const channel = (value: string) => sourceWords(value, words.channels);
  const { source, medium } = attribution;
  const parts = [
    source === null ? channel(medium ?? "direct") : [source, medium && channel(medium)].filter(Boolean).join(" / "),
  ];
  if (attribution.campaign !== null) parts.push(words.campaign(attribution.campaign));
  if (attribution.referrer !== null) parts.push(words.from(attribution.referrer));
  parts.push(words.landedOn(attribution.landingPage));
  return oneLine(parts.join(", "));
}

/** The inbox's filter by where leads came from, in the dashboard's words; empty values are none. */
export interface AttributionFilter {
  /** `utm_source`, else `ref`, else the referrer's host, else the channel (the dashboard's sources). */
  source?: string | undefined;
  campaign?: string | undefined;
  landingPage?: string | undefined;
}

/** A condition on `leads.id` for the filter, or undefined when it filters nothing. */
export function attributedTo(filter: AttributionFilter): RawBuilder<boolean> | undefined {
  const conditions = [
    filter.source ? sql`coalesce(source, channel) = ${filter.source}` : undefined,
    filter.campaign ? sql`campaign = ${filter.campaign}` : undefined,
    filter.landingPage ? sql`landing_page = ${filter.landingPage}` : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return undefined;
  return sql<boolean>`id in (select lead_id from lead_attribution where ${sql.join(conditions, sql` and `)})`;
}
