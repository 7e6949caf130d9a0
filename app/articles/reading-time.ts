import type { Language } from "@shared/languages";

/**
 * Words a minute, read silently, per language: the standardized texts of the International
 * Reading Speed Texts (Trauzettel-Klosinski and Dietz, 2012, https://doi.org/10.1167/iovs.12-9618).
 * Portuguese takes more words to say the same thing, and reads at fewer of them a minute.
 */
const WORDS_PER_MINUTE: Record<Language, number> = { en: 228, pt: 181 };

/** Markdown's marks, not words: code, images, a link's address, headings' and lists' signs. */
function prose(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/^\s*[-+]\s/gm, " ")
    .replace(/[#>*_`|~]+/g, " ");
}

/** The words of an article's body, as a reader meets them. */
export function wordCount(markdown: string): number {
  return prose(markdown).match(/[\p{L}\p{N}][\p{L}\p{N}'’.,%-]*/gu)?.length ?? 0;
}

/**
 * Minutes to read an article's body in its language, whole and at least one. Code blocks are left
 * out: a reader looks at them, and counting their tokens as words would only inflate the figure.
 */
export function readingMinutes(markdown: string, language: Language): number {
  return Math.max(1, Math.round(wordCount(markdown) / WORDS_PER_MINUTE[language]));
}
