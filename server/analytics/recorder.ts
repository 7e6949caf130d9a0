import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import type { PageViewFacts, Visitor } from "./page-view.js";
import { inlineWriter, type BatchSalts, type PageViewWriter, type QueuedView } from "./page-view-writer.js";
import { VISIT_GAP_MS } from "./tables.js";
import { continuedDay, dayOf, type DailySalt } from "./visitor-key.js";

/** What the flood guard reads of a page view. */
export type Viewed = Pick<PageViewFacts, "path" | "viewedAt">;

export interface RecorderLimits {
  /** Views waiting for the next write; past it new views are dropped (and counted as dropped). */
  queue: number;
  /** A write starts once this many views wait, or every `intervalMs`. */
  batch: number;
  intervalMs: number;
  /** Visitors remembered for the flood guard; the oldest are forgotten past it. */
  visitors: number;
  /** Page views counted per visitor and day, at most (in memory here, and across instances by the store). */
  viewsPerVisitorDay: number;
}

export const RECORDER_LIMITS: RecorderLimits = {
  queue: 10_000,
  batch: 500,
  intervalMs: 2_000,
  visitors: 50_000,
  viewsPerVisitorDay: 100,
};

interface Seen {
  day: string;
  views: number;
  /** The first path counted and when: most visitors see one page, and a Map each is garbage. */
  path: string;
  at: number;
  /** When each other path was last counted, once there is one. */
  paths?: Map<string, number>;
}

/** Why an admitted page view went uncounted. */
export const UNCOUNTED_REASONS = ["queue-full", "write-failed"] as const;
export type UncountedReason = (typeof UNCOUNTED_REASONS)[number];

export interface RecorderEvents {
  written?: (count: number) => void;
  dropped?: (count: number, reason: UncountedReason) => void;
  failed?: (error: unknown) => void;
}

/**
 * Page views wait in memory and are written in batches, off the request path: a page is sent
 * before its view is even queued, and a database outage loses counts, never a page. Memory is
 * bounded (the queue and the flood guard have caps); the address and user agent in a queued
 * view only become its visitor key when written.
 */
export class PageViewRecorder {
  private queue: QueuedView[] = [];
  /**
   * The flood guard's memory, in two generations: visitors seen since the last turn, and before
   * it. When the recent one is half the cap, the older is forgotten whole. An LRU order kept by
   * deleting and re-inserting into one Map cost more than serving the page once every request is a
   * new visitor; a visitor is still remembered for at least half the cap's newer visitors.
   */
  private recent = new Map<string, Seen>();
  private older = new Map<string, Seen>();
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly salt: DailySalt,
    private readonly limits: RecorderLimits = RECORDER_LIMITS,
    private readonly events: RecorderEvents = {},
    private readonly writer: PageViewWriter = inlineWriter(db),
  ) {
    this.timer = setInterval(() => void this.tick(), limits.intervalMs).unref();
  }

  /** Visitors the flood guard remembers now (at most `limits.visitors`). */
  get rememberedVisitors(): number {
    return this.recent.size + this.older.size;
  }

  /** Views waiting for the next write (at most `limits.queue`). */
  get waiting(): number {
    return this.queue.length;
  }

  private async tick(): Promise<void> {
    await this.flush();
    try {
      // Yesterday's salt goes at 00:30 UTC even when no view arrives to load today's.
      await this.salt.forget();
    } catch (error) {
      this.events.failed?.(error);
    }
  }

  /**
   * Queues a page view unless the flood guard or the queue's cap says no; returns whether. The
   * guard reads only the view's path and time: its other facts are read only for a view that
   * counts, so a flood costs each request as little as can be.
   */
  record(visitor: Visitor, viewed: Viewed, facts: () => PageViewFacts): boolean {
    if (!this.admit(visitor, viewed)) return false;
    if (this.queue.length >= this.limits.queue) {
      this.events.dropped?.(1, "queue-full");
      return false;
    }
    this.queue.push({ visitor, facts: facts() });
    if (this.queue.length >= this.limits.batch) void this.flush();
    return true;
  }

  /**
   * A flood from one visitor counts once per visit window: the same page again within 30
   * minutes is not another view, and no visitor counts more than the daily cap.
   */
  private admit(visitor: Visitor, facts: Viewed): boolean {
    const id = `${visitor.site}\n${visitor.address}\n${visitor.userAgent}`;
    const day = dayOf(facts.viewedAt);
    const at = facts.viewedAt.getTime();
    let seen = this.recent.get(id) ?? this.recall(id);
    if (seen === undefined || seen.day !== day)
      seen = { day, views: 0, path: facts.path, at: Number.NEGATIVE_INFINITY };
    this.recent.set(id, seen);
    const first = seen.path === facts.path;
    const last = first ? seen.at : seen.paths?.get(facts.path);
    if (last !== undefined && at - last < VISIT_GAP_MS) return false;
    if (seen.views >= this.limits.viewsPerVisitorDay) return false;
    seen.views += 1;
    if (first) seen.at = at;
    else (seen.paths ??= new Map()).set(facts.path, at);
    return true;
  }

  /**
   * A visitor the recent generation does not hold, from the older one (moved to the recent one by
   * the caller). The recent generation turns older once it holds half the cap.
   */
  private recall(id: string): Seen | undefined {
    const seen = this.older.get(id);
    if (seen !== undefined) this.older.delete(id);
    if (this.recent.size >= Math.floor(this.limits.visitors / 2)) {
      this.older = this.recent;
      this.recent = new Map();
    }
    return seen;
  }

  /** Writes what waits now (after any write under way); resolves once it is written or dropped. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.writeQueued());
    return this.writing;
  }

  /**
   * Flushes, waiting `ms` at most: the writer thread runs only on CPU time the pages leave, so on
   * a saturated machine a lead or the dashboard goes on with what is written. Resolves whether
   * everything was.
   */
  flushWithin(ms: number): Promise<boolean> {
    const written = this.flush().then(() => true);
    const late = new Promise<boolean>((resolve) => setTimeout(resolve, ms, false).unref());
    return Promise.race([written, late]);
  }

  private async writeQueued(): Promise<void> {
    if (this.queue.length === 0) return;
    const batch = this.queue;
    this.queue = [];
    try {
      // The salts of the batch's days, looked up once (a batch spans one day, two at midnight).
      const salts: BatchSalts = new Map();
      for (const { facts } of batch) {
        const day = dayOf(facts.viewedAt);
        let entry = salts.get(day);
        if (entry === undefined) salts.set(day, (entry = { salt: await this.salt.forDay(day) }));
        // Only in the first 30 minutes of a day: the salt that continues a visit open at midnight.
        if (!("continuing" in entry) && continuedDay(facts.viewedAt) !== undefined) {
          entry.continuing = await this.salt.continuing(facts.viewedAt);
        }
      }
      const written = await this.writer.write({ views: batch, salts }, this.limits);
      this.events.written?.(written);
    } catch (error) {
      this.events.failed?.(error);
      this.events.dropped?.(batch.length, "write-failed");
    }
  }

  /** Stops the timer, writes what waits, and closes the writer. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
    await this.writer.close();
  }
}
