import { copyFor } from "~/content/catalogs";
import type { MetaCopy } from "~/content/en/meta";
import type { Language } from "@shared/languages";
import { PAGES } from "@shared/pages";
import type { ArticleTag } from "~/articles/tags";
import type { PreviewText } from "./preview-card";

type ListedPage = (typeof PAGES)[number];

/** Each listed page's entry in the meta catalog, where its preview's words are. */
const META_KEYS = {
  "/": "home",
  "/consulting": "consulting",
  "/education": "education",
  "/privacy": "privacy",
  "/insights": "insights",
} as const satisfies Record<ListedPage, keyof MetaCopy>;

export function isListedPage(page: string): page is ListedPage {
  return (PAGES as readonly string[]).includes(page);
}

/** The preview of one of the pages in `PAGES`, in a language. */
export function pagePreview(page: ListedPage, language: Language): PreviewText {
  return copyFor("meta", language)[META_KEYS[page]].preview;
}

/** A case study's preview: its sector, its title, and its result with the figure first. */
export function casePreview(
  data: { sector: string; title: string; result: { figure?: string | undefined; text: string } },
  language: Language,
): PreviewText {
  const { figure, text } = data.result;
  return {
    eyebrow: `${copyFor("caseStudies", language).eyebrow} · ${data.sector}`,
    title: data.title,
    line: figure ? `${figure} ${text}` : text,
  };
}

/** An article's preview: the section and its first topic, its title, its description. */
export function articlePreview(
  data: { title: string; description: string; tags: readonly ArticleTag[] },
  language: Language,
): PreviewText {
  const copy = copyFor("articles", language);
  const [first] = data.tags;
  return {
    eyebrow: first ? `${copy.name} · ${copy.tags[first]}` : copy.name,
    title: data.title,
    line: data.description,
  };
}
