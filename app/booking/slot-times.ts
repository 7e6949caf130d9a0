import { MAX_SLOTS, type Slot } from "@shared/booking";
import { dayKey, formatDate, formatDayTab, formatTime, formatWhen } from "@shared/call-time";
import type { Language } from "@shared/languages";

/** A slot as the visitor reads it, in their zone and language (shared/call-time.ts). */
export interface SlotView extends Slot {
  /** "Tuesday, November 25" / "terça-feira, 25 de novembro". */
  date: string;
  /** "10:30 AM" / "10h30". */
  time: string;
  /** The whole moment, as the booked state, the pages and the e-mails write it. */
  when: string;
}

export interface SlotDay {
  /** `YYYY-MM-DD` in the visitor's zone. */
  key: string;
  date: string;
  /** The day picker's tab: "Tue" over "Nov 25". */
  tab: { weekday: string; date: string };
  slots: SlotView[];
}

/** The visitor's IANA zone as the browser knows it; UTC when it does not say. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** Slots grouped by the visitor's calendar day, in the order they came (ascending). */
export function groupByDay(slots: readonly Slot[], language: Language, timeZone: string): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const start = new Date(slot.start);
    const key = dayKey(start, timeZone);
    const view: SlotView = {
      ...slot,
      date: formatDate(start, timeZone, language),
      time: formatTime(start, timeZone, language),
      when: formatWhen(start, timeZone, language),
    };
    const last = days.at(-1);
    if (last?.key === key) last.slots.push(view);
    else days.push({ key, date: view.date, tab: formatDayTab(start, timeZone, language), slots: [view] });
  }
  return days;
}

/**
 * The booking window's days (each given by its first free time) as the day picker's tabs, with
 * the times known so far; a day whose times have not come yet has none.
 */
export function windowDays(
  days: readonly string[],
  known: readonly Slot[],
  language: Language,
  timeZone: string,
): SlotDay[] {
  const grouped = new Map(groupByDay(known, language, timeZone).map((day) => [day.key, day]));
  const window = new Map<string, SlotDay>();
  for (const first of days) {
    const start = new Date(first);
    const key = dayKey(start, timeZone);
    // Days sent for another zone (the visitor has just chosen this one) can fall on one day here:
    // a tab is a day, and its key must be unique for React to keep each tab its own button.
    if (window.has(key)) continue;
    window.set(
      key,
      grouped.get(key) ?? {
        key,
        date: formatDate(start, timeZone, language),
        tab: formatDayTab(start, timeZone, language),
        slots: [],
      },
    );
  }
  return [...window.values()];
}

/**
 * The days whose every time is in `slots`, the next free ones: all but the last day, whose later
 * times may have been left out, unless the list stopped short of MAX_SLOTS.
 */
export function wholeDays(slots: readonly Slot[], timeZone: string): string[] {
  const keys = [...new Set(slots.map((slot) => dayKey(new Date(slot.start), timeZone)))];
  return slots.length < MAX_SLOTS ? keys : keys.slice(0, -1);
}

/**
 * The days after a slot was taken, from the next free times the server sent: the days those
 * cover (each day's first), then the known days after the last of them.
 */
export function daysAfterTaken(days: readonly string[], fresh: readonly Slot[], timeZone: string): string[] {
  const firsts = new Map<string, string>();
  for (const slot of fresh) {
    const key = dayKey(new Date(slot.start), timeZone);
    if (!firsts.has(key)) firsts.set(key, slot.start);
  }
  const last = [...firsts.keys()].at(-1);
  if (last === undefined) return [];
  // Day keys are ISO dates: they compare as strings.
  return [...firsts.values(), ...days.filter((first) => dayKey(new Date(first), timeZone) > last)];
}
