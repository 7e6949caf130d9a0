import { describe, expect, it } from "vitest";
import { parseWeeklyHours } from "./hours.js";
import { freeSlots, isFreeSlot, type SlotRules } from "./slots.js";
import { wallClockText } from "../../shared/wall-clock.js";

function rules(hours: string, overrides: Partial<SlotRules> = {}): SlotRules {
  const parsed = parseWeeklyHours(hours);
  if (!parsed.ok) throw new Error(parsed.reason);
  return {
    timeZone: "Europe/Lisbon",
    hours: parsed.hours,
    noticeHours: 0,
    horizonDays: 14,
    bufferMinutes: 0,
    blackoutDates: [],
    ...overrides,
  };
}

/** A slot's start as a visitor in `timeZone` sees it: `2027-03-26 06:00`. */
function shownIn(timeZone: string, iso: string): string {
  return wallClockText(new Date(iso), timeZone);
}

/** The slots grouped by the visitor's calendar day: first start shown, and how many. */
function days(timeZone: string, starts: string[]): Record<string, { first: string; count: number }> {
  const grouped: Record<string, { first: string; count: number }> = {};
  for (const start of starts) {
    const [day, time] = shownIn(timeZone, start).split(" ") as [string, string];
    grouped[day] ??= { first: time, count: 0 };
    grouped[day].count += 1;
  }
  return grouped;
}

const WEEKDAY_MORNINGS = "mon-fri 09:00-12:00";

describe("freeSlots across daylight-saving changes (owner in Europe/Lisbon)", () => {
  it("keeps the owner's 09:00 through the March change; visitors see it move, no slot lost or doubled", () => {
    // Thursday 25 March 2027; Lisbon moves to summer time on Sunday the 28th (01:00 UTC).
    const slots = freeSlots(rules(WEEKDAY_MORNINGS), [], new Date("2027-03-25T00:00:00Z"));
    const starts = slots.map((slot) => slot.start);
    expect(new Set(starts).size).toBe(starts.length);
    expect(days("Europe/Lisbon", starts)).toMatchObject({
      "2027-03-25": { first: "09:00", count: 6 },
      "2027-03-26": { first: "09:00", count: 6 },
      "2027-03-29": { first: "09:00", count: 6 },
    });
    expect(starts).toContain("2027-03-26T09:00:00.000Z");
    expect(starts).toContain("2027-03-29T08:00:00.000Z");
    // São Paulo keeps UTC-3 all year: the call moves an hour earlier for its visitors.
    expect(days("America/Sao_Paulo", starts)).toMatchObject({
      "2027-03-26": { first: "06:00", count: 6 },
      "2027-03-29": { first: "05:00", count: 6 },
    });
    // New York has been on summer time since 14 March: 5 hours behind, then 4.
    expect(days("America/New_York", starts)).toMatchObject({
      "2027-03-26": { first: "05:00", count: 6 },
      "2027-03-29": { first: "04:00", count: 6 },
    });
    // Every weekday in the horizon has its six slots: none lost at the change.
    expect(Object.values(days("Europe/Lisbon", starts)).every((day) => day.count === 6)).toBe(true);
    expect(slots.every((slot) => Date.parse(slot.end) - Date.parse(slot.start) === 30 * 60_000)).toBe(true);
  });

  it("shows New York's own March change while Lisbon stays put", () => {
    // New York moves on Sunday 14 March 2027, Lisbon two weeks later.
    const starts = freeSlots(rules(WEEKDAY_MORNINGS), [], new Date("2027-03-11T00:00:00Z")).map((s) => s.start);
    expect(days("America/New_York", starts)).toMatchObject({
      "2027-03-12": { first: "04:00", count: 6 },
      "2027-03-15": { first: "05:00", count: 6 },
    });
    expect(days("America/Sao_Paulo", starts)).toMatchObject({
      "2027-03-12": { first: "06:00", count: 6 },
      "2027-03-15": { first: "06:00", count: 6 },
    });
  });

  it("keeps the owner's 09:00 through the October change", () => {
    // Lisbon returns to UTC on Sunday 31 October 2027; New York only on 7 November.
    const starts = freeSlots(rules(WEEKDAY_MORNINGS), [], new Date("2027-10-28T00:00:00Z")).map((s) => s.start);
    expect(new Set(starts).size).toBe(starts.length);
    expect(starts).toContain("2027-10-29T08:00:00.000Z");
    expect(starts).toContain("2027-11-01T09:00:00.000Z");
    expect(days("America/Sao_Paulo", starts)).toMatchObject({
      "2027-10-29": { first: "05:00", count: 6 },
      "2027-11-01": { first: "06:00", count: 6 },
    });
    expect(days("America/New_York", starts)).toMatchObject({
      "2027-10-29": { first: "04:00", count: 6 },
      "2027-11-01": { first: "05:00", count: 6 },
      "2027-11-08": { first: "04:00", count: 6 },
    });
  });

  it("skips the hour that does not exist on the night clocks go forward", () => {
    const starts = freeSlots(rules("sun 00:00-03:00"), [], new Date("2027-03-27T12:00:00Z"), 10)
      .filter((slot) => slot.start < "2027-03-29")
      .map((slot) => slot.start);
    // 00:00 and 00:30 in winter time, then 02:00 and 02:30 in summer time: back to back in UTC.
    expect(starts).toEqual([
      "2027-03-28T00:00:00.000Z",
      "2027-03-28T00:30:00.000Z",
      "2027-03-28T01:00:00.000Z",
      "2027-03-28T01:30:00.000Z",
    ]);
    expect(starts.map((start) => shownIn("Europe/Lisbon", start).slice(11))).toEqual([
      "00:00",
      "00:30",
      "02:00",
      "02:30",
    ]);
  });

  it("offers the hour that happens twice on the night clocks go back once", () => {
    const starts = freeSlots(rules("sun 00:00-03:00"), [], new Date("2027-10-30T12:00:00Z"))
      .filter((slot) => slot.start < "2027-11-01")
      .map((slot) => slot.start);
    expect(starts).toEqual([
      "2027-10-30T23:00:00.000Z",
      "2027-10-30T23:30:00.000Z",
      "2027-10-31T00:00:00.000Z",
      "2027-10-31T00:30:00.000Z",
      "2027-10-31T02:00:00.000Z",
      "2027-10-31T02:30:00.000Z",
    ]);
    const shown = starts.map((start) => shownIn("Europe/Lisbon", start).slice(11));
    expect(shown).toEqual(["00:00", "00:30", "01:00", "01:30", "02:00", "02:30"]);
  });
});

describe("freeSlots", () => {
  const monday = new Date("2027-06-07T06:00:00Z"); // 07:00 in Lisbon (summer time)

  it("starts no sooner than the notice and no later than the horizon", () => {
    const slots = freeSlots(rules(WEEKDAY_MORNINGS, { noticeHours: 3, horizonDays: 2 }), [], monday);
    expect(slots[0]!.start).toBe("2027-06-07T09:00:00.000Z"); // 10:00 in Lisbon: 3 hours after 07:00
    expect(slots.at(-1)!.start).toBe("2027-06-08T10:30:00.000Z");
    expect(slots).toHaveLength(4 + 6);
  });

  it("leaves out blackout days in the owner's zone", () => {
    const slots = freeSlots(
      rules(WEEKDAY_MORNINGS, { horizonDays: 3, blackoutDates: [{ from: "2027-06-08", to: "2027-06-08" }] }),
      [],
      monday,
    );
    expect(
      Object.keys(
        days(
          "Europe/Lisbon",
          slots.map((s) => s.start),
        ),
      ),
    ).toEqual(["2027-06-07", "2027-06-09"]);
  });

  it("keeps the buffer free around busy times", () => {
    const busy = [{ start: new Date("2027-06-07T09:00:00Z"), end: new Date("2027-06-07T09:30:00Z") }];
    const starts = (bufferMinutes: number) =>
      freeSlots(rules(WEEKDAY_MORNINGS, { horizonDays: 1, bufferMinutes }), busy, monday).map((s) =>
        shownIn("Europe/Lisbon", s.start).slice(11),
      );
    expect(starts(0)).toEqual(["09:00", "09:30", "10:30", "11:00", "11:30"]);
    expect(starts(15)).toEqual(["09:00", "11:00", "11:30"]);
  });

  it("stops at the limit, and knows a free start from a taken or made-up one", () => {
    const r = rules(WEEKDAY_MORNINGS);
    expect(freeSlots(r, [], monday, 3)).toHaveLength(3);
    expect(isFreeSlot(r, [], monday, "2027-06-07T08:00:00.000Z")).toBe(true);
    expect(isFreeSlot(r, [], monday, "2027-06-07T08:10:00.000Z")).toBe(false);
    const busy = [{ start: new Date("2027-06-07T08:00:00Z"), end: new Date("2027-06-07T08:30:00Z") }];
    expect(isFreeSlot(r, busy, monday, "2027-06-07T08:00:00.000Z")).toBe(false);
  });
});
