/** What a zone's clocks read at an instant, field by field (the 24-hour clock). */
export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** The zone's calendar and clock at `instant`, each field zero-padded: `{ year: "2026", month: "11", … }`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/**
 * "2026-11-25 14:30" in the zone: the one way every spreadsheet reads a cell as a date and time,
 * whatever its language (a localized "25/11/2026" is a day in one and text in another).
 */
export function wallClockText(instant: Date, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  return `${clock.year}-${clock.month}-${clock.day} ${clock.hour}:${clock.minute}`;
}
