import type { Slot } from "@shared/booking";
import { formatTime } from "@shared/call-time";
import { LANGUAGE_TAGS, LANGUAGES } from "@shared/languages";

/** A slot as the visitor reads it, in their zone and language. */
export interface SlotView extends Slot {
  /** "Tuesday, 25 November" / "terça-feira, 25 de novembro". */
  date: string;
  /** "10:30 AM" / "10h30". */
  time: string;
}

export interface SlotDay {
  /** `YYYY-MM-DD` in the visitor's zone. */
  key: string;
  date: string;
  slots: SlotView[];
}

/** The visitor's IANA zone as the browser knows it; UTC when it does not say. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** Writes instants in one zone and language. */
function slotFormatter(locale: string, timeZone: string) {
  const date = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone });
  // The time as the confirmation, the no-JavaScript pages and the e-mails write it ("9h30", "9:30 AM").
  const language = LANGUAGES.find((code) => LANGUAGE_TAGS[code] === locale) ?? "en";
  // en-CA writes dates as YYYY-MM-DD: a key that sorts and never depends on the visitor's language.
  const day = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone });
  return {
    view(slot: Slot): SlotView & { key: string } {
      const start = new Date(slot.start);
      return { ...slot, date: date.format(start), time: formatTime(start, timeZone, language), key: day.format(start) };
    },
  };
}

/** Slots grouped by the visitor's calendar day, in the order they came (ascending). */
export function groupByDay(slots: readonly Slot[], locale: string, timeZone: string): SlotDay[] {
  const formatter = slotFormatter(locale, timeZone);
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const { key, ...view } = formatter.view(slot);
    const last = days.at(-1);
    if (last?.key === key) last.slots.push(view);
    else days.push({ key, date: view.date, slots: [view] });
  }
  return days;
}
