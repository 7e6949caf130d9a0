import { adminPrivacy as en } from "~/content/en/admin-privacy";
import { adminPrivacy as pt } from "~/content/pt/admin-privacy";

/** The privacy page's words in both languages: the inbox switches language in place. */
export const PRIVACY_COPY = { en, pt };
