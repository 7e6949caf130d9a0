import { createServer, type Server } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CalendarFeed } from "./calendar-feed.js";

/** The owner's calendar: a weekly meeting with one week off and one moved, and a day off. */
const CALENDAR = `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//test//calendar//EN
BEGIN:VEVENT
UID:weekly@test
DTSTAMP:20270201T000000Z
DTSTART;TZID=Europe/Lisbon:20270301T100000
DTEND;TZID=Europe/Lisbon:20270301T110000
RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=5
EXDATE;TZID=Europe/Lisbon:20270308T100000
SUMMARY:Weekly review
END:VEVENT
BEGIN:VEVENT
UID:weekly@test
DTSTAMP:20270201T000000Z
RECURRENCE-ID;TZID=Europe/Lisbon:20270315T100000
DTSTART;TZID=Europe/Lisbon:20270315T150000
DTEND;TZID=Europe/Lisbon:20270315T160000
SUMMARY:Weekly review (moved)
END:VEVENT
BEGIN:VEVENT
UID:dayoff@test
DTSTAMP:20270201T000000Z
DTSTART;VALUE=DATE:20270305
DTEND;VALUE=DATE:20270306
SUMMARY:Day off
END:VEVENT
BEGIN:VEVENT
UID:free@test
DTSTAMP:20270201T000000Z
DTSTART:20270302T120000Z
DTEND:20270302T130000Z
TRANSP:TRANSPARENT
SUMMARY:Lunch (free)
END:VEVENT
END:VCALENDAR
`;

const EXPECTED = [
  // Mondays at 10:00 in Lisbon: UTC+0 until the 28th, UTC+1 after.
  { start: "2027-03-01T10:00:00.000Z", end: "2027-03-01T11:00:00.000Z" },
  { start: "2027-03-15T15:00:00.000Z", end: "2027-03-15T16:00:00.000Z" },
  { start: "2027-03-22T10:00:00.000Z", end: "2027-03-22T11:00:00.000Z" },
  { start: "2027-03-29T09:00:00.000Z", end: "2027-03-29T10:00:00.000Z" },
  // The day off, midnight to midnight in Lisbon.
  { start: "2027-03-05T00:00:00.000Z", end: "2027-03-06T00:00:00.000Z" },
];

let server: Server;
let answer: { status: number; body: string };
let url: string;
let requests = 0;
let chunked = false;

beforeEach(async () => {
  answer = { status: 200, body: CALENDAR };
  requests = 0;
  chunked = false;
  server = createServer((_request, response) => {
    requests += 1;
    const body = Buffer.from(answer.body);
    const length = chunked ? {} : { "content-length": body.byteLength };
    response.writeHead(answer.status, { "content-type": "text/calendar; charset=utf-8", ...length });
    if (!chunked) return void response.end(body);
    for (let at = 0; at < body.byteLength; at += 16 * 1024) response.write(body.subarray(at, at + 16 * 1024));
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/private/basic.ics`;
});
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

function feedAt(clock: { now: Date }, warnings: string[]) {
  return new CalendarFeed({
    url,
    timeZone: "Europe/Lisbon",
    refreshMs: 5 * 60_000,
    now: () => clock.now,
    log: { warn: (_details: unknown, message?: string) => void warnings.push(message ?? ""), debug: () => {} },
  });
}

const FROM = new Date("2027-03-01T00:00:00Z");
const TO = new Date("2027-04-01T00:00:00Z");
const iso = (busy: { start: Date; end: Date }[]) =>
  busy
    .map((interval) => ({ start: interval.start.toISOString(), end: interval.end.toISOString() }))
    .sort((a, b) => a.start.localeCompare(b.start));
const sorted = [...EXPECTED].sort((a, b) => a.start.localeCompare(b.start));

describe("the owner's calendar feed", () => {
  it("expands recurring events (EXDATE, a moved instance, TZID across DST) and all-day events; free ones are not busy", async () => {
    const warnings: string[] = [];
    const feed = feedAt({ now: FROM }, warnings);
    expect(iso(await feed.busy(FROM, TO))).toEqual(sorted);
    expect(warnings).toEqual([]);
  });

  it("reads the feed at most once per refresh period", async () => {
    const clock = { now: FROM };
    const feed = feedAt(clock, []);
    await Promise.all([feed.busy(FROM, TO), feed.busy(FROM, TO), feed.busy(FROM, TO)]);
    clock.now = new Date(FROM.getTime() + 4 * 60_000);
    await feed.busy(FROM, TO);
    expect(requests).toBe(1);
    clock.now = new Date(FROM.getTime() + 5 * 60_000);
    await feed.busy(FROM, TO);
    expect(requests).toBe(2);
  });

  it("keeps the last good copy, and says so in the log, when the feed fails or is not iCalendar", async () => {
    const clock = { now: FROM };
    const warnings: string[] = [];
    const feed = feedAt(clock, warnings);
    expect(iso(await feed.busy(FROM, TO))).toEqual(sorted);

    answer = { status: 500, body: "Internal Server Error" };
    clock.now = new Date(FROM.getTime() + 10 * 60_000);
    expect(iso(await feed.busy(FROM, TO))).toEqual(sorted);
    answer = { status: 200, body: "<html>Sign in to see this calendar</html>" };
    clock.now = new Date(FROM.getTime() + 20 * 60_000);
    expect(iso(await feed.busy(FROM, TO))).toEqual(sorted);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clock.now = new Date(FROM.getTime() + 30 * 60_000);
    expect(iso(await feed.busy(FROM, TO))).toEqual(sorted);
    expect(warnings).toEqual(
      Array(3).fill("booking calendar (BOOKING_CALENDAR_URL) could not be read; using the last good copy"),
    );
    server.listen(0, "127.0.0.1");
  });

  it("drops a feed over its size bound, sent whole or in chunks, and keeps the last good copy", async () => {
    const clock = { now: FROM };
    const warnings: string[] = [];
    const feed = new CalendarFeed({
      url,
      timeZone: "Europe/Lisbon",
      refreshMs: 5 * 60_000,
      now: () => clock.now,
      maxBytes: 64 * 1024,
      log: { warn: (details: unknown) => void warnings.push((details as { err: string }).err), debug: () => {} },
    });
    expect(iso(await feed.busy(FROM, TO))).toEqual(sorted);
    const huge = CALENDAR.replace("SUMMARY:Day off", `SUMMARY:${"x".repeat(200 * 1024)}`);
    answer = { status: 200, body: huge };
    clock.now = new Date(FROM.getTime() + 10 * 60_000);
    expect(iso(await feed.busy(FROM, TO))).toEqual(sorted);
    // Without Content-Length: counted as it arrives.
    chunked = true;
    clock.now = new Date(FROM.getTime() + 20 * 60_000);
    expect(iso(await feed.busy(FROM, TO))).toEqual(sorted);
    expect(warnings).toEqual(Array(2).fill(`the feed is larger than ${64 * 1024} bytes`));
  });

  it("counts as empty, and warns, until a first read succeeds", async () => {
    answer = { status: 404, body: "" };
    const clock = { now: FROM };
    const warnings: string[] = [];
    const feed = feedAt(clock, warnings);
    expect(await feed.busy(FROM, TO)).toEqual([]);
    expect(warnings[0]).toMatch(/could not be read; no busy times from it until it can/);
    answer = { status: 200, body: CALENDAR };
    clock.now = new Date(FROM.getTime() + 5 * 60_000);
    expect(iso(await feed.busy(FROM, TO))).toEqual(sorted);
  });
});
