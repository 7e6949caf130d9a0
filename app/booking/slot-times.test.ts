import { describe, expect, it } from "vitest";
import { groupByDay, windowDays } from "./slot-times";

const slot = (start: string) => ({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString() });

describe("groupByDay", () => {
  // 23:30 and 00:00 UTC on the night of 25 to 26 November 2026.
  const slots = [slot("2026-11-25T23:30:00.000Z"), slot("2026-11-26T00:00:00.000Z"), slot("2026-11-26T12:00:00.000Z")];

  it("groups by the visitor's day, not the server's: São Paulo keeps the first two together", () => {
    const days = groupByDay(slots, "pt", "America/Sao_Paulo");
    expect(days.map((day) => [day.key, day.date, day.tab, day.slots.map((s) => s.time)])).toEqual([
      ["2026-11-25", "quarta-feira, 25 de novembro", { weekday: "qua.", date: "25 nov." }, ["20h30", "21h"]],
      ["2026-11-26", "quinta-feira, 26 de novembro", { weekday: "qui.", date: "26 nov." }, ["9h"]],
    ]);
  });

  it("in Lisbon (UTC in November) midnight splits them, and English writes its own way", () => {
    const days = groupByDay(slots, "en", "Europe/Lisbon");
    expect(days.map((day) => [day.date, day.tab, day.slots.map((s) => s.time)])).toEqual([
      ["Wednesday, November 25", { weekday: "Wed", date: "Nov 25" }, ["11:30 PM"]],
      ["Thursday, November 26", { weekday: "Thu", date: "Nov 26" }, ["12:00 AM", "12:00 PM"]],
    ]);
  });

  it("keeps each slot's instants as the server sent them, with the whole moment the pages write", () => {
    const [day] = groupByDay(slots.slice(0, 1), "en", "America/New_York");
    expect(day?.slots[0]).toMatchObject({ ...slots[0]!, when: "Wednesday, November 25, 2026, at 6:30 PM" });
  });
});

describe("windowDays", () => {
  // São Paulo's days as the server sent them, each by its first free time: 23:30 on the 29th, 1:00
  // on the 30th and 0:00 on 1 December there. In Tokyo the first two are both on the 30th.
  const days = ["2026-11-30T02:30:00.000Z", "2026-11-30T04:00:00.000Z", "2026-12-01T03:00:00.000Z"];

  it("makes one tab of the days another zone sent that fall on one day in the zone shown", () => {
    expect(windowDays(days, [], "en", "America/Sao_Paulo").map((day) => day.key)).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
    ]);
    expect(windowDays(days, [], "en", "Asia/Tokyo").map((day) => day.key)).toEqual(["2026-11-30", "2026-12-01"]);
  });

  it("gives a day the times known for it", () => {
    const [monday] = windowDays(days, [slot(days[0]!), slot(days[1]!)], "en", "Asia/Tokyo");
    expect(monday?.slots.map((time) => time.time)).toEqual(["11:30 AM", "1:00 PM"]);
  });
});
