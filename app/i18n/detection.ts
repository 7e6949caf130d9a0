import { FALLBACK_LANGUAGE, type Language } from "@shared/languages";
import { readSavedLanguage } from "./storage";

export interface DetectionSources {
  hostname: string;
  storage: Storage | undefined;
  /** `navigator.language`: the browser's preferred language tag. */
  browserLanguage: string | undefined;
}

/** `pt`, `pt-BR`, `pt_PT`… give pt; `en-GB`… gives en; anything else gives nothing. */
function fromBrowserTag(tag: string | undefined): Language | undefined {
  const primary = tag?.toLowerCase().split(/[-_]/)[0];
  return primary === "pt" || primary === "en" ? primary : undefined;
}

/**
 * The language a visitor starts in, before the path has its say (SPEC section 4):
 * a `.br` host → a valid saved preference → the browser's language → English.
 */
export function detectInitialLanguage({ hostname, storage, browserLanguage }: DetectionSources): Language {
  if (/\.br\.?$/i.test(hostname)) return "pt";
  return readSavedLanguage(storage) ?? fromBrowserTag(browserLanguage) ?? FALLBACK_LANGUAGE;
}
