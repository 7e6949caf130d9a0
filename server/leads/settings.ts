import * as v from "valibot";
import { isCurrency } from "../../shared/deal-value.js";
import { invalidIn, isFormId, isOrigin, list, origin, quote, rule, type SettingDocs } from "../setting-rules.js";

const MAX_RATE_LIMIT = 999_999;
const MAX_REPLY_TEMPLATE_LENGTH = 1000;

/** A reply's opening: one line in the environment, `\n` for each new line, `{name}` at most a few times. */
function replyTemplate(name: string) {
  return rule(
    name,
    (value) => value.length <= MAX_REPLY_TEMPLATE_LENGTH,
    (value) => `at most ${MAX_REPLY_TEMPLATE_LENGTH} characters (got ${value.length})`,
    (value) => value.replace(/\\n/g, "\n"),
  );
}

/** The collector's settings, and the opening of the owner's reply to a lead. */
export const LeadsEnvSchema = v.object({
  /** The form id both site forms post to (`POST /f/{formId}`). */
  FORM_ID: v.optional(
    rule("FORM_ID", isFormId, (value) => `1 to 64 letters, digits, "-" or "_" (got ${quote(value)})`, String),
    "contact",
  ),
  /** Form ids that exist but do not accept submissions (403 INACTIVE). */
  DISABLED_FORM_IDS: v.optional(
    rule(
      "DISABLED_FORM_IDS",
      (value) => list(value).every(isFormId),
      (value) => `a comma-separated list of form ids (invalid: ${invalidIn(value, isFormId)})`,
      list,
    ),
    "",
  ),
  /** Submissions per client address and form in a minute before 429. */
  RATE_LIMIT_PER_MINUTE: v.optional(
    rule(
      "RATE_LIMIT_PER_MINUTE",
      (value) => /^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_RATE_LIMIT,
      (value) => `a whole number from 1 to ${MAX_RATE_LIMIT} (got ${quote(value)})`,
      Number,
    ),
    "10",
  ),
  /** Origins (`https://example.com`) whose pages may post to the collector from the browser. */
  SITE_ORIGINS: v.optional(
    rule(
      "SITE_ORIGINS",
      (value) => list(value).every(isOrigin),
      (value) =>
        `a comma-separated list of origins such as https://example.com ` +
        `(scheme and host, no path; invalid: ${invalidIn(value, isOrigin)})`,
      (value) => [...new Set(list(value).map(origin))],
    ),
    "",
  ),
  /**
   * The opening of the owner's reply to a visitor, per the visitor's language (decision 120):
   * `{name}` is the visitor's name, `\n` a new line; the catalog's own without it.
   */
  REPLY_TEMPLATE_EN: v.optional(replyTemplate("REPLY_TEMPLATE_EN")),
  REPLY_TEMPLATE_PT: v.optional(replyTemplate("REPLY_TEMPLATE_PT")),
  /** The currency a lead's deal value is in unless the owner picks another (decision 180). */
  DEAL_CURRENCY: v.optional(
    rule(
      "DEAL_CURRENCY",
      (value) => isCurrency(value.toUpperCase()),
      (value) => `an ISO 4217 currency code such as BRL, USD or EUR (got ${quote(value)})`,
      (value) => value.toUpperCase(),
    ),
    "BRL",
  ),
});

/** What config.ts gives the collector and the console's reply, from LeadsEnvSchema. */
export function toLeadsSettings(settings: v.InferOutput<typeof LeadsEnvSchema>) {
  return {
    formId: settings.FORM_ID,
    disabledFormIds: settings.DISABLED_FORM_IDS,
    rateLimitPerMinute: settings.RATE_LIMIT_PER_MINUTE,
    siteOrigins: settings.SITE_ORIGINS,
    /** The owner's own openings of a reply, by language; the catalog's where unset. */
    replyTemplates: { en: settings.REPLY_TEMPLATE_EN, pt: settings.REPLY_TEMPLATE_PT },
    /** The currency a new deal value is in by default. */
    dealCurrency: settings.DEAL_CURRENCY,
  };
}

/** The README's lines for these settings (`npm run readme:settings` writes the table). */
export const LEADS_SETTING_DOCS: SettingDocs<typeof LeadsEnvSchema> = {
  FORM_ID: {
    default: "`contact`",
    meaning: "the form id both site forms post to (`POST /f/contact`); 1 to 64 letters, digits, `-`, `_`",
  },
  DISABLED_FORM_IDS: {
    default: "(none)",
    meaning:
      "comma-separated form ids that exist but take no submissions (403 `INACTIVE`), e.g. the old id after a change of `FORM_ID`",
  },
  RATE_LIMIT_PER_MINUTE: {
    default: "`10`",
    meaning: "submissions a minute (1 to 999999) from one client address (IPv6: its /64) before 429",
  },
  SITE_ORIGINS: {
    default: "(none)",
    meaning:
      "comma-separated origins (`https://example.com`) whose pages may post to the collector from the browser; none: same origin only",
  },
  REPLY_TEMPLATE_EN: {
    default: "(none: the catalog's)",
    meaning:
      'the opening of a reply to an English-speaking visitor, which the console\'s "Reply" puts above their quoted message: `{name}` is their name, `\\n` a new line ([decision 120](docs/decisions/120-reply-templates-in-settings.md))',
  },
  REPLY_TEMPLATE_PT: {
    default: "(none: the catalog's)",
    meaning: "the same for a visitor who wrote in Portuguese (`Olá, {name}!\\n\\nObrigado pela mensagem.`)",
  },
  DEAL_CURRENCY: {
    default: "`BRL`",
    meaning:
      "the ISO 4217 currency a lead's deal value is in unless the owner picks another on the lead (`USD`, `EUR`); the board and the Monday e-mail sum each currency apart",
  },
};
