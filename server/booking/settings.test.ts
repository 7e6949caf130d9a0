import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.js";
import { parseBookingSettings } from "./settings.js";

describe("booking settings", () => {
  it("are off without BOOKING_HOURS, with the documented defaults", () => {
    expect(parseBookingSettings({})).toEqual({
      ok: true,
      settings: {
        timeZone: "UTC",
        hours: undefined,
        noticeHours: 12,
        horizonDays: 14,
        bufferMinutes: 15,
        blackoutDates: [],
        calendarUrl: undefined,
      },
    });
  });

  it("reads every variable", () => {
    const weekday = [
      { start: 540, end: 720 },
      { start: 840, end: 1080 },
    ];
    const result = parseBookingSettings({
      BOOKING_TIMEZONE: " Europe/Lisbon ",
      BOOKING_HOURS: "mon-fri 09:00-12:00,14:00-18:00; sat 10:00-11:00",
      BOOKING_NOTICE_HOURS: "2",
      BOOKING_HORIZON_DAYS: "30",
      BOOKING_BUFFER_MINUTES: "0",
      BOOKING_BLACKOUT_DATES: "2026-12-24..2027-01-01, 2027-04-25",
      BOOKING_CALENDAR_URL: "webcal://calendar.example.com/private/basic.ics",
    });
    expect(result).toEqual({
      ok: true,
      settings: {
        timeZone: "Europe/Lisbon",
        hours: { 1: weekday, 2: weekday, 3: weekday, 4: weekday, 5: weekday, 6: [{ start: 600, end: 660 }], 7: [] },
        noticeHours: 2,
        horizonDays: 30,
        bufferMinutes: 0,
        blackoutDates: [
          { from: "2026-12-24", to: "2027-01-01" },
          { from: "2027-04-25", to: "2027-04-25" },
        ],
        calendarUrl: "https://calendar.example.com/private/basic.ics",
      },
    });
  });

  it("reads a day range that wraps over the week's end, and 24:00 as an end", () => {
    const result = parseBookingSettings({ BOOKING_HOURS: "fri-mon 20:00-24:00" });
    expect(result.ok && result.settings.hours).toEqual({
      1: [{ start: 1200, end: 1440 }],
      2: [],
      3: [],
      4: [],
      5: [{ start: 1200, end: 1440 }],
      6: [{ start: 1200, end: 1440 }],
      7: [{ start: 1200, end: 1440 }],
    });
  });

  it("names the variable and its bounds for every wrong value, all at once", () => {
    const result = parseBookingSettings({
      BOOKING_TIMEZONE: "Lisbon",
      BOOKING_HOURS: "weekdays 9-5",
      BOOKING_NOTICE_HOURS: "-1",
      BOOKING_HORIZON_DAYS: "0",
      BOOKING_BUFFER_MINUTES: "15.5",
      BOOKING_BLACKOUT_DATES: "2027-02-30",
      BOOKING_CALENDAR_URL: "ftp://secret-token@calendar.example.com/x.ics",
    });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toEqual([
      'BOOKING_TIMEZONE must be an IANA time zone such as Europe/Lisbon (got "Lisbon").',
      expect.stringMatching(/^BOOKING_HOURS has days it cannot read \("weekdays"\).*mon-fri 09:00-12:00/),
      'BOOKING_NOTICE_HOURS must be a whole number of hours from 0 to 720 (got "-1").',
      'BOOKING_HORIZON_DAYS must be a whole number of days from 1 to 180 (got "0").',
      'BOOKING_BUFFER_MINUTES must be a whole number of minutes from 0 to 240 (got "15.5").',
      expect.stringMatching(/^BOOKING_BLACKOUT_DATES must be comma-separated dates .* \(got "2027-02-30"\)\.$/),
      "BOOKING_CALENDAR_URL must be an http://, https:// or webcal:// address of an iCalendar (ICS) feed.",
    ]);
    expect(problems.join("\n")).not.toContain("secret-token");
  });

  it.each([
    ["mon-fri", "has a group that is not"],
    ["mon-fri 12:00-09:00", "has a time range it cannot read"],
    ["mon 09:00-12:00,11:00-13:00", "has overlapping ranges on mon"],
    ["mon 09:00-24:30", "has a time range it cannot read"],
  ])("refuses BOOKING_HOURS=%j", (hours, reason) => {
    const result = parseBookingSettings({ BOOKING_HOURS: hours });
    expect(result.ok ? [] : result.problems).toEqual([expect.stringContaining(`BOOKING_HOURS ${reason}`)]);
  });

  it("stop the server's start through loadConfig, with the other settings' problems", () => {
    expect(() => loadConfig({ PORT: "x", BOOKING_NOTICE_HOURS: "1000" }, "/srv/site")).toThrow(ConfigError);
    expect(() => loadConfig({ BOOKING_NOTICE_HOURS: "1000" }, "/srv/site")).toThrow(
      /BOOKING_NOTICE_HOURS must be a whole number of hours from 0 to 720 \(got "1000"\)/,
    );
  });
});
