import { describe, expect, it } from "vitest";
import { groupByDay } from "./slot-times";

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
