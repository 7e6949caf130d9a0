import { LANGUAGES } from "./i18n/languages.js";

/**
 * The pages that exist in every language, as paths below `/{lang}`. The route table, the
 * pre-render list and the sitemap all read this list, so a page added here exists everywhere.
 */
export const PAGES = ["/", "/consulting", "/education", "/privacy"] as const;

export type PagePath = (typeof PAGES)[number];

/** Pages that exist in every language but are not for search engines: the form thank-you page. */
export const UNLISTED_PAGES = ["/thanks"] as const;

/**
 * The not-found page, pre-rendered in each language at `/{lang}/404`; the server answers every
 * unknown path under a language with it and a 404 status, so it loads like any other page.
 */
export const NOT_FOUND_PAGE = "/404";

/**
 * Every localized page path. `/en` rather than `/en/`: React Router pre-renders a trailing-slash
 * path as the empty SPA shell, while `/en` still lands in `en/index.html`.
 */
export function localizedPaths(): string[] {
  return LANGUAGES.flatMap((language) =>
    [...PAGES, ...UNLISTED_PAGES, NOT_FOUND_PAGE].map((page) =>
      page === "/" ? `/${language}` : `/${language}${page}`,
    ),
  );
}
