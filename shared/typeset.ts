/**
 * Copy as the page sets it (docs/decisions/132, 142): a number never ends a line without its unit
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

/**
 * A word with a hyphen inside ("hands-on", "30-minute", "e-mail"), not part of an address
 * ("privacy-team@…", "…/case-studies", "on-rails.com"): a line may not end at its hyphen
 * (docs/decisions/142). Its characters stay the ones typed; where a page renders it, it sits in
 * an element that does not wrap.
 */
const HYPHENATED_WORD = /(?<![\p{L}\p{N}@./_-])[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+(?![\p{L}\p{N}@/_-]|\.[\p{L}\p{N}])/gu;

/**
 * The class of the element that holds a hyphenated word, or a heading's last two words, on one
 * line (`white-space: nowrap`, app/app.css). Short, because every page carries it a dozen times
 * within its first round trip's bytes.
 */
export const WHOLE_CLASS = "nw";

/** A text cut where its hyphenated words start and end: the odd parts are those words. */
export function hyphenatedWords(text: string): string[] {
  return text.split(new RegExp(`(${HYPHENATED_WORD.source})`, "u"));
}

/**
 * A heading cut before its last two words, when it has three or more, so that they can be set on
 * one line together and its last line never holds one word alone ("Meet your / instructor"); a
 * heading of two may take a line each. `wordsBefore`: the heading's words before this text, when
 * it is the last of several. Returns the text whole, and nothing to bind, otherwise.
 */
export function lastTwoWords(text: string, wordsBefore = 0): [rest: string, lastTwo: string] {
  const words = text.match(/\S+/g)?.length ?? 0;
  const at = text.search(/\S+\s+\S+\s*$/u);
  if (words < 2 || words + wordsBefore < 3 || at < 0) return [text, ""];
  return [text.slice(0, at), text.slice(at)];
}
