import { isLanguage, type Language } from "@shared/languages";

/** Where the visitor's language choice is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = "por.language";

/**
 * Browsers throw on storage access in private modes, when storage is full, or when cookies are
 * blocked. A lost preference is not worth a broken page, so failures are only reported.
 */
export function readSavedLanguage(storage: Storage | undefined): Language | undefined {
  try {
    const saved = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : undefined;
  } catch (error) {
    console.warn("Could not read the saved language preference.", error);
    return undefined;
  }
}

export function saveLanguage(storage: Storage | undefined, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch (error) {
    console.warn("Could not save the language preference.", error);
  }
}

/** `window.localStorage` itself throws in some sandboxed frames; reading it is guarded too. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch (error) {
    console.warn("Local storage is not available.", error);
    return undefined;
  }
}
