import * as v from "valibot";
import type { SettingDocs } from "../setting-rules.js";
import { isTimeZone } from "../../shared/time-zone.js";
import { HOURS_EXAMPLE, parseWeeklyHours, type WeeklyHours } from "./hours.js";

/** The owner's availability (issue 19), read from the environment with the rest of config.ts. */
export interface BookingSettings {
  /** BOOKING_TIMEZONE: the owner's IANA zone; BOOKING_HOURS and blackout dates are in it. */
  timeZone: string;
  /** BOOKING_HOURS; undefined: booking is off and the forms behave as before it existed. */
  hours: WeeklyHours | undefined;
  /** BOOKING_NOTICE_HOURS: no slot starts sooner than this after now. */
  noticeHours: number;
  /** BOOKING_HORIZON_DAYS: no slot starts later than this after now. */
  horizonDays: number;
  /** BOOKING_BUFFER_MINUTES: kept free before and after every busy time and booked call. */
  bufferMinutes: number;
  /** BOOKING_BLACKOUT_DATES: whole days off in the owner's zone, as inclusive `YYYY-MM-DD` ranges. */
  blackoutDates: readonly DateRange[];
  /** BOOKING_NETWORK_CALLS: calls a day booked by leads from one network (their stored /24 or /48). */
  callsPerAddress: number;
  /** BOOKING_RATE_LIMIT: requests to the booking routes a minute from one client address. */
  requestsPerMinute: number;
  /** BOOKING_CALENDAR_URL: a private ICS feed whose events are busy times (webcal:// read as https://). */
  calendarUrl: string | undefined;
  /**
   * BOOKING_LOCATION: where calls happen, a URL used as it is or holding ROOM_PLACEHOLDER (a
   * fresh room per call); undefined: the owner sends each visitor a link (decision 090).
   */
  location: string | undefined;
  /** BOOKING_REMINDERS: minutes before a call that the visitor is reminded of it, furthest first. */
  reminderMinutes: readonly number[];
}

export interface DateRange {
  from: string;
  to: string;
}

const BOOKING_DEFAULTS = {
  BOOKING_TIMEZONE: "UTC",
  BOOKING_NOTICE_HOURS: "12",
  BOOKING_HORIZON_DAYS: "14",
  BOOKING_BUFFER_MINUTES: "15",
  BOOKING_NETWORK_CALLS: "3",
  BOOKING_RATE_LIMIT: "30",
} as const;

export const BOOKING_BOUNDS = {
  BOOKING_NOTICE_HOURS: { min: 0, max: 720, unit: "hours" },
  BOOKING_HORIZON_DAYS: { min: 1, max: 180, unit: "days" },
  BOOKING_BUFFER_MINUTES: { min: 0, max: 240, unit: "minutes" },
  BOOKING_NETWORK_CALLS: { min: 1, max: 10_000, unit: "calls a day" },
  BOOKING_RATE_LIMIT: { min: 1, max: 100_000, unit: "requests" },
} as const;

/** A blackout range longer than this is surely a typo in a year. */
const MAX_BLACKOUT_RANGE_DAYS = 366;

const got = (input: unknown) => `(got ${JSON.stringify(input)})`;

function wholeNumber(name: keyof typeof BOOKING_BOUNDS) {
  const { min, max, unit } = BOOKING_BOUNDS[name];
  return v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => /^\d{1,6}$/.test(value) && Number(value) >= min && Number(value) <= max,
        (issue) => `${name} must be a whole number of ${unit} from ${min} to ${max} ${got(issue.input)}.`,
      ),
      v.transform(Number),
    ),
    BOOKING_DEFAULTS[name],
  );
}

/**
 * Every booking variable with its default and its rule. Values arrive trimmed, an empty one as
 * absent (as config.ts reads every variable); a wrong one names the variable and its bounds.
 */
export const BookingEnvSchema = v.object({
  BOOKING_TIMEZONE: v.optional(
    v.pipe(
      v.string(),
      v.check(
        isTimeZone,
        (issue) => `BOOKING_TIMEZONE must be an IANA time zone such as Europe/Lisbon ${got(issue.input)}.`,
      ),
    ),
    BOOKING_DEFAULTS.BOOKING_TIMEZONE,
  ),
  BOOKING_HOURS: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const parsed = parseWeeklyHours(dataset.value);
        if (parsed.ok) return parsed.hours;
        addIssue({
          message:
            `BOOKING_HOURS ${parsed.reason}: write days and 24-hour ranges in the owner's zone, ` +
            `groups separated by ";", such as "${HOURS_EXAMPLE}; sat 10:00-12:00".`,
        });
        return NEVER;
      }),
    ),
  ),
  BOOKING_NOTICE_HOURS: wholeNumber("BOOKING_NOTICE_HOURS"),
  BOOKING_HORIZON_DAYS: wholeNumber("BOOKING_HORIZON_DAYS"),
  BOOKING_BUFFER_MINUTES: wholeNumber("BOOKING_BUFFER_MINUTES"),
  BOOKING_NETWORK_CALLS: wholeNumber("BOOKING_NETWORK_CALLS"),
  BOOKING_RATE_LIMIT: wholeNumber("BOOKING_RATE_LIMIT"),
  BOOKING_BLACKOUT_DATES: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const ranges: DateRange[] = [];
        for (const entry of dataset.value.split(",").map((item) => item.trim())) {
          if (entry === "") continue;
          const range = parseDateRange(entry);
          if (range === undefined) {
            addIssue({
              message:
                `BOOKING_BLACKOUT_DATES must be comma-separated dates (YYYY-MM-DD) or ranges ` +
                `(YYYY-MM-DD..YYYY-MM-DD, at most ${MAX_BLACKOUT_RANGE_DAYS} days) ${got(entry)}.`,
            });
            return NEVER;
          }
          ranges.push(range);
        }
        return ranges;
      }),
    ),
    "",
  ),
  BOOKING_REMINDERS: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const parsed = parseReminders(dataset.value);
        if (parsed !== undefined) return parsed;
        addIssue({
          message:
            `BOOKING_REMINDERS must be "off" or comma-separated offsets before a call, each a whole number ` +
            `of m, h or d from 5m to 180d, such as "24h,1h" ${got(dataset.value)}.`,
        });
        return NEVER;
      }),
    ),
    "24h,1h",
  ),
  BOOKING_LOCATION: v.optional(
    v.pipe(
      v.string(),
      v.check(
        isLocation,
        (issue) =>
          `BOOKING_LOCATION must be an https:// or http:// address, "${ROOM_PLACEHOLDER}" allowed in its path ` +
          `or query for a fresh room per call, such as https://meet.jit.si/onrails-${ROOM_PLACEHOLDER} ${got(issue.input)}.`,
      ),
    ),
  ),
  BOOKING_CALENDAR_URL: v.optional(
    v.pipe(
      v.string(),
      v.check(
        isCalendarUrl,
        // The URL is a secret (whoever has it reads the calendar): named, never echoed.
        "BOOKING_CALENDAR_URL must be an http://, https:// or webcal:// address of an iCalendar (ICS) feed.",
      ),
      v.transform((url) => url.replace(/^webcal:/i, "https:")),
    ),
  ),
});

/** The booking settings out of the parsed variables (config.ts parses them with the others). */
export function toBookingSettings(out: v.InferOutput<typeof BookingEnvSchema>): BookingSettings {
  return {
    timeZone: out.BOOKING_TIMEZONE,
    hours: out.BOOKING_HOURS,
    noticeHours: out.BOOKING_NOTICE_HOURS,
    horizonDays: out.BOOKING_HORIZON_DAYS,
    bufferMinutes: out.BOOKING_BUFFER_MINUTES,
    callsPerAddress: out.BOOKING_NETWORK_CALLS,
    requestsPerMinute: out.BOOKING_RATE_LIMIT,
    blackoutDates: out.BOOKING_BLACKOUT_DATES,
    calendarUrl: out.BOOKING_CALENDAR_URL,
    location: out.BOOKING_LOCATION,
    reminderMinutes: out.BOOKING_REMINDERS,
  };
}

function parseDateRange(entry: string): DateRange | undefined {
  const [from = "", to = from, ...rest] = entry.split("..");
  if (rest.length > 0 || !isDate(from) || !isDate(to)) return undefined;
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  return days >= 0 && days < MAX_BLACKOUT_RANGE_DAYS ? { from, to } : undefined;
}

/** A real calendar date: `2027-02-30` is not one. */
function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** What BOOKING_LOCATION holds where each call's own room name goes. */
export const ROOM_PLACEHOLDER = "{room}";

/**
 * An http(s) address, the placeholder (if any) after its host: a room name must never choose
 * which server the visitor is sent to.
 */
function isLocation(value: string): boolean {
  if (value.length > 500) return false;
  const marker = "x0room0x";
  try {
    const url = new URL(value.replaceAll(ROOM_PLACEHOLDER, marker));
    const authority = `${url.username}:${url.password}@${url.host}`;
    return ["http:", "https:"].includes(url.protocol) && url.hostname !== "" && !authority.includes(marker);
  } catch {
    return false;
  }
}

const OFFSET_UNITS = { m: 1, h: 60, d: 24 * 60 } as const;
/** A reminder further ahead than the furthest bookable day would never fall after a booking. */
const MAX_REMINDER_MINUTES = 180 * 24 * 60;

/** `24h,1h` as minutes, furthest first, each once; undefined when an entry is not an offset. */
function parseReminders(value: string): number[] | undefined {
  if (value.toLowerCase() === "off") return [];
  const minutes = new Set<number>();
  for (const entry of value.split(",").map((item) => item.trim().toLowerCase())) {
    if (entry === "") continue;
    const match = /^(\d{1,6})([mhd])$/.exec(entry);
    if (match === null) return undefined;
    const offset = Number(match[1]) * OFFSET_UNITS[match[2] as keyof typeof OFFSET_UNITS];
    if (offset < 5 || offset > MAX_REMINDER_MINUTES) return undefined;
    minutes.add(offset);
  }
  return [...minutes].sort((a, b) => b - a);
}

function isCalendarUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return ["http:", "https:", "webcal:"].includes(url.protocol) && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The README's lines for BookingEnvSchema's settings. */
export const BOOKING_SETTING_DOCS: SettingDocs<typeof BookingEnvSchema> = {
  BOOKING_HOURS: {
    default: "(none: booking off)",
    meaning:
      "the owner's weekly hours for 30-minute calls, in `BOOKING_TIMEZONE`: `mon-fri 09:00-12:00,14:00-18:00; sat 10:00-12:00`; unset, the forms behave as without booking: [below](#booked-calls)",
  },
  BOOKING_TIMEZONE: {
    default: "`UTC`",
    meaning: "the owner's IANA time zone (`Europe/Lisbon`, `America/Sao_Paulo`)",
  },
  BOOKING_NOTICE_HOURS: {
    default: "`12`",
    meaning: "minimum notice: no slot starts sooner (0 to 720)",
  },
  BOOKING_HORIZON_DAYS: {
    default: "`14`",
    meaning: "no slot starts later than this many days ahead (1 to 180)",
  },
  BOOKING_BUFFER_MINUTES: {
    default: "`15`",
    meaning: "kept free before and after every busy time and booked call (0 to 240)",
  },
  BOOKING_BLACKOUT_DATES: {
    default: "(none)",
    meaning: "days off in the owner's zone, comma-separated dates or ranges: `2026-12-24..2027-01-01,2027-04-25`",
  },
  BOOKING_CALENDAR_URL: {
    default: "(none)",
    meaning:
      "a private iCalendar feed (`https://`, `webcal://`) whose events are busy times; read every 5 minutes, the last good copy kept if it fails; never logged",
  },
  BOOKING_NETWORK_CALLS: {
    default: "`3`",
    meaning:
      "calls a day that leads from one network (their stored /24 or /48) may book, 1 to 10000: [decision 033](docs/decisions/033-booking-abuse-limits.md)",
  },
  BOOKING_RATE_LIMIT: {
    default: "`30`",
    meaning: "requests a minute (1 to 100000) to the booking routes from one client address (IPv6: its /64) before 429",
  },
  BOOKING_LOCATION: {
    default: "(none: the owner e-mails a link)",
    meaning:
      "where calls happen: an `https://` address used as it is, or holding `{room}`, replaced by a fresh unguessable room name for each call (`https://meet.jit.si/onrails-{room}`); in the booked page, both e-mails, the invitation and webhook events: [decision 090](docs/decisions/090-a-place-for-every-call.md)",
  },
  BOOKING_REMINDERS: {
    default: "`24h,1h`",
    meaning:
      "e-mails reminding the visitor of their call, as offsets before it (`m`, `h`, `d`, 5m to 180d), or `off`: [decision 091](docs/decisions/091-call-reminders-due-when-swept.md)",
  },
};
