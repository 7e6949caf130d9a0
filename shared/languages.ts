/** The languages the site is written in. Everything that lists languages derives from here. */
export const LANGUAGES = ["en", "pt"] as const;

export type Language = (typeof LANGUAGES)[number];

export const FALLBACK_LANGUAGE: Language = "en";

/** BCP 47 tags for `<html lang>`, `hreflang` and `Intl`: our Portuguese is Brazilian. */
export const LANGUAGE_TAGS = { en: "en", pt: "pt-BR" } as const satisfies Record<Language, string>;

/** Open Graph locale names. */
export const OG_LOCALES = { en: "en_US", pt: "pt_BR" } as const satisfies Record<Language, string>;

/** Each language named in itself, as a visitor who reads it would look for it. */
export const NATIVE_NAMES = { en: "English", pt: "Português" } as const satisfies Record<Language, string>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Accepts only `en` and `pt`; anything else becomes the fallback, and says so. */
export function coerceLanguage(value: unknown): Language {
  if (isLanguage(value)) return value;
  console.warn(`Unsupported language ${JSON.stringify(value)}; using "${FALLBACK_LANGUAGE}".`);
  return FALLBACK_LANGUAGE;
}

/**
 * The supported language a BCP 47 tag names: `en`, `pt`, and the tags a browser or a form sends
 * for them (`pt-BR`, `en_US`, `PT`), else undefined. The one parser of a language tag: the
 * site's detection, the collector, the static server and the booking routes read tags with it.
 */
export function languageFromTag(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/** A site under a `.br` name speaks Portuguese, whatever the browser says (SPEC section 4). */
export function isBrazilianHost(hostname: string): boolean {
  return /\.br\.?$/i.test(hostname);
}

/**
 * Whether a path segment is shaped like a language tag (`fr`, `es`, `pt-PT`, `en_us`), so that
 * `/fr/consulting` can be read as "consulting, in a language we do not have" rather than as an
 * unknown page. Only two-letter primary subtags count: three letters would swallow `/faq`.
 */
export function looksLikeLanguageTag(segment: string): boolean {
  return /^[a-z]{2}(?:[-_][a-z0-9]{2,8})*$/i.test(segment);
}
