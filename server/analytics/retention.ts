import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { boundDay, countDaily } from "./daily.js";
import { dayOf } from "./visitor-key.js";

/** Raw page views are kept this long; their daily aggregates as long as leads. */
export const RAW_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Folds every whole day (before today, UTC) that has page views and no aggregates yet, each day
 * in one transaction (so two instances folding at once cannot both write it), then deletes raw
 * views older than the retention. Returns the days folded.
 */
export async function foldAndPurge(database: Kysely<Database>, now: Date): Promise<string[]> {
  const db = database;
  const today = dayOf(now);
  const pending = await db
    .selectFrom("page_views")
    .select("day")
    .distinct()
    .where("day", "<", today)
    .where("day", "not in", db.selectFrom("analytics_daily").select("day").where("dimension", "=", "total"))
    .orderBy("day")
    .execute();
  const folded: string[] = [];
  for (const { day } of pending) {
    const rows = boundDay(await countDaily(database, day, day));
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("analytics_daily").where("day", "=", day).execute();
      for (let start = 0; start < rows.length; start += 400) {
        await trx
          .insertInto("analytics_daily")
          .values(rows.slice(start, start + 400))
          .execute();
      }
    });
    folded.push(day);
  }
  const cutoff = dayOf(new Date(now.getTime() - RAW_RETENTION_DAYS * DAY_MS));
  // Only days already folded are deleted, so a fold that failed loses nothing.
  await db
    .deleteFrom("page_views")
    .where("day", "<", cutoff)
    .where("day", "in", db.selectFrom("analytics_daily").select("day").where("dimension", "=", "total"))
    .execute();
  // The field figures go with their views (issue 52).
  await db.deleteFrom("page_vitals").where("day", "<", cutoff).execute();
  // The flood guard's counters only matter for today (and a view batched just after midnight).
  await db
    .deleteFrom("analytics_visitor_days")
    .where("day", "<", dayOf(new Date(now.getTime() - DAY_MS)))
    .execute();
  return folded;
}
