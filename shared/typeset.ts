/**
 * Copy as the page sets it (docs/decisions/132): a number never ends a line without its unit
 * ("24 horas", "30 min", "art. 18"). Hyphens stay the ones typed, so a visitor's find-in-page,
 * a screen reader and a label's accessible name all meet the word as written. Applied where
 * pages read their catalogs (`copyFor`, the forms' copy), so the catalogs keep plain spaces.
 */

/** The units the catalogs put after a number, in both languages. */
const UNITS =
  "h|min|KB|hours?|horas?|minutes?|minutos?|seconds?|segundos?|days?|dias?|weeks?|semanas?|months?|meses|" +
  "years?|anos?|sessions|sessões|encontros|developers|desenvolvedores";

/** A number (or a law's article) and the space after it, when what follows is its unit or its number. */
const NUMBER_AND_UNIT = new RegExp(`(\\d[\\d.,]*%?) (?=(?:${UNITS})(?![\\p{L}\\p{N}]))|(\\b[Aa]rts?\\.) (?=\\d)`, "gu");

const NO_BREAK_SPACE = "\u00a0";

/** One string, set: the space between a number and its unit made non-breaking. */
export function typesetText(text: string): string {
  return text.replace(
    NUMBER_AND_UNIT,
    (_match, number: string | undefined, article: string | undefined) => `${number ?? article}${NO_BREAK_SPACE}`,
  );
}

/** Keys whose values are identifiers, not words (`shared/translation.ts`). */
const FIXED_KEYS = new Set(["key", "icon", "href", "value"]);

/**
 * A whole catalog, set: every string, and what every function returns. Identifiers (`key`,
 * `icon`, `href`) are left as they are; `value` is a figure ("24 h") and is set like words.
 */
export function typeset<T>(copy: T): T {
  return setValue(copy) as T;
}

function setValue(value: unknown, key = ""): unknown {
  if (typeof value === "string") return FIXED_KEYS.has(key) && key !== "value" ? value : typesetText(value);
  if (typeof value === "function") {
    const write = value as (...args: unknown[]) => unknown;
    return (...args: unknown[]) => setValue(write(...args));
  }
  if (Array.isArray(value)) return value.map((item) => setValue(item));
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, setValue(child, name)]));
  }
  return value;
}
