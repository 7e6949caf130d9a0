import { detectInitialLanguage } from "~/i18n/detection";
import { coerceLanguage, looksLikeLanguageTag } from "@shared/languages";
import { canonicalRedirect, firstSegment } from "@shared/paths";
import { browserStorage } from "~/i18n/storage";

/**
 * The whole program of `/`, `/consulting`, `/education` and every other path without a
 * language (SPEC sections 2 and 4): choose the language (`.br` host, saved choice, browser,
 * English), then replace this history entry with the same path under it, query and hash kept.
 * An unsupported language (`/fr/…`) becomes English, with a warning.
 */
const segment = firstSegment(window.location.pathname);
if (looksLikeLanguageTag(segment)) coerceLanguage(segment);
const language = detectInitialLanguage({
  hostname: window.location.hostname,
  storage: browserStorage(),
  browserLanguage: navigator.language,
});
window.location.replace(canonicalRedirect(window.location, language) ?? `/${language}/`);
