/**
 * BOOKING_HOURS: the owner's weekly hours, written as groups separated by ";", each a set of
 * days and a set of time ranges: `mon-fri 09:00-12:00,14:00-18:00; sat 10:00-12:00`.
 * Days are `mon` … `sun`, single or as a range (`mon-fri`, `fri-mon` wraps), comma-separated;
 * times are 24-hour `HH:MM` in the owner's zone, `24:00` allowed as an end.
 */

/** ISO weekday (1 = Monday … 7 = Sunday) → ranges in minutes after midnight, ascending. */
export type WeeklyHours = Readonly<Record<number, readonly TimeRange[]>>;

export interface TimeRange {
  /** Minutes after midnight. */
  start: number;
  end: number;
}

const DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

export const HOURS_EXAMPLE = "mon-fri 09:00-12:00,14:00-18:00";

/** The hours, or the reason they cannot be read (a sentence fragment for the start-up error). */
export function parseWeeklyHours(text: string): { ok: true; hours: WeeklyHours } | { ok: false; reason: string } {
  const hours: Record<number, TimeRange[]> = { 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] };
  const groups = text
    .split(";")
    .map((group) => group.trim())
    .filter((group) => group !== "");
  if (groups.length === 0) return { ok: false, reason: "is empty" };
  for (const group of groups) {
    const [daysText, rangesText, ...rest] = group.split(/\s+/);
    if (rangesText === undefined || rest.length > 0) {
      return { ok: false, reason: `has a group that is not "days times" (${JSON.stringify(group)})` };
    }
    const days = parseDays(daysText!);
    if (days === undefined) return { ok: false, reason: `has days it cannot read (${JSON.stringify(daysText)})` };
    for (const rangeText of rangesText.split(",")) {
      const range = parseRange(rangeText);
      if (range === undefined) {
        return { ok: false, reason: `has a time range it cannot read (${JSON.stringify(rangeText)})` };
      }
      for (const day of days) hours[day]!.push(range);
    }
  }
  for (const day of Object.keys(hours).map(Number)) {
    const ranges = hours[day]!.sort((a, b) => a.start - b.start);
    const overlap = ranges.find((range, index) => index > 0 && range.start < ranges[index - 1]!.end);
    if (overlap) return { ok: false, reason: `has overlapping ranges on ${DAYS[day - 1]}` };
  }
  return { ok: true, hours };
}

function parseDays(text: string): number[] | undefined {
  const days = new Set<number>();
  for (const part of text.toLowerCase().split(",")) {
    const [from, to, ...rest] = part.split("-");
    const first = DAYS.indexOf(from as (typeof DAYS)[number]);
    const last = to === undefined ? first : DAYS.indexOf(to as (typeof DAYS)[number]);
    if (first < 0 || last < 0 || rest.length > 0) return undefined;
    for (let day = first; ; day = (day + 1) % 7) {
      days.add(day + 1);
      if (day === last) break;
    }
  }
  return [...days];
}

function parseRange(text: string): TimeRange | undefined {
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [startHour, startMinute, endHour, endMinute] = match.slice(1).map(Number) as [number, number, number, number];
  if (startHour > 23 || startMinute > 59 || endMinute > 59 || endHour > 24 || (endHour === 24 && endMinute > 0)) {
    return undefined;
  }
  const start = startHour * 60 + startMinute;
  const end = endHour * 60 + endMinute;
  return start < end ? { start, end } : undefined;
}
