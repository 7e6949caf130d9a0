import { describe, expect, it } from "vitest";
import { dayKey, formatDate, formatDayTab, formatTime, formatWhen } from "./call-time.js";

// Friday 27 November 2026, 12:00 UTC: 9h in São Paulo (UTC−3), 7:00 AM in New York (UTC−5).
const NOON_UTC = new Date("2026-11-27T12:00:00Z");

describe("a call's moment, written once for the step, the pages and the e-mails", () => {
  it.each([
    ["pt", "America/Sao_Paulo", "sexta-feira, 27 de novembro de 2026, às 9h"],
    ["en", "America/New_York", "Friday, November 27, 2026, at 7:00 AM"],
  ] as const)("in %s: the day with its year, then the time", (language, zone, expected) => {
    expect(formatWhen(NOON_UTC, zone, language)).toBe(expected);
  });

  it.each([
    ["2026-11-27T12:30:00Z", "9h30", "7:30 AM"],
    ["2026-11-27T03:00:00Z", "0h", "10:00 PM"],
    ["2026-11-27T16:05:00Z", "13h05", "11:05 AM"],
  ])("writes %s as Brazilians (%s) and Americans (%s) do", (instant, pt, en) => {
    expect(formatTime(new Date(instant), "America/Sao_Paulo", "pt")).toBe(pt);
    expect(formatTime(new Date(instant), "America/New_York", "en")).toBe(en);
  });

  it("names the day in the same case wherever it appears: lower case in Portuguese, capitalised in English", () => {
    expect(formatDate(NOON_UTC, "America/Sao_Paulo", "pt")).toBe("sexta-feira, 27 de novembro");
    expect(formatDate(NOON_UTC, "America/New_York", "en")).toBe("Friday, November 27");
    expect(formatWhen(NOON_UTC, "America/Sao_Paulo", "pt")).toContain(formatDate(NOON_UTC, "America/Sao_Paulo", "pt"));
  });

  it("gives the day picker a short tab and groups by the zone's own day", () => {
    expect(formatDayTab(NOON_UTC, "America/Sao_Paulo", "pt")).toEqual({ weekday: "sex.", date: "27 nov." });
    expect(formatDayTab(NOON_UTC, "America/New_York", "en")).toEqual({ weekday: "Fri", date: "Nov 27" });
    expect(dayKey(new Date("2026-11-28T02:00:00Z"), "America/Sao_Paulo")).toBe("2026-11-27");
  });
});
