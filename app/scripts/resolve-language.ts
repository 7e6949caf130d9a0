import { detectInitialLanguage } from "~/i18n/detection";
import { coerceLanguage, looksLikeLanguageTag } from "@shared/languages";
import { canonicalRedirect, firstSegment, languageFromPath } from "@shared/paths";
import { browserStorage } from "~/i18n/storage";

/**
 * The whole program of a path without a language (SPEC sections 2 and 4): choose the language
 * (`.br` host, saved choice, browser, English), then replace this history entry with the same
 * path under it, query and hash kept. An unsupported language (`/fr/…`) becomes English, with
 * a warning.
 *
 * From our server, `/` is already the home page in the language the server chose from the host
 * and the browser (docs/decisions/143); its canonical link names it. Only the saved choice, which
 * the server cannot see, may differ: if it does not, the entry just takes the page's own address;
 * if it does, this page is hidden while the other one loads, never read in the wrong language.
 */
const segment = firstSegment(window.location.pathname);
if (looksLikeLanguageTag(segment)) coerceLanguage(segment);
const language = detectInitialLanguage({
  hostname: window.location.hostname,
  storage: browserStorage(),
  browserLanguage: navigator.language,
});
const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
const page = canonical ? new URL(canonical.href).pathname : undefined;
const served = page === undefined ? undefined : languageFromPath(page);
if (served !== undefined && served === language) {
  // Shown again if the page's first lines hid it for a saved choice that a `.br` host outranks.
  document.documentElement.hidden = false;
  history.replaceState(history.state, "", `${page}${window.location.search}${window.location.hash}`);
} else {
  if (served !== undefined) document.documentElement.hidden = true;
  window.location.replace(canonicalRedirect(window.location, language) ?? `/${language}/`);
}
