import type { IncomingHttpHeaders } from "node:http";
import {
  FALLBACK_LANGUAGE,
  isBrazilianHost,
  isLanguage,
  looksLikeLanguageTag,
  type Language,
} from "../../shared/languages.js";
import { MISSING_FILE_PAGE, NOT_FOUND_PAGE, UNPREFIXED_PAGES } from "../../shared/pages.js";
import { canonicalPagePath, languageFromPath, localizePath } from "../../shared/paths.js";
import { ADMIN_PAGE, LANGUAGE_CHOICE, type Site } from "./scan.js";
import { bestOfOurLanguages, preferredLanguage } from "../http/accept-language.js";

/** The owner's inbox: a client-rendered page, never indexed. */
function isAdminPage(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

// The pages that also answer without a language (shared/pages.ts): built as pages of their
// own that choose one, like `/`.
const UNPREFIXED = new Set<string>(UNPREFIXED_PAGES);

/**
 * Whether the language choice turns this path into a real page (so it answers 200, not 404):
 * a page without its language, or a page under a language we do not have (`/fr/consulting`).
 */
function clientRedirects(pathname: string): boolean {
  if (UNPREFIXED.has(pathname)) return true;
  const first = pathname.split("/")[1] ?? "";
  return !isLanguage(first) && looksLikeLanguageTag(first);
}

/** `/en/404/index.html`: served only as the answer to a path that is not a page, with a 404. */
function isNotFoundPage(file: string): boolean {
  return file.endsWith(`${NOT_FOUND_PAGE}/index.html`) || file.endsWith(`${MISSING_FILE_PAGE}/index.html`);
}

/** A browser navigating to the URL, not a script, image or fetch asking for a resource. */
function wantsDocument(headers: IncomingHttpHeaders): boolean {
  const destination = headers["sec-fetch-dest"];
  if (destination !== undefined) return destination === "document";
  return (headers.accept ?? "").includes("text/html");
}

/** The path's language, else the first of ours the browser asks for, else the fallback. */
function languageForMissingFile(pathname: string, acceptLanguage: string | undefined): Language {
  return languageFromPath(pathname) ?? bestOfOurLanguages(acceptLanguage) ?? FALLBACK_LANGUAGE;
}

/**
 * `/`'s language as the page that chooses one would choose it (app/i18n/detection.ts), less the
 * saved choice that only the browser holds: a `.br` host, else the browser's most preferred
 * language by the header's weights (`navigator.language` for a browser), else English.
 */
function rootLanguage(hostname: string, acceptLanguage: string | undefined): Language {
  if (isBrazilianHost(hostname)) return "pt";
  return preferredLanguage(acceptLanguage) ?? FALLBACK_LANGUAGE;
}

/** The home page's file, in each language, that the server sends for `/` (shared/pages.ts). */
export type HomesAtRoot = Record<Language, string>;

/** What answers a URL: the inbox's page, a file of the build (with 404 for a not-found page), a redirect, or nothing. */
export type Answer =
  | { kind: "inbox" }
  | { kind: "file"; file: string; status: 404 | undefined }
  /** `/`, answered with the home page of `page`'s language: a view of `page`, varying by Accept-Language. */
  | { kind: "home"; file: string; page: string }
  | { kind: "redirect"; location: string }
  | { kind: "none" };

/** What the site map is asked: the decoded path, the query as sent, the request's host name and headers. */
export interface Asked {
  pathname: string;
  search: string;
  hostname: string;
  headers: IncomingHttpHeaders;
}

/**
 * The site map: which file of the build answers which URL, decided from the scan alone (no
 * request reaches the disk to find out). Without `homes` (a site built without them, as the
 * tests' small ones), `/` is the page that chooses a language, as on a static host.
 */
export function siteMap(site: Site, homes?: HomesAtRoot): (asked: Asked) => Answer {
  const canonicalPaths = new Map([...site.pages.keys()].map((page) => [page, canonicalPagePath(page)] as const));
  const file = (name: string, status?: 404): Answer => ({ kind: "file", file: name, status });

  return ({ pathname, search, hostname, headers }) => {
    if (pathname === "/" && homes !== undefined) {
      const language = rootLanguage(hostname, headers["accept-language"]);
      return { kind: "home", file: homes[language], page: localizePath("/", language) };
    }

    const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
    // Served whether or not the inbox is on: the page asks the API and explains when it is off.
    if (isAdminPage(pathname) && (pathname === ADMIN_PAGE || !lastSegment.includes("."))) return { kind: "inbox" };

    if (site.files.has(pathname)) return file(pathname, isNotFoundPage(pathname) ? 404 : undefined);

    // A missing file is a 404, never the HTML shell: a browser would choke on HTML served as
    // a script, and crawlers would index it as robots.txt.
    // Opened as a page, it gets SPEC's "Page Not Found" screen in the visitor's language.
    if (lastSegment.includes(".")) {
      const language = languageForMissingFile(pathname, headers["accept-language"]);
      const screen = site.pages.get(`/${language}${MISSING_FILE_PAGE}`);
      return screen && wantsDocument(headers) ? file(screen, 404) : { kind: "none" };
    }

    const bare = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
    const page = site.pages.get(bare);
    if (page !== undefined) {
      const canonical = canonicalPaths.get(bare)!;
      if (pathname !== canonical) return { kind: "redirect", location: encodeURI(canonical) + search };
      return file(page, isNotFoundPage(page) ? 404 : undefined);
    }

    // Under a language, the pre-rendered not-found page of that language; elsewhere the page
    // that chooses a language, which sends `/fr/…` on to English and `/whatever` on to
    // `/{lang}/whatever` (where it meets the not-found page).
    const first = bare.split("/")[1];
    const notFound = site.pages.get(`/${first}${NOT_FOUND_PAGE}`);
    if (notFound && isLanguage(first)) return file(notFound, 404);
    return file(LANGUAGE_CHOICE, clientRedirects(bare) ? undefined : 404);
  };
}
