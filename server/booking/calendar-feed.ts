import type { FastifyBaseLogger } from "fastify";
import ical, { type CalendarResponse, type VEvent } from "node-ical";
import { Temporal } from "temporal-polyfill";
import type { Busy } from "./slots.js";

export interface CalendarFeedOptions {
  /** BOOKING_CALENDAR_URL: private (it grants read access to the calendar), so never logged. */
  url: string;
  /** The owner's zone: an all-day event blocks that day there. */
  timeZone: string;
  log: Pick<FastifyBaseLogger, "warn" | "debug">;
  /** How long a copy is used before the feed is read again. */
  refreshMs?: number;
  /** How long a read may take before it counts as a failure. */
  timeoutMs?: number;
  now?: () => Date;
  /** The largest feed read; a bigger one counts as a failed read. FEED_MAX_BYTES by default. */
  maxBytes?: number;
}

const FEED_REFRESH_MS = 5 * 60 * 1000;
const FEED_TIMEOUT_MS = 5_000;
/** Far above a busy owner's years of events, far below what would strain the server's memory. */
const FEED_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The owner's busy times from an iCalendar feed, read at most once per `refreshMs` and kept in
 * memory. A read that fails (unreachable, an HTTP error, not iCalendar) never breaks booking:
 * the last good copy stays in use and the owner is told in the log; with no good copy yet the
 * calendar counts as empty until a read succeeds. Recurring events are expanded by node-ical
 * (RRULE, EXDATE, RECURRENCE-ID overrides, TZID); free (TRANSPARENT) and cancelled events are not busy.
 */
export class CalendarFeed {
  private copy: { events: VEvent[]; readAt: number } | undefined;
  private lastAttempt = -Infinity;
  private reading: Promise<void> | undefined;
  private readonly refreshMs: number;
  private readonly now: () => Date;

  constructor(private readonly options: CalendarFeedOptions) {
    this.refreshMs = options.refreshMs ?? FEED_REFRESH_MS;
    this.now = options.now ?? (() => new Date());
  }

  /** Busy times that overlap [from, to]. */
  async busy(from: Date, to: Date): Promise<Busy[]> {
    if (this.now().getTime() - this.lastAttempt >= this.refreshMs) {
      // One read at a time, shared by every request that finds the copy stale.
      this.reading ??= this.read().finally(() => (this.reading = undefined));
      await this.reading;
    }
    return (this.copy?.events ?? []).flatMap((event) => this.instances(event, from, to));
  }

  private async read(): Promise<void> {
    this.lastAttempt = this.now().getTime();
    try {
      const response = await fetch(this.options.url, {
        signal: AbortSignal.timeout(this.options.timeoutMs ?? FEED_TIMEOUT_MS),
        headers: { accept: "text/calendar" },
      });
      if (!response.ok) throw new Error(`the feed answered HTTP ${response.status}`);
      const text = await readBounded(response, this.options.maxBytes ?? FEED_MAX_BYTES);
      if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new Error("the feed is not an iCalendar file");
      const parsed: CalendarResponse = await ical.async.parseICS(text);
      const events = Object.values(parsed).filter((item): item is VEvent => item?.type === "VEVENT");
      this.copy = { events, readAt: this.lastAttempt };
      this.options.log.debug({ events: events.length }, "booking calendar read");
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const since = this.copy === undefined ? undefined : new Date(this.copy.readAt).toISOString();
      this.options.log.warn(
        { err: reason, usingCopyFrom: since ?? null },
        since === undefined
          ? "booking calendar (BOOKING_CALENDAR_URL) could not be read; no busy times from it until it can"
          : "booking calendar (BOOKING_CALENDAR_URL) could not be read; using the last good copy",
      );
    }
  }

  private instances(event: VEvent, from: Date, to: Date): Busy[] {
    if (event.transparency === "TRANSPARENT" || event.status === "CANCELLED") return [];
    try {
      return ical
        .expandRecurringEvent(event, { from, to, expandOngoing: true })
        .filter((instance) => instance.event.status !== "CANCELLED")
        .map((instance) =>
          instance.isFullDay
            ? this.wholeDays(instance.start, instance.end)
            : { start: new Date(instance.start.getTime()), end: new Date(instance.end.getTime()) },
        );
    } catch (error) {
      // One malformed event must not hide the others.
      this.options.log.warn({ err: (error as Error).message, uid: event.uid }, "booking calendar: event skipped");
      return [];
    }
  }

  /**
   * An all-day event's days, from midnight to midnight in the owner's zone. node-ical gives a
   * date-only value as local midnight of that date, so its local fields are the date.
   */
  private wholeDays(start: Date, end: Date): Busy {
    const midnight = (date: Date) =>
      new Date(
        Temporal.PlainDate.from({
          year: date.getFullYear(),
          month: date.getMonth() + 1,
          day: date.getDate(),
        }).toZonedDateTime(this.options.timeZone).epochMilliseconds,
      );
    const first = midnight(start);
    const last = end.getTime() > start.getTime() ? midnight(end) : new Date(first.getTime() + 86_400_000);
    return { start: first, end: last };
  }
}

/**
 * The body as text, read only up to `maxBytes`: a feed that grows without end (or a URL that
 * answers with one) is dropped as soon as it is too large, whatever its Content-Length says.
 */
async function readBounded(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new Error(`the feed is larger than ${maxBytes} bytes`);
  }
  const reader = response.body?.getReader();
  if (reader === undefined) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error(`the feed is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
