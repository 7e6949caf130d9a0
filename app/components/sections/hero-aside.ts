// The inner heroes' right half (issue 53, point 7). These classes live apart from
// `ui/page-hero.tsx`, which every page's stylesheet reads: only the pages with an aside pay for
// its CSS (each page's HTML has a byte budget, decision 110).

/**
 * The hero's inner box: below `lg` the aside follows the hero's buttons, from `lg` it sits beside
 * the text, both from the top. The consulting page's "about" grid, whose CSS that page already carries.
 */
export const heroWithAside = "grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:gap-16";

/** The aside's card, as the consulting page's differentiators on the dark band. */
export const heroAside = "rounded-2xl border border-white/10 bg-night-soft p-6";
