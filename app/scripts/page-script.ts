import { LANGUAGE_STORAGE_KEY } from "~/i18n/storage";
import { LANGUAGES } from "@shared/languages";

/**
 * What a page's own inline script does before anything is fetched: a page under `/{lang}/`
 * makes that language the visitor's (SPEC section 4, "a saved preference wins over the browser
 * language") as the page is parsed, so a visit that moves on before the shell's file has come
 * is remembered all the same; then it asks for the shell's file at once (docs/decisions/153).
 * Written small on purpose: it is in every page's first round trip (docs/decisions/110).
 */
export function startPage(shell: string): void {
  const segment = location.pathname.split("/")[1];
  try {
    if ((LANGUAGES as readonly unknown[]).includes(segment)) localStorage.setItem(LANGUAGE_STORAGE_KEY, segment!);
  } catch {
    // No storage (a private mode, a sandboxed frame): the path alone says the language.
  }
  void import(/* @vite-ignore */ shell);
}
