import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, type Env } from "../config.js";

// Through loadConfig, as the server reads them: trimmed, with the other settings, every problem at once.
const booking = (env: Env) => loadConfig(env, "/srv/site").booking;

function problems(env: Env): string[] {
  try {
    loadConfig(env, "/srv/site");
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.message
      .split("\n")
      .slice(1)
      .map((line) => line.replace(/^ {2}- /, ""));
  }
}

describe("booking settings", () => {
  it("are off without BOOKING_HOURS, with the documented defaults", () => {
    expect(booking({})).toEqual({
      timeZone: "UTC",
      hours: undefined,
      noticeHours: 12,
      horizonDays: 14,
      bufferMinutes: 15,
      callsPerAddress: 3,
      requestsPerMinute: 30,
      blackoutDates: [],
      calendarUrl: undefined,
      location: undefined,
      reminderMinutes: [1440, 60],
    });
  });

  it("reads every variable", () => {
    const weekday = [
      { start: 540, end: 720 },
      { start: 840, end: 1080 },
    ];
    const settings = booking({
      BOOKING_TIMEZONE: " Europe/Lisbon ",
      BOOKING_HOURS: "mon-fri 09:00-12:00,14:00-18:00; sat 10:00-11:00",
      BOOKING_NOTICE_HOURS: "2",
      BOOKING_HORIZON_DAYS: "30",
      BOOKING_BUFFER_MINUTES: "0",
      BOOKING_NETWORK_CALLS: "5",
      BOOKING_RATE_LIMIT: "60",
      BOOKING_BLACKOUT_DATES: "2026-12-24..2027-01-01, 2027-04-25",
      BOOKING_CALENDAR_URL: "webcal://calendar.example.com/private/basic.ics",
      BOOKING_LOCATION: "https://meet.jit.si/onrails-{room}",
      BOOKING_REMINDERS: "1h, 2d,30m,1H",
    });
    expect(settings).toEqual({
      timeZone: "Europe/Lisbon",
      hours: { 1: weekday, 2: weekday, 3: weekday, 4: weekday, 5: weekday, 6: [{ start: 600, end: 660 }], 7: [] },
      noticeHours: 2,
      horizonDays: 30,
      bufferMinutes: 0,
      callsPerAddress: 5,
      requestsPerMinute: 60,
      blackoutDates: [
        { from: "2026-12-24", to: "2027-01-01" },
        { from: "2027-04-25", to: "2027-04-25" },
      ],
      calendarUrl: "https://calendar.example.com/private/basic.ics",
      location: "https://meet.jit.si/onrails-{room}",
      reminderMinutes: [2880, 60, 30],
    });
    expect(booking({ BOOKING_REMINDERS: "off" }).reminderMinutes).toEqual([]);
  });

  it("reads a day range that wraps over the week's end, and 24:00 as an end", () => {
    expect(booking({ BOOKING_HOURS: "fri-mon 20:00-24:00" }).hours).toEqual({
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
    const found = problems({
      BOOKING_TIMEZONE: "Lisbon",
      BOOKING_HOURS: "weekdays 9-5",
      BOOKING_NOTICE_HOURS: "-1",
      BOOKING_HORIZON_DAYS: "0",
      BOOKING_BUFFER_MINUTES: "15.5",
      BOOKING_BLACKOUT_DATES: "2027-02-30",
      BOOKING_CALENDAR_URL: "ftp://secret-token@calendar.example.com/x.ics",
      BOOKING_REMINDERS: "24h,soon",
    });
    expect(found).toEqual([
      'BOOKING_TIMEZONE must be an IANA time zone such as Europe/Lisbon (got "Lisbon").',
      expect.stringMatching(/^BOOKING_HOURS has days it cannot read \("weekdays"\).*mon-fri 09:00-12:00/),
      'BOOKING_NOTICE_HOURS must be a whole number of hours from 0 to 720 (got "-1").',
      'BOOKING_HORIZON_DAYS must be a whole number of days from 1 to 180 (got "0").',
      'BOOKING_BUFFER_MINUTES must be a whole number of minutes from 0 to 240 (got "15.5").',
      expect.stringMatching(/^BOOKING_BLACKOUT_DATES must be comma-separated dates .* \(got "2027-02-30"\)\.$/),
      expect.stringMatching(/^BOOKING_REMINDERS must be "off" or comma-separated offsets .* \(got "24h,soon"\)\.$/),
      "BOOKING_CALENDAR_URL must be an http://, https:// or webcal:// address of an iCalendar (ICS) feed.",
    ]);
    expect(found.join("\n")).not.toContain("secret-token");
  });

  it.each([
    ["mon-fri", "has a group that is not"],
    ["mon-fri 12:00-09:00", "has a time range it cannot read"],
    ["mon 09:00-12:00,11:00-13:00", "has overlapping ranges on mon"],
    ["mon 09:00-24:30", "has a time range it cannot read"],
  ])("refuses BOOKING_HOURS=%j", (hours, reason) => {
    expect(problems({ BOOKING_HOURS: hours })).toEqual([expect.stringContaining(`BOOKING_HOURS ${reason}`)]);
  });

  it("stop the server's start through loadConfig, with the other settings' problems", () => {
    expect(() => loadConfig({ PORT: "x", BOOKING_NOTICE_HOURS: "1000" }, "/srv/site")).toThrow(ConfigError);
    expect(() => loadConfig({ BOOKING_NOTICE_HOURS: "1000" }, "/srv/site")).toThrow(
      /BOOKING_NOTICE_HOURS must be a whole number of hours from 0 to 720 \(got "1000"\)/,
    );
  });
});
