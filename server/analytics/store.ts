import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import type { PageViewFacts } from "./page-view.js";
import { analyticsDb, VISIT_GAP_MS, type PageViewsTable } from "./tables.js";
import { dayOf } from "./visitor-key.js";

export interface KeyedPageView extends PageViewFacts {
  visitorKey: string;
}

/** Rows per INSERT: SQLite allows 32,766 bound values, and 16 columns × 500 stays well under. */
const CHUNK = 500;

/**
 * Writes a batch of page views, each joined to its visit: the visitor key's latest view (in the
 * database or earlier in the batch) less than 30 minutes before continues its visit; otherwise
 * the view starts a visit of its own, and carries the visit's source. Keys change every day, so
 * a visit never crosses midnight (UTC).
 */
export async function writePageViews(database: Kysely<Database>, views: readonly KeyedPageView[]): Promise<number> {
  if (views.length === 0) return 0;
  const db = analyticsDb(database);
  const sorted = [...views].sort((a, b) => a.viewedAt.getTime() - b.viewedAt.getTime());
  const keys = [...new Set(sorted.map((view) => view.visitorKey))];
  const since = new Date(sorted[0]!.viewedAt.getTime() - VISIT_GAP_MS).toISOString();
  const latest = new Map<string, { visitId: string; at: number }>();
  for (let start = 0; start < keys.length; start += CHUNK) {
    const rows = await db
      .selectFrom("page_views")
      .select(["visitor_key", "visit_id", "viewed_at"])
      .where("visitor_key", "in", keys.slice(start, start + CHUNK))
      .where("viewed_at", ">=", since)
      .orderBy("viewed_at")
      .execute();
    for (const row of rows) latest.set(row.visitor_key, { visitId: row.visit_id, at: Date.parse(row.viewed_at) });
  }
  const rows: PageViewsTable[] = sorted.map((view) => {
    const at = view.viewedAt.getTime();
    const previous = latest.get(view.visitorKey);
    const continues = previous !== undefined && at - previous.at < VISIT_GAP_MS && at >= previous.at;
    const id = crypto.randomUUID();
    const visitId = continues ? previous.visitId : id;
    latest.set(view.visitorKey, { visitId, at });
    return {
      id,
      visit_id: visitId,
      starts_visit: continues ? 0 : 1,
      viewed_at: view.viewedAt.toISOString(),
      day: dayOf(view.viewedAt),
      visitor_key: view.visitorKey,
      path: view.path,
      language: view.language,
      referrer_host: view.referrerHost,
      channel: view.channel,
      source: view.source,
      medium: view.medium,
      campaign: view.campaign,
      content: view.content,
      term: view.term,
      device: view.device,
    };
  });
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += CHUNK) {
      await trx
        .insertInto("page_views")
        .values(rows.slice(start, start + CHUNK))
        .execute();
    }
  });
  return rows.length;
}
