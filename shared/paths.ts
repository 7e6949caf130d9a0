import { isLanguage, looksLikeLanguageTag, type Language } from "./languages.js";

/** The first segment of a pathname (`/pt/education` → `pt`), or "" for `/`. */
export function firstSegment(pathname: string): string {
  return pathname.split("/")[1] ?? "";
}

/** The supported language named by the path's first segment, if any. */
export function languageFromPath(pathname: string): Language | undefined {
  const segment = firstSegment(pathname);
  return isLanguage(segment) ? segment : undefined;
}

/** The path without its language segment: `/pt/education` → `/education`, `/en` → `/`. */
export function stripLanguage(pathname: string): string {
  const segment = firstSegment(pathname);
  if (!isLanguage(segment) && !looksLikeLanguageTag(segment)) return pathname || "/";
  const rest = pathname.slice(segment.length + 1);
  return rest === "" ? "/" : rest;
}

/**
 * A localized href: the root becomes `/{lang}/`, any other path `/{lang}{path}`. Query and
 * hash are kept as they are.
 */
export function localizePath(path: string, language: Language): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = match?.[1] || "/";
  const suffix = match?.[2] ?? "";
  const bare = stripLanguage(pathname.startsWith("/") ? pathname : `/${pathname}`);
  return (bare === "/" ? `/${language}/` : `/${language}${bare}`) + suffix;
}

export interface PathLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/**
 * Where a visitor who switches to `language` goes: the first segment is rewritten when it is a
 * language (supported or not) and prefixed otherwise; query and hash are kept.
 */
export function switchLanguagePath(location: PathLocation, language: Language): string {
  return localizePath(location.pathname, language) + (location.search ?? "") + (location.hash ?? "");
}

/**
 * Where a path that is not canonical must go, or undefined when it is fine as it is:
 * - an unsupported language in the first segment is replaced by `en` (`/fr/x` → `/en/x`);
 * - a page path with no language gets the current one (`/education` → `/pt/education`).
 */
export function canonicalRedirect(location: PathLocation, current: Language): string | undefined {
  const segment = firstSegment(location.pathname);
  if (isLanguage(segment)) return undefined;
  const target = looksLikeLanguageTag(segment) ? "en" : current;
  return switchLanguagePath(location, target);
}

/** The thank-you page a lead lands on after a plain form post (`/en/thanks`). */
export function thanksPath(language: Language): string {
  return localizePath("/thanks", language);
}

/**
 * A page's canonical path, for the trailing-slash rule: a language's home keeps the slash the
 * site links to (`/en/`, as `localizePath` writes it); every other page drops it (`/en/consulting`).
 */
export function canonicalPagePath(page: string): string {
  const segments = page.split("/").filter(Boolean);
  if (segments.length === 1 && isLanguage(segments[0])) return `/${segments[0]}/`;
  return page.length > 1 && page.endsWith("/") ? page.slice(0, -1) : page;
}
