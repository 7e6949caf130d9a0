import { callTime as en } from "./content/en/call-time.js";
import { callTime as pt } from "./content/pt/call-time.js";
import { LANGUAGE_TAGS, type Language } from "./languages.js";

/**
 * A call's day and time as a visitor reads them, in their language and a given zone. The one
 * formatter of the booking step, the no-JavaScript booking pages, the reschedule and cancel pages
 * and the e-mails: each writes a day, a time or a whole moment only through these functions, so a
 * day name never changes case or shape from one to the other (docs/decisions/095).
 */

const COPY = { en, pt };

/** A long day in the language; Brazilians write the first of a month as an ordinal: "1º de dezembro". */
function longDay(instant: Date, timeZone: string, language: Language, year?: "numeric"): string {
  const day = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year,
  }).format(instant);
  return language === "pt" ? day.replace(/(^|\s)1 de /, "$11º de ") : day;
}

/** "Friday, November 27" / "sexta-feira, 27 de novembro": a day heading in a list of times. */
export function formatDate(instant: Date, timeZone: string, language: Language): string {
  return longDay(instant, timeZone, language);
}

/** The same day with its year, for a moment read later (an e-mail, a call booked across the new year). */
function formatDay(instant: Date, timeZone: string, language: Language): string {
  return longDay(instant, timeZone, language, "numeric");
}

/**
 * "9:00 AM" in English; "9h", "9h30" in Portuguese, as Brazilian schedules and invitations write
 * hours (the 24-hour clock, no leading zero, the minutes only when there are some).
 */
export function formatTime(instant: Date, timeZone: string, language: Language): string {
  if (language === "en") {
    return new Intl.DateTimeFormat(LANGUAGE_TAGS.en, { timeZone, hour: "numeric", minute: "2-digit" }).format(instant);
  }
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "numeric", minute: "2-digit", hourCycle: "h23" })
    .formatToParts(instant)
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {});
  const hour = String(Number(parts.hour));
  return parts.minute === "00" ? `${hour}h` : `${hour}h${parts.minute}`;
}

/** "Friday, November 27, 2026, at 9:00 AM" / "sexta-feira, 27 de novembro de 2026, às 9h". */
export function formatWhen(instant: Date, timeZone: string, language: Language): string {
  return COPY[language].when(formatDay(instant, timeZone, language), formatTime(instant, timeZone, language));
}

/** A day picker's tab: "Fri" over "Nov 27" / "sex." over "27 nov.", short enough for a phone's row. */
export function formatDayTab(instant: Date, timeZone: string, language: Language): { weekday: string; date: string } {
  const locale = LANGUAGE_TAGS[language];
  const weekday = new Intl.DateTimeFormat(locale, { timeZone, weekday: "short" }).format(instant);
  const date = new Intl.DateTimeFormat(locale, { timeZone, day: "numeric", month: "short" })
    .format(instant)
    // "27 de nov." reads as "27 nov." in a tab, as Brazilian calendars abbreviate it.
    .replace(" de ", " ");
  return { weekday, date };
}

/** Calendar day key in the zone (`2027-03-26`), to group slots by the visitor's days. */
export function dayKey(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}
