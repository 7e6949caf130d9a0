import { formatTime, formatWhen } from "../../../shared/call-time.js";
import { formMessages as enForm } from "../../../shared/content/en/form-messages.js";
import { formMessages as ptForm } from "../../../shared/content/pt/form-messages.js";
import { LANGUAGE_TAGS, type Language } from "../../../shared/languages.js";
import { privacyValues as en, type PrivacyValuesCopy } from "../copy/values/en.js";
import { privacyValues as pt } from "../copy/values/pt.js";

/**
 * How the data page writes a stored value for the visitor to read: times in their language (in
 * UTC, saying so, the stored instant kept in `dateTime`), codes in words. The downloads keep the
 * values as stored; this is the page's reading of them only.
 */
export const PRIVACY_VALUES: Record<Language, PrivacyValuesCopy> = { en, pt };

/** The words for the site's own select options (team size, workshop), as the forms show them. */
const FORM_OPTIONS = { en: enForm, pt: ptForm } as const;

const ZONE = "UTC";

/** The label of a stored code, or the code itself when none is known (an older or newer row). */
export function labelOf(labels: Readonly<Record<string, string>>, code: string): string {
  return Object.hasOwn(labels, code) ? labels[code]! : code;
}

/** A team size or workshop as the form's select shows it. */
export function optionLabel(language: Language, field: "teamSize" | "workshopInterest", code: string): string {
  const copy = FORM_OPTIONS[language];
  return labelOf(field === "teamSize" ? copy.teamSizes : copy.workshopInterests, code);
}

/** Several codes as one phrase in the language's own list style ("a, b and c" / "a, b e c"). */
export function listOf(language: Language, labels: readonly string[]): string {
  return new Intl.ListFormat(LANGUAGE_TAGS[language], { type: "conjunction" }).format(labels);
}

/** "Nov 24, 2026, 6:21 PM UTC" / "24 de nov. de 2026, 18:21 (UTC)"; an unreadable value as stored. */
export function formatStamp(stored: string, language: Language): string {
  const instant = new Date(stored);
  if (Number.isNaN(instant.getTime())) return stored;
  const moment = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    timeZone: ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    // A record's timestamp, as each language's locale writes one: 18:21, 6:21 PM (a call's time is
    // shared/call-time.ts's).
    hour: language === "pt" ? "2-digit" : "numeric",
    minute: "2-digit",
  }).format(instant);
  return PRIVACY_VALUES[language].inUtc(moment);
}

/** A stored time, readable, holding the stored value for machines; as stored if it is no time. */
export function Stamp({ stored, language }: { stored: string; language: Language }) {
  if (Number.isNaN(Date.parse(stored))) return <>{stored}</>;
  return <time dateTime={stored}>{formatStamp(stored, language)}</time>;
}

/** A call's start as the booking pages and e-mails write it, in UTC: "Friday, March 26, 2027, at 5:00 AM UTC". */
export function CallStart({ stored, language }: { stored: string; language: Language }) {
  const instant = new Date(stored);
  if (Number.isNaN(instant.getTime())) return <>{stored}</>;
  return <time dateTime={stored}>{PRIVACY_VALUES[language].inUtc(formatWhen(instant, ZONE, language))}</time>;
}

/** A call's end, the same day as its start: only the time. */
export function CallEnd({ stored, language }: { stored: string; language: Language }) {
  const instant = new Date(stored);
  if (Number.isNaN(instant.getTime())) return <>{stored}</>;
  return <time dateTime={stored}>{PRIVACY_VALUES[language].inUtc(formatTime(instant, ZONE, language))}</time>;
}
