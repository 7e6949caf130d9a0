import { FALLBACK_LANGUAGE, isBrazilianHost, languageFromTag, type Language } from "@shared/languages";
import { readSavedLanguage } from "./storage";

export interface DetectionSources {
  hostname: string;
  storage: Storage | undefined;
  /** `navigator.language`: the browser's preferred language tag. */
  browserLanguage: string | undefined;
}

/**
 * The language a visitor starts in, before the path has its say (SPEC section 4):
 * a `.br` host → a valid saved preference → the browser's language → English.
 */
export function detectInitialLanguage({ hostname, storage, browserLanguage }: DetectionSources): Language {
  if (isBrazilianHost(hostname)) return "pt";
  return readSavedLanguage(storage) ?? languageFromTag(browserLanguage) ?? FALLBACK_LANGUAGE;
}
