import { createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import type { Visitor } from "./page-view.js";
import { VISIT_GAP_MS } from "./tables.js";

const DAY_MS = 24 * 60 * 60 * 1000;

let lastDay = { number: Number.NaN, name: "" };

/** The UTC day of an instant, as page views and salts name it (the last one kept: one per view adds up). */
export function dayOf(instant: Date): string {
  const number = Math.floor(instant.getTime() / DAY_MS);
  if (number !== lastDay.number) lastDay = { number, name: instant.toISOString().slice(0, 10) };
  return lastDay.name;
}

/**
 * The visitor key: an HMAC of (site, client address, user agent) under the day's random salt.
 * Without the salt it cannot be recomputed, and the salt is deleted once its day is over (and the
 * visits open at its midnight have had their 30 minutes), so a key links one person's views within
 * one day and nothing across days.
 */
export function visitorKey(salt: string, visitor: Visitor): string {
  return createHmac("sha256", salt)
    .update(`${visitor.site}\n${visitor.address}\n${visitor.userAgent}`)
    .digest("base64url")
    .slice(0, 22);
}

/**
 * The day whose salt may still continue a visit at `at`: the day before, during the first 30
 * minutes of a day (a visit open at midnight may go on that long without a new key), else none.
 */
export function continuedDay(at: Date): string | undefined {
  const sinceMidnight = at.getTime() % DAY_MS;
  return sinceMidnight < VISIT_GAP_MS ? dayOf(new Date(at.getTime() - DAY_MS)) : undefined;
}

/** The oldest day whose salt may still be kept at `at`: yesterday's until 00:30 UTC, then today's. */
function oldestKept(at: Date): string {
  return continuedDay(at) ?? dayOf(at);
}

/**
 * Each day's salt, the same for every instance: the first to need it inserts a random one, the
 * others read it. Yesterday's is kept only until 00:30 UTC, to continue the visits open at
 * midnight (docs/decisions/058), and deleted then; older ones are deleted whenever a salt loads.
 */
export class DailySalt {
  /** At most today's and yesterday's. */
  private readonly cached = new Map<string, string>();
  private readonly pending = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The salt of `day`, created if it has none yet. */
  async forDay(day: string): Promise<string> {
    const salt = await this.get(day, true);
    return salt!;
  }

  /**
   * The salt that continues a visit open at midnight, during the first 30 minutes of `at`'s day:
   * yesterday's, if it still exists (never created: a day that had no views has no visits to
   * continue). Undefined otherwise.
   */
  async continuing(at: Date): Promise<string | undefined> {
    const day = continuedDay(at);
    if (day === undefined || continuedDay(this.now()) !== day) return undefined;
    return this.get(day, false);
  }

  /** The cached salt of `day`, or undefined until it has been loaded (never waits). */
  peek(day: string): string | undefined {
    return this.cached.get(day);
  }

  /** Deletes the salts past their time, in memory and in the database (called on a timer). */
  async forget(): Promise<void> {
    const oldest = oldestKept(this.now());
    let stale = false;
    for (const day of this.cached.keys()) {
      if (day < oldest) {
        this.cached.delete(day);
        stale = true;
      }
    }
    if (stale) await this.deleteBefore(oldest);
  }

  private async get(day: string, create: boolean): Promise<string | undefined> {
    const cached = this.cached.get(day);
    if (cached !== undefined) return cached;
    // One database round trip however many requests arrive at midnight.
    let pending = this.pending.get(day);
    if (pending === undefined) {
      pending = this.load(day, create).finally(() => this.pending.delete(day));
      this.pending.set(day, pending);
    }
    const salt = await pending;
    return salt ?? (create ? this.forDay(day) : undefined);
  }

  private async load(day: string, create: boolean): Promise<string | undefined> {
    const db = this.db;
    const oldest = oldestKept(this.now());
    // A day whose salt is already past its time is never created again (a late batch of views).
    if (create && day >= oldest) {
      await db
        .insertInto("analytics_salts")
        .values({ day, salt: randomBytes(32).toString("base64url") })
        .onConflict((conflict) => conflict.column("day").doNothing())
        .execute();
    }
    const row = await db.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirst();
    await this.deleteBefore(oldest);
    if (row === undefined || day < oldest) return create ? randomBytes(32).toString("base64url") : undefined;
    for (const known of this.cached.keys()) if (known < oldest) this.cached.delete(known);
    this.cached.set(day, row.salt);
    return row.salt;
  }

  private async deleteBefore(day: string): Promise<void> {
    await this.db.deleteFrom("analytics_salts").where("day", "<", day).execute();
  }
}
