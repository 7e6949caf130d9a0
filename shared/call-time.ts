import { callTime as en } from "./content/en/call-time.js";
import { callTime as pt } from "./content/pt/call-time.js";
import { LANGUAGE_TAGS, type Language } from "./languages.js";

/**
 * A call's date and time as a visitor reads them, in their language and a given zone: the
 * booking step, the no-JavaScript booking pages and the e-mails say the same thing the same way,
 * the year included (a call may be booked across the new year).
 */
export function formatDay(instant: Date, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(instant);
}

export function formatTime(instant: Date, timeZone: string, language: Language): string {
  // Brazilians write 06:00; English readers expect their locale's own (5:00 AM).
  const hour = language === "pt" ? "2-digit" : "numeric";
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { timeZone, hour, minute: "2-digit" }).format(instant);
}

const COPY = { en, pt };

/** "Friday, March 26, 2027, at 5:00 AM" / "sexta-feira, 26 de março de 2027, às 06:00". */
export function formatWhen(instant: Date, timeZone: string, language: Language): string {
  return COPY[language].when(formatDay(instant, timeZone, language), formatTime(instant, timeZone, language));
}

/** Calendar day key in the zone (`2027-03-26`), to group slots by the visitor's days. */
export function dayKey(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}
