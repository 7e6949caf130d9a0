import type { Slot } from "@shared/booking";
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
