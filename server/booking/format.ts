import { LANGUAGE_TAGS, type Language } from "../../shared/languages.js";

/**
 * Dates and times as a visitor reads them, in their language and a given zone: the pages and
 * the e-mails say the same thing the same way.
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

const AT = { en: "at", pt: "às" } as const satisfies Record<Language, string>;

/** "Friday, March 26, 2027, at 5:00 AM" / "sexta-feira, 26 de março de 2027, às 06:00". */
export function formatWhen(instant: Date, timeZone: string, language: Language): string {
  return `${formatDay(instant, timeZone, language)}, ${AT[language]} ${formatTime(instant, timeZone, language)}`;
}

/** Calendar day key in the zone (`2027-03-26`), to group slots by the visitor's days. */
export function dayKey(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}
