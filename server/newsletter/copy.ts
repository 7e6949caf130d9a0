import type { Language } from "../../shared/languages.js";
import { typeset } from "../../shared/typeset.js";
import { newsletter as en, type NewsletterCopy } from "./copy/en.js";
import { newsletter as pt } from "./copy/pt.js";

/** The pages' words set as the site's are (shared/typeset.ts); the e-mails' text as written. */
export const NEWSLETTER_COPY: Record<Language, NewsletterCopy> = { en: typesetPages(en), pt: typesetPages(pt) };

function typesetPages(copy: NewsletterCopy): NewsletterCopy {
  return { ...copy, page: typeset(copy.page), errors: typeset(copy.errors) };
}
