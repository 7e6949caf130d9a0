import { adminWebhooks as en } from "~/content/en/admin-webhooks";
import { adminWebhooks as pt } from "~/content/pt/admin-webhooks";

/** The webhooks page's words in both languages: the inbox switches language in place. */
export const WEBHOOKS_COPY = { en, pt };
