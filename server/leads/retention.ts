import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";

/**
 * How long leads are kept, as the privacy notice promises (app/content/en/privacy.ts): every lead
 * at most 24 months, spam 30 days. Counted from arrival, which is never later than the last
 * exchange, so nothing is kept longer than promised.
 */
export const RETENTION_DAYS = { lead: 730, spam: 30 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes what has outlived its retention period (outbox rows cascade); returns how many. */
export async function purgeExpiredLeads(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const result = await db
    .deleteFrom("leads")
    .where((eb) =>
      eb.or([
        eb("received_at", "<", before(RETENTION_DAYS.lead)),
        eb.and([eb("status", "=", "spam"), eb("received_at", "<", before(RETENTION_DAYS.spam))]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
