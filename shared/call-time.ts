import { callTime as en } from "./content/en/call-time.js";
import { callTime as pt } from "./content/pt/call-time.js";
import { LANGUAGE_TAGS, type Language } from "./languages.js";

/**
 * A call's date and time as a visitor reads them, in their language and a given zone: the
 * booking step, the no-JavaScript booking pages and the e-mails say the same thing the same way,
 * the year included (a call may be booked across the new year).
 */
export function formatDay(instant: Date, timeZone: string, language: Language): string {
  const day = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(instant);
  // Brazilians write the first of a month as an ordinal: "1º de dezembro".
  return language === "pt" ? day.replace(/(^|\s)1 de /, "$11º de ") : day;
}

/**
 * "5:00 AM" in English; "9h" or "9h30" in Portuguese, as Brazilians write a time ("às 9h"), in a
 * sentence and in a list of times alike, so a time button's name holds the time it shows.
 */
export function formatTime(instant: Date, timeZone: string, language: Language): string {
  const hour = language === "pt" ? "2-digit" : "numeric";
  const time = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { timeZone, hour, minute: "2-digit" }).format(instant);
  if (language !== "pt") return time;
  const [hours, minutes] = time.split(":").map(Number);
  return `${hours}h${minutes ? String(minutes).padStart(2, "0") : ""}`;
}

const COPY = { en, pt };

/** "Friday, March 26, 2027, at 5:00 AM" / "sexta-feira, 26 de março de 2027, às 6h". */
export function formatWhen(instant: Date, timeZone: string, language: Language): string {
  return COPY[language].when(formatDay(instant, timeZone, language), formatTime(instant, timeZone, language));
}

/** Calendar day key in the zone (`2027-03-26`), to group slots by the visitor's days. */
export function dayKey(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}
