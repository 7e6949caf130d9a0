import type { Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../db/database.js";
import type { VisitFound } from "./attribution.js";
import type { PageViewFacts, Visitor } from "./page-view.js";
import { Generations } from "./generations.js";
import { writePageViews, type KeyedPageView } from "./store.js";
import { OTHER, VISIT_GAP_MS } from "./tables.js";
import { continuedDay, dayOf, visitorKey, type DailySalt } from "./visitor-key.js";

/** What the flood guard reads of a page view. */
export type Viewed = Pick<PageViewFacts, "path" | "viewedAt">;

export interface RecorderLimits {
  /** Views waiting for the next write; past it new views are dropped (and counted as dropped). */
  queue: number;
  /** A write starts once this many views wait, or every `intervalMs`. */
  batch: number;
  intervalMs: number;
  /** Visitors (and client addresses) remembered for the flood guard; the oldest are forgotten past it. */
  visitors: number;
  /** Page views counted per visitor and day, at most (in memory here, and across instances by the store). */
  viewsPerVisitorDay: number;
  /** Page views counted per client address and day, whatever user agents it sends. */
  viewsPerAddressDay: number;
  /**
   * Distinct values a day keeps per fact (paths, sources, campaigns...); later new ones are
   * counted as OTHER, so made-up values cannot grow the figures without bound.
   */
  valuesPerDay: number;
}

export const RECORDER_LIMITS: RecorderLimits = {
  queue: 10_000,
  batch: 500,
  intervalMs: 2_000,
  visitors: 50_000,
  viewsPerVisitorDay: 100,
  viewsPerAddressDay: 100,
  valuesPerDay: 200,
};

/** The facts a visitor chooses freely (in the URL or the referrer), each bounded per day. */
const FREE_FACTS = ["path", "referrerHost", "source", "medium", "campaign", "content", "term"] as const;

/** Why an admitted page view went uncounted. */
export const UNCOUNTED_REASONS = ["queue-full", "write-failed"] as const;
export type UncountedReason = (typeof UNCOUNTED_REASONS)[number];

export interface RecorderEvents {
  written?: (count: number) => void;
  dropped?: (count: number, reason: UncountedReason) => void;
  failed?: (error: unknown) => void;
}

/** A view waiting to be written: its visitor becomes a key only then. */
interface QueuedView {
  visitor: Visitor;
  facts: PageViewFacts;
  /** The visit this server put the view in; the store may find it continues another instance's. */
  visitId: string;
}

/** The visit a visitor is on, as this server counted it: what a lead is attributed to. */
interface OpenVisit {
  id: string;
  landing: PageViewFacts;
  pages: string[];
  lastAt: number;
}

/** One visitor's day as the flood guard sees it, and the visit it is on. */
interface Seen {
  day: string;
  views: number;
  /** When each path was last counted today. */
  paths: Map<string, number>;
  visit?: OpenVisit;
}

const visitorId = (visitor: Visitor) => `${visitor.site}\n${visitor.address}\n${visitor.userAgent}`;

/**
 * Page views wait in a capped buffer and are written in batches, by size, every `intervalMs` and
 * at close (Plausible's write buffer). A page is sent before its view is queued; a database
 * outage loses counts, never a page. The flood guard remembers each visitor's visit, so a lead is
 * attributed from memory and never waits for a write (issue 36).
 */
export class PageViewRecorder {
  private queue: QueuedView[] = [];
  private readonly visitors: Generations<Seen>;
  private readonly addresses: Generations<{ day: string; views: number }>;
  /** Today's distinct values of each free fact. */
  private values = { day: "", seen: new Map<string, Set<string>>() };
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly salt: DailySalt,
    private readonly limits: RecorderLimits = RECORDER_LIMITS,
    private readonly events: RecorderEvents = {},
  ) {
    this.visitors = new Generations(limits.visitors);
    this.addresses = new Generations(limits.visitors);
    this.timer = setInterval(() => void this.tick(), limits.intervalMs).unref();
  }

  /** Visitors the flood guard remembers now (at most `limits.visitors`). */
  get rememberedVisitors(): number {
    return this.visitors.size;
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
   * guard reads only the view's path and time: the other facts are read for a view that counts.
   */
  record(visitor: Visitor, viewed: Viewed, facts: () => PageViewFacts): boolean {
    const seen = this.admit(visitor, viewed);
    if (seen === undefined) return false;
    if (this.queue.length >= this.limits.queue) {
      this.events.dropped?.(1, "queue-full");
      return false;
    }
    const view = this.bounded(facts());
    const at = viewed.viewedAt.getTime();
    if (seen.visit !== undefined && at - seen.visit.lastAt < VISIT_GAP_MS) {
      seen.visit.pages.push(view.path);
      seen.visit.lastAt = at;
    } else {
      seen.visit = { id: uuidv7(), landing: view, pages: [view.path], lastAt: at };
    }
    this.queue.push({ visitor, facts: view, visitId: seen.visit.id });
    if (this.queue.length >= this.limits.batch) void this.flush();
    return true;
  }

  /**
   * The same page again within 30 minutes is not another view; no visitor counts more than its
   * daily cap, and no address more than its own, however many user agents it sends.
   */
  private admit(visitor: Visitor, viewed: Viewed): Seen | undefined {
    const day = dayOf(viewed.viewedAt);
    const at = viewed.viewedAt.getTime();
    const seen = this.visitors.touch(visitorId(visitor), () => ({ day, views: 0, paths: new Map() }));
    if (seen.day !== day) Object.assign(seen, { day, views: 0, paths: new Map() });
    const last = seen.paths.get(viewed.path);
    if (last !== undefined && at - last < VISIT_GAP_MS) return undefined;
    if (seen.views >= this.limits.viewsPerVisitorDay) return undefined;
    const address = this.addresses.touch(`${visitor.site}\n${visitor.address}`, () => ({ day, views: 0 }));
    if (address.day !== day) Object.assign(address, { day, views: 0 });
    if (address.views >= this.limits.viewsPerAddressDay) return undefined;
    address.views += 1;
    seen.views += 1;
    seen.paths.set(viewed.path, at);
    return seen;
  }

  /** The view with each free fact past its day's distinct values counted as OTHER. */
  private bounded(view: PageViewFacts): PageViewFacts {
    const day = dayOf(view.viewedAt);
    if (this.values.day !== day) this.values = { day, seen: new Map(FREE_FACTS.map((fact) => [fact, new Set()])) };
    let bounded = view;
    for (const fact of FREE_FACTS) {
      const value = view[fact];
      const seen = this.values.seen.get(fact)!;
      if (value === null || seen.has(value)) continue;
      if (seen.size < this.limits.valuesPerDay) seen.add(value);
      else bounded = { ...bounded, [fact]: OTHER };
    }
    return bounded;
  }

  /**
   * The visit this visitor is on at `at`, as this server counted it (written or still queued), or
   * undefined: the caller may then ask the database (another instance may have counted it).
   */
  openVisit(visitor: Visitor, at: Date): VisitFound | undefined {
    const visit = this.visitors.peek(visitorId(visitor))?.visit;
    if (visit === undefined || at.getTime() - visit.lastAt >= VISIT_GAP_MS) return undefined;
    const { landing } = visit;
    return {
      visitId: visit.id,
      channel: landing.channel,
      source: landing.source,
      medium: landing.medium,
      campaign: landing.campaign,
      referrer: landing.referrerHost,
      landingPage: landing.path,
      landingLanguage: landing.language,
      pages: [...visit.pages],
    };
  }

  /** Writes what waits now (after any write under way); resolves once it is written or dropped. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.writeQueued());
    return this.writing;
  }

  private async writeQueued(): Promise<void> {
    if (this.queue.length === 0) return;
    const batch = this.queue;
    this.queue = [];
    try {
      const written = await writePageViews(this.db, await this.keyed(batch), this.limits);
      this.events.written?.(written);
    } catch (error) {
      this.events.failed?.(error);
      this.events.dropped?.(batch.length, "write-failed");
    }
  }

  /** The batch under its visitors' keys, and yesterday's key in the first 30 minutes of a day. */
  private async keyed(batch: readonly QueuedView[]): Promise<KeyedPageView[]> {
    // Looked up once per day in the batch (one day, two at midnight), not once per view.
    const salts = new Map<string, { salt: string; continuing: string | undefined }>();
    for (const { facts } of batch) {
      const day = dayOf(facts.viewedAt);
      if (salts.has(day)) continue;
      const continuing = continuedDay(facts.viewedAt) && (await this.salt.continuing(facts.viewedAt));
      salts.set(day, { salt: await this.salt.forDay(day), continuing: continuing || undefined });
    }
    return batch.map(({ visitor, facts, visitId }) => {
      const { salt, continuing } = salts.get(dayOf(facts.viewedAt))!;
      const continues = continuing !== undefined && continuedDay(facts.viewedAt) !== undefined;
      return {
        ...facts,
        visitId,
        visitorKey: visitorKey(salt, visitor),
        continuesKey: continues ? visitorKey(continuing, visitor) : undefined,
      };
    });
  }

  /** Stops the timer and writes what waits. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
