import { createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import type { Visitor } from "./page-view.js";

export interface AnalyticsSaltsTable {
  /** The UTC day the salt keys (`2026-11-24`). */
  day: string;
  /** 32 random bytes, base64url. */
  salt: string;
}

/** The UTC day of an instant, as page views and salts name it. */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/**
 * The visitor key: an HMAC of (site, client address, user agent) under the day's random salt.
 * Without the salt it cannot be recomputed, and the salt is deleted once its day is over, so a
 * key links one person's views within one day and nothing across days.
 */
export function visitorKey(salt: string, visitor: Visitor): string {
  return createHmac("sha256", salt)
    .update(`${visitor.site}\n${visitor.address}\n${visitor.userAgent}`)
    .digest("base64url")
    .slice(0, 22);
}

/**
 * Each day's salt, the same for every instance: the first to need it inserts a random one, the
 * others read it. Older salts are deleted then. The one salt in use is cached in memory.
 */
export class DailySalt {
  private cached: { day: string; salt: string } | undefined;
  private pending: Promise<string> | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  async forDay(day: string): Promise<string> {
    if (this.cached?.day === day) return this.cached.salt;
    // One database round trip however many requests arrive at midnight.
    this.pending ??= this.load(day).finally(() => (this.pending = undefined));
    const salt = await this.pending;
    return this.cached?.day === day ? salt : this.forDay(day);
  }

  /** The cached salt of `day`, or undefined until it has been loaded (never waits). */
  peek(day: string): string | undefined {
    return this.cached?.day === day ? this.cached.salt : undefined;
  }

  private async load(day: string): Promise<string> {
    const db = this.db.withTables<{ analytics_salts: AnalyticsSaltsTable }>();
    await db
      .insertInto("analytics_salts")
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflict((conflict) => conflict.column("day").doNothing())
      .execute();
    const row = await db.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
    await db.deleteFrom("analytics_salts").where("day", "<", day).execute();
    this.cached = { day, salt: row.salt };
    return row.salt;
  }
}
