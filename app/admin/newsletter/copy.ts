import { adminNewsletter as en } from "~/content/en/admin-newsletter";
import { adminNewsletter as pt } from "~/content/pt/admin-newsletter";

/** The newsletter page's words in both languages: the inbox switches language in place. */
export const NEWSLETTER_COPY = { en, pt };
