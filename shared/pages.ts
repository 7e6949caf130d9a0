import { LANGUAGES, type Language } from "./languages.js";

/**
 * The pages that exist in every language, as paths below `/{lang}`. The sitemap and the
 * alternates read this list; each has a thin entry in `app/pages/[lang]/`.
 */
export const PAGES = ["/", "/consulting", "/education", "/privacy", "/insights"] as const;

/**
 * The not-found page, pre-rendered in each language at `/{lang}/404`; the server answers every
 * unknown path under a language with it and a 404 status, so it loads like any other page.
 */
export const NOT_FOUND_PAGE = "/404";

/**
 * SPEC section 2's separate "Page Not Found" screen, pre-rendered in each language at
 * `/{lang}/missing-file`: the server shows it, with a 404, when a browser opens a file that is
 * not there (`/en/brochure.pdf`, an old image link) as a page.
 */
export const MISSING_FILE_PAGE = "/missing-file";

/**
 * The frame of the pages the server renders (booking, privacy, the forms' no-JavaScript answers):
 * pre-rendered in each language at `/{lang}/page-frame` with the site's header, footer, language
 * switch and stylesheet, and the two marks below where the server writes its page's title and
 * content. The server reads it at start and never serves it as a page (docs/decisions/095).
 */
export const PAGE_FRAME = {
  page: "/page-frame",
  title: "@@frame-title@@",
  content: "@@frame-body@@",
} as const;

/**
 * The home page as the server sends it for `/`, pre-rendered in each language at
 * `/{lang}/home-at-root`: the home page itself, whose first script gives the address its
 * language (`/{lang}/`, the entry replaced) unless a saved choice names the other one, and which
 * refreshes to `/{lang}/` without JavaScript. A visitor who types the address gets the page in
 * its first round trip, not a page that chooses and then asks for it (docs/decisions/143). Never
 * served under its own name; a static host, which cannot choose, serves `/index.html` instead.
 */
export const HOME_AT_ROOT_PAGE = "/home-at-root";

/** Pages that also answer without a language prefix, by choosing one (SPEC section 2). */
export const UNPREFIXED_PAGES = ["/", "/consulting", "/education"] as const;

/**
 * Every page entry under `app/pages/[lang]/` re-exports this: one pre-rendered page per
 * language, with the language as its prop (never parsed from the URL).
 */
export function getStaticPaths(): { params: { lang: Language }; props: { language: Language } }[] {
  return LANGUAGES.map((language) => ({ params: { lang: language }, props: { language } }));
}
