import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../db/database.js";
import type { PageViewFacts } from "./page-view.js";
import { VISIT_GAP_MS, type PageViewsTable } from "./tables.js";
import { dayOf } from "./visitor-key.js";

export interface KeyedPageView extends PageViewFacts {
  visitorKey: string;
  /**
   * The same visitor's key under yesterday's salt, during the first 30 minutes of a day only: the
   * view continues that key's visit if one is open (docs/decisions/058), and is stored under it.
   */
  continuesKey?: string | undefined;
  /** The visit id to give the view if it starts a visit (the recorder's, which a lead may name). */
  visitId?: string | undefined;
}

export interface StoreLimits {
  /** Rows per visitor key and day, at most, whichever instance writes them. */
  viewsPerVisitorDay: number;
}

const STORE_LIMITS: StoreLimits = { viewsPerVisitorDay: 100 };

/** Rows per INSERT: SQLite allows 32,766 bound values, and 16 columns × 500 stays well under. */
const CHUNK = 500;

/**
 * Writes a batch of page views in one transaction, with one read of the keys' recent views and
 * one counter update per 500 keys (never a query per view):
 * - the flood guard, across instances: a view of a path its key already has in the last 30
 *   minutes is dropped, and no key gets more than `viewsPerVisitorDay` rows on a day (a counter
 *   per key and day, added to atomically, so two instances cannot both write the last one);
 * - visits: the key's latest view (in the database or earlier in the batch) less than 30 minutes
 *   before continues its visit; otherwise the view starts one and carries the visit's source.
 * Returns the rows written.
 */
export async function writePageViews(
  database: Kysely<Database>,
  views: readonly KeyedPageView[],
  limits: StoreLimits = STORE_LIMITS,
): Promise<number> {
  if (views.length === 0) return 0;
  const sorted = [...views].sort((a, b) => a.viewedAt.getTime() - b.viewedAt.getTime());
  return database.transaction().execute(async (trx) => {
    const recent = await recentViews(trx, sorted);
    const fresh = keyAndDeduplicate(sorted, recent);
    const allowed = await withinDailyBound(trx, fresh, limits.viewsPerVisitorDay);
    const rows = joinVisits(allowed, recent.latest);
    for (let start = 0; start < rows.length; start += CHUNK) {
      await trx
        .insertInto("page_views")
        .values(rows.slice(start, start + CHUNK))
        .execute();
    }
    return rows.length;
  });
}

interface Recent {
  /** Each key's latest view: its visit and time. */
  latest: Map<string, { visitId: string; at: number }>;
  /** When each key last viewed each path (`key\npath`). */
  paths: Map<string, number>;
}

async function recentViews(trx: Transaction<Database>, sorted: readonly KeyedPageView[]): Promise<Recent> {
  const keys = [
    ...new Set(
      sorted.flatMap((view) => (view.continuesKey ? [view.visitorKey, view.continuesKey] : [view.visitorKey])),
    ),
  ];
  const since = new Date(sorted[0]!.viewedAt.getTime() - VISIT_GAP_MS).toISOString();
  const recent: Recent = { latest: new Map(), paths: new Map() };
  for (let start = 0; start < keys.length; start += CHUNK) {
    const rows = await trx
      .selectFrom("page_views")
      .select(["visitor_key", "visit_id", "viewed_at", "path"])
      .where("visitor_key", "in", keys.slice(start, start + CHUNK))
      .where("viewed_at", ">=", since)
      .orderBy("viewed_at")
      .execute();
    for (const row of rows) {
      const at = Date.parse(row.viewed_at);
      recent.latest.set(row.visitor_key, { visitId: row.visit_id, at });
      recent.paths.set(`${row.visitor_key}\n${row.path}`, at);
    }
  }
  return recent;
}

const within = (at: number, previous: number | undefined) =>
  previous !== undefined && at >= previous && at - previous < VISIT_GAP_MS;

/**
 * Each view under the key it is stored with (yesterday's while it continues a visit open at
 * midnight), less the views of a path their key saw under 30 minutes before.
 */
function keyAndDeduplicate(sorted: readonly KeyedPageView[], recent: Recent): KeyedPageView[] {
  const lastAt = new Map([...recent.latest].map(([key, { at }]) => [key, at]));
  const paths = new Map(recent.paths);
  const kept: KeyedPageView[] = [];
  for (const view of sorted) {
    const at = view.viewedAt.getTime();
    const key =
      view.continuesKey !== undefined && within(at, lastAt.get(view.continuesKey))
        ? view.continuesKey
        : view.visitorKey;
    const path = `${key}\n${view.path}`;
    if (within(at, paths.get(path))) continue;
    paths.set(path, at);
    lastAt.set(key, at);
    kept.push({ ...view, visitorKey: key, continuesKey: undefined });
  }
  return kept;
}

/** The views each key may still have today: adds to the key's counter and keeps the first ones. */
async function withinDailyBound(
  trx: Transaction<Database>,
  views: readonly KeyedPageView[],
  bound: number,
): Promise<KeyedPageView[]> {
  const offered = new Map<string, { day: string; visitor_key: string; views: number }>();
  for (const view of views) {
    const day = dayOf(view.viewedAt);
    const id = `${day}\n${view.visitorKey}`;
    const entry = offered.get(id) ?? { day, visitor_key: view.visitorKey, views: 0 };
    entry.views += 1;
    offered.set(id, entry);
  }
  const entries = [...offered.values()];
  /** Views of each key and day this batch may write. */
  const room = new Map<string, number>();
  for (let start = 0; start < entries.length; start += CHUNK) {
    const counted = await trx
      .insertInto("analytics_visitor_days")
      .values(entries.slice(start, start + CHUNK))
      .onConflict((conflict) =>
        conflict
          .columns(["day", "visitor_key"])
          .doUpdateSet((eb) => ({ views: eb("analytics_visitor_days.views", "+", eb.ref("excluded.views")) })),
      )
      .returning(["day", "visitor_key", "views"])
      .execute();
    for (const row of counted) {
      const id = `${row.day}\n${row.visitor_key}`;
      const before = Number(row.views) - offered.get(id)!.views;
      room.set(id, Math.max(0, bound - before));
    }
  }
  return views.filter((view) => {
    const id = `${dayOf(view.viewedAt)}\n${view.visitorKey}`;
    const left = room.get(id) ?? 0;
    room.set(id, left - 1);
    return left > 0;
  });
}

function joinVisits(
  views: readonly KeyedPageView[],
  latest: Map<string, { visitId: string; at: number }>,
): PageViewsTable[] {
  const open = new Map(latest);
  // One call for the batch's randomness rather than one per id.
  const random = randomBytes(16 * views.length);
  return views.map((view, index) => {
    const at = view.viewedAt.getTime();
    const previous = open.get(view.visitorKey);
    const continues = previous !== undefined && within(at, previous.at);
    // Time-ordered (UUIDv7): each row lands at the end of the primary key and visit indexes
    // instead of a random page of them, which `npm run bench:analytics` showed as most of a
    // batch's cost once the table holds a day of views.
    const id = uuidv7({ random: random.subarray(16 * index, 16 * index + 16) });
    const visitId = continues ? previous.visitId : (view.visitId ?? id);
    open.set(view.visitorKey, { visitId, at });
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
}
