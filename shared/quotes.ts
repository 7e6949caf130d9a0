import type { Language } from "./languages.js";

/**
 * Each language's quotation marks (issue 53): English writes straight ones, as most of its copy
 * was written; Portuguese curly ones, as Brazilian typography does. A catalog writes its marks in
 * its own strings; code that quotes a value it does not know (a visitor's words, a testimonial, a
 * filter) quotes it through `quoted`. `tests/quote-style.test.ts` holds every catalog and page to it.
 */
export const QUOTES: Record<Language, { open: string; close: string }> = {
  en: { open: '"', close: '"' },
  pt: { open: "“", close: "”" },
};

/** `text` between the language's quotation marks. */
export function quoted(text: string, language: Language): string {
  return `${QUOTES[language].open}${text}${QUOTES[language].close}`;
}
