import { dayKey } from "../../shared/call-time.js";
import { wallClock } from "../../shared/wall-clock.js";
import { addDays } from "../analytics/figures.js";

/** The owner's hour for the week's e-mail, on Monday, in their zone. */
const SEND_HOUR = 8;

/** A week the e-mail is about, and when it is due. */
export interface DigestWeek {
  /** Monday to Sunday, `YYYY-MM-DD`, inclusive: the dashboard's range for that week (UTC days). */
  from: string;
  to: string;
  /** The Monday after it at 08:00 in the owner's zone. */
  dueAt: Date;
}

/** Minutes east of UTC that `zone` is at `instant` (Lisbon in summer: 60). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = wallClock(instant, timeZone);
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant the zone's clocks read `hour`:00 on `day`; twice read once, it is the first. */
export function zonedHour(day: string, hour: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);
  const first = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  return new Date(wall - offsetMinutes(new Date(first), timeZone) * 60_000);
}

/**
 * The last whole week at `now` in the owner's zone, Monday to Sunday, whatever the hour (issue 51:
 * a dry run at 07:00 on a Monday is about the week that just ended), and when its e-mail is due:
 * that Monday at 08:00, which may still be ahead.
 */
export function latestDigestWeek(now: Date, timeZone: string): DigestWeek {
  const today = dayKey(now, timeZone);
  // Days since Monday: getUTCDay of a calendar day is its weekday (0 is Sunday).
  const sinceMonday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -sinceMonday);
  return { from: addDays(monday, -7), to: addDays(monday, -1), dueAt: zonedHour(monday, SEND_HOUR, timeZone) };
}
