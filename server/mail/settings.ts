import * as v from "valibot";
import { identity } from "../../shared/identity.js";
import { hasProtocol, isAddress, isMailbox, quote, rule, type SettingDocs } from "../setting-rules.js";

const DEFAULT_MAIL_FROM = `${identity.companyName} <no-reply@localhost>`;

/** The outbox: where it sends, to whom the owner's mail goes, and its cap on visitor mail. */
export const MailEnvSchema = v.object({
  /** `smtp://user:pass@host:587`; notifications are off without it. */
  SMTP_URL: v.optional(
    rule(
      "SMTP_URL",
      (value) => hasProtocol(value, ["smtp:", "smtps:"], true),
      () => "an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587",
      String,
    ),
  ),
  /** Where lead notifications go; required with SMTP_URL. */
  NOTIFY_EMAIL: v.optional(
    rule("NOTIFY_EMAIL", isAddress, (value) => `one e-mail address (got ${quote(value)})`, String),
  ),
  /** The From of notifications: `Name <address>` or an address. */
  MAIL_FROM: v.optional(
    rule("MAIL_FROM", isMailbox, (value) => `an address or "Name <address>" (got ${quote(value)})`, String),
    DEFAULT_MAIL_FROM,
  ),
  /** E-mails to all visitors together in an hour; past it none is queued and the owner is alerted once. */
  VISITOR_MAIL_PER_HOUR: v.optional(
    rule(
      "VISITOR_MAIL_PER_HOUR",
      (value) => /^\d{1,6}$/.test(value) && Number(value) >= 1,
      (value) => `a whole number of e-mails, 1 or more (got ${quote(value)})`,
      Number,
    ),
    "60",
  ),
});

/** The rule between mail's settings: a message needs somewhere to go. */
export const mailEnvProblem = (
  settings: Pick<v.InferOutput<typeof MailEnvSchema>, "SMTP_URL" | "NOTIFY_EMAIL">,
): string | undefined =>
  settings.SMTP_URL !== undefined && settings.NOTIFY_EMAIL === undefined
    ? "NOTIFY_EMAIL must be set when SMTP_URL is: it is where lead notifications go."
    : undefined;

/** What config.ts gives the outbox, from MailEnvSchema. */
export function toMailSettings(settings: v.InferOutput<typeof MailEnvSchema>) {
  return {
    notifyEmail: settings.NOTIFY_EMAIL,
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM,
    visitorMailPerHour: settings.VISITOR_MAIL_PER_HOUR,
  };
}

/** The README's lines for these settings (`npm run readme:settings` writes the table). */
export const MAIL_SETTING_DOCS: SettingDocs<typeof MailEnvSchema> = {
  SMTP_URL: {
    default: "(none)",
    meaning:
      "`smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465`; without it no notifications are sent or queued",
  },
  NOTIFY_EMAIL: {
    default: "(none)",
    meaning: "where lead notifications go; required with `SMTP_URL`",
  },
  MAIL_FROM: {
    default: `\`${DEFAULT_MAIL_FROM}\``,
    meaning:
      "the e-mails' From address, `Name <address>` or an address; use one your SMTP server may send as. The name shown is the first person of `app/content/people/` and the company (`Ana, OnRails Labs`), or the company alone",
  },
  VISITOR_MAIL_PER_HOUR: {
    default: "`60`",
    meaning:
      "e-mails an hour to all visitors together; past it none is queued and the owner gets one alert ([decision 034](docs/decisions/034-mail-caps-on-the-mailbox.md))",
  },
};
