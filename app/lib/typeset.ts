/**
 * Copy as the page sets it (docs/decisions/130): a number never ends a line without its unit
 * ("24 horas", "30 min", "art. 18"), and a hyphenated word ("hands-on", "30-minute", "e-mail")
 * never breaks at its hyphen. Applied where pages read their catalogs (`copyFor`, the forms'
 * copy), so the catalogs keep plain spaces and hyphens that anyone can read and type.
 */

/** The units the catalogs put after a number, in both languages. */
const UNITS =
  "h|min|KB|hours?|horas?|minutes?|minutos?|seconds?|segundos?|days?|dias?|weeks?|semanas?|months?|meses|" +
  "years?|anos?|sessions|sessões|encontros|developers|desenvolvedores";

/** A number (or a law's article) and the space after it, when what follows is its unit or its number. */
const NUMBER_AND_UNIT = new RegExp(`(\\d[\\d.,]*%?) (?=(?:${UNITS})(?![\\p{L}\\p{N}]))|(\\b[Aa]rts?\\.) (?=\\d)`, "gu");

/** A hyphen between two letters or digits: "hands-on", "1-5", "bem-feita". */
const INNER_HYPHEN = /(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu;

/** Addresses keep their hyphens as typed: a copied address must still work. */
const ADDRESS = /@|\/\/|\.[\p{L}\p{N}]/u;

const NO_BREAK_SPACE = "\u00a0";
const NO_BREAK_HYPHEN = "\u2011";

/** One string, set: the spaces and hyphens that must not end a line made non-breaking. */
export function typesetText(text: string): string {
  return text
    .replace(
      NUMBER_AND_UNIT,
      (_match, number: string | undefined, article: string | undefined) => `${number ?? article}${NO_BREAK_SPACE}`,
    )
    .replace(/\S+/g, (token) => (ADDRESS.test(token) ? token : token.replace(INNER_HYPHEN, NO_BREAK_HYPHEN)));
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
