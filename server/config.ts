import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as v from "valibot";
import {
  hasProtocol,
  invalidIn,
  isAddress,
  isFormId,
  isMailbox,
  isOff,
  isOrigin,
  isProxyAddress,
  list,
  origin,
  port,
  proxies,
  quote,
  rule,
  text,
} from "./setting-rules.js";
import { isTimeZone } from "../shared/booking.js";
import { AnalyticsEnvSchema } from "./analytics/settings.js";
import { DigestEnvSchema } from "./digest/settings.js";
import { NewsletterEnvSchema, toNewsletterSettings } from "./newsletter/settings.js";
import { BookingEnvSchema, toBookingSettings } from "./booking/settings.js";
import { toWebhookSettings, WebhookEnvSchema, webhookEnvProblem } from "./webhooks/settings.js";

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const METRICS_TOKEN_MIN_LENGTH = 24;
/** Shorter passwords leave the inbox off rather than guessable. */
const ADMIN_PASSWORD_MIN_LENGTH = 12;
const DEFAULT_MAIL_FROM = "OnRails Labs <no-reply@localhost>";
const MAX_SESSION_HOURS = 24 * 30;
const MAX_RATE_LIMIT = 999_999;
const MAX_REPLY_TEMPLATE_LENGTH = 1000;

const METRICS_TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9._~-]{${METRICS_TOKEN_MIN_LENGTH},256}$`);
/**
 * Every environment variable the server reads: its rule, and its default where it has one (as
 * the text a deployer would write). Relative paths are resolved from the package root by
 * loadConfig. Another module's settings join these by spreading its own entries in. The README's
 * settings table is held to this list by tests/settings-table.test.ts.
 */
export const SETTINGS = {
  PORT: v.optional(port("PORT"), "3000"),
  HOST: v.optional(text, "127.0.0.1"),
  /** Where the SQLite file lives. */
  DATA_DIR: v.optional(text, "data"),
  /** PostgreSQL instead of SQLite. */
  DATABASE_URL: v.optional(
    rule(
      "DATABASE_URL",
      (value) => hasProtocol(value, ["postgres:", "postgresql:"]),
      () => "a PostgreSQL URL such as postgres://user:password@host:5432/db",
      String,
    ),
  ),
  /** The pre-rendered site. */
  CLIENT_DIR: v.optional(text, "build/client"),
  LOG_LEVEL: v.optional(
    v.picklist(
      LOG_LEVELS,
      (issue) => `LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got ${quote(String(issue.input))}).`,
    ),
    "info",
  ),
  /** `false`, or the addresses/CIDRs of proxies whose X-Forwarded-* headers are believed. */
  TRUST_PROXY: v.optional(
    rule(
      "TRUST_PROXY",
      (value) => isOff(value) || proxies(value).every(isProxyAddress),
      (value) =>
        `"false" or a comma-separated list of IP addresses, CIDR ranges (10.0.0.0/8, fd00::/8) or ` +
        `loopback, linklocal, uniquelocal (invalid: ${invalidIn(value, isProxyAddress)})`,
      (value): false | string[] => (isOff(value) ? false : proxies(value)),
    ),
    "false",
  ),
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
  /**
   * Seconds from the proof-of-work challenge to the submit under which a submission is "too fast"
   * for a person (issue 27, decision 051); 0 turns that layer off (end-to-end tests fill forms
   * as fast as a script).
   */
  SPAM_MIN_FILL_SECONDS: v.optional(
    rule(
      "SPAM_MIN_FILL_SECONDS",
      (value) => /^\d{1,2}$/.test(value) && Number(value) <= 60,
      (value) => `a whole number of seconds from 0 to 60 (got ${quote(value)})`,
      Number,
    ),
    "3",
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
  /** The inbox password; the inbox is off without one of ADMIN_PASSWORD_MIN_LENGTH characters. */
  ADMIN_PASSWORD: v.optional(text),
  /** How long a sign-in lasts. */
  ADMIN_SESSION_HOURS: v.optional(
    rule(
      "ADMIN_SESSION_HOURS",
      (value) => /^\d+(?:\.\d+)?$/.test(value) && Number(value) > 0 && Number(value) <= MAX_SESSION_HOURS,
      (value) => `a number of hours above 0 and at most ${MAX_SESSION_HOURS} (got ${quote(value)})`,
      Number,
    ),
    "8",
  ),
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
  /** The owner's IANA zone: the times in the owner's e-mails; BOOKING_TIMEZONE without it. */
  OWNER_TIMEZONE: v.optional(
    rule(
      "OWNER_TIMEZONE",
      isTimeZone,
      (value) => `an IANA time zone such as Europe/Lisbon (got ${quote(value)})`,
      String,
    ),
  ),
  /**
   * The opening of the owner's reply to a visitor, per the visitor's language (decision 120):
   * `{name}` is the visitor's name, `\n` a new line; the catalog's own without it.
   */
  REPLY_TEMPLATE_EN: v.optional(replyTemplate("REPLY_TEMPLATE_EN")),
  REPLY_TEMPLATE_PT: v.optional(replyTemplate("REPLY_TEMPLATE_PT")),
  /** The site's public origin (`https://example.com`), for links in e-mails and Secure cookies. */
  PUBLIC_URL: v.optional(
    rule(
      "PUBLIC_URL",
      isOrigin,
      (value) => `the site's origin, such as https://example.com (got ${quote(value)})`,
      origin,
    ),
  ),
  /**
   * The origin the forms post to when it is not this server (the site's VITE_FORM_ENDPOINT, e.g.
   * `https://formspree.io`), allowed by the pages' Content-Security-Policy.
   */
  FORM_ENDPOINT: v.optional(
    rule("FORM_ENDPOINT", isOrigin, (value) => `an origin such as https://formspree.io (got ${quote(value)})`, origin),
  ),
  /** Where Prometheus metrics are served apart from the site; no such listener without it. */
  METRICS_PORT: v.optional(port("METRICS_PORT")),
  /** The interface of the metrics listener. */
  METRICS_HOST: v.optional(text, "127.0.0.1"),
  /** With it, `GET /metrics` on the site's port answers a request bearing it; else 404 there. */
  METRICS_TOKEN: v.optional(
    rule(
      "METRICS_TOKEN",
      (value) => METRICS_TOKEN_PATTERN.test(value),
      (value) =>
        `${METRICS_TOKEN_MIN_LENGTH} to 256 letters, digits, "-", "_", "." or "~" ` +
        `(a secret a scraper sends as "Authorization: Bearer …"; got ${value.length} characters or others)`,
      String,
    ),
  ),
  /** BOOKING_*: the owner's availability for booked calls (server/booking/settings.ts). */
  ...BookingEnvSchema.entries,
  /** WEBHOOK_*: an endpoint defined as code; private targets (server/webhooks/settings.ts). */
  ...WebhookEnvSchema.entries,
  /** ANALYTICS: whether page views are counted (server/analytics/settings.ts). */
  ...AnalyticsEnvSchema.entries,
  /** WEEKLY_DIGEST: the owner's Monday e-mail (server/digest/settings.ts). */
  ...DigestEnvSchema.entries,
  /** NEWSLETTER_*: the letters' hourly cap, subscriptions a day from one network (server/newsletter/settings.ts). */
  ...NewsletterEnvSchema.entries,
};

/** A reply's opening: one line in the environment, `\n` for each new line, `{name}` at most a few times. */
function replyTemplate(name: string) {
  return rule(
    name,
    (value) => value.length <= MAX_REPLY_TEMPLATE_LENGTH,
    (value) => `at most ${MAX_REPLY_TEMPLATE_LENGTH} characters (got ${value.length})`,
    (value) => value.replace(/\\n/g, "\n"),
  );
}

type Settings = v.InferOutput<v.ObjectSchema<typeof SETTINGS, undefined>>;

/** The rules between variables, checked once each variable is valid on its own. */
const SETTINGS_SCHEMA = v.pipe(
  v.object(SETTINGS),
  v.forward(
    v.partialCheck(
      [["SMTP_URL"], ["NOTIFY_EMAIL"]],
      (settings) => settings.SMTP_URL === undefined || settings.NOTIFY_EMAIL !== undefined,
      "NOTIFY_EMAIL must be set when SMTP_URL is: it is where lead notifications go.",
    ),
    ["NOTIFY_EMAIL"],
  ),
  v.forward(
    v.partialCheck(
      [["PORT"], ["METRICS_PORT"]],
      (settings) =>
        settings.METRICS_PORT === undefined || settings.METRICS_PORT === 0 || settings.METRICS_PORT !== settings.PORT,
      (issue) => {
        const { PORT } = issue.input as Pick<Settings, "PORT">;
        return `METRICS_PORT must differ from PORT (both are ${PORT}): metrics are never served with the site.`;
      },
    ),
    ["METRICS_PORT"],
  ),
  v.forward(
    v.partialCheck(
      [["WEBHOOK_URL"], ["WEBHOOK_SECRET"], ["WEBHOOK_ALLOW_PRIVATE"]],
      (settings) => webhookEnvProblem(settings) === undefined,
      (issue) => webhookEnvProblem(issue.input as Settings)!,
    ),
    ["WEBHOOK_URL"],
  ),
);

/**
 * The package root, found from this file rather than the cwd so that the compiled server
 * (`build/server/server/config.js`) and the source (`server/config.ts`) agree.
 */
export function packageRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

/** The variables SETTINGS knows, trimmed; a blank one is the same as one not set. */
function readEnv(env: Env): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.keys(SETTINGS).map((name) => {
      const value = env[name]?.trim();
      return [name, value === "" ? undefined : value];
    }),
  );
}

/**
 * Reads and validates the environment once. Every problem is collected so a deployer fixes
 * them all in one go; relative paths are resolved from the package root, not the cwd.
 */
export function loadConfig(env: Env, root: string = packageRoot()) {
  const result = v.safeParse(SETTINGS_SCHEMA, readEnv(env), { abortPipeEarly: true });
  if (!result.success) {
    const problems = result.issues.map((issue) => `  - ${issue.message}`).join("\n");
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const settings = result.output;
  const password = settings.ADMIN_PASSWORD;
  /** Why the inbox and `/api/admin/*` are off, for the start-up log; undefined when they are on. */
  const adminDisabledReason =
    password === undefined
      ? "ADMIN_PASSWORD is not set"
      : [...password].length < ADMIN_PASSWORD_MIN_LENGTH
        ? `ADMIN_PASSWORD is shorter than ${ADMIN_PASSWORD_MIN_LENGTH} characters`
        : undefined;
  return {
    port: settings.PORT,
    host: settings.HOST,
    /** Absolute. */
    dataDir: path.resolve(root, settings.DATA_DIR),
    databaseUrl: settings.DATABASE_URL,
    /** Absolute. */
    clientDir: path.resolve(root, settings.CLIENT_DIR),
    logLevel: settings.LOG_LEVEL,
    trustProxy: settings.TRUST_PROXY,
    formId: settings.FORM_ID,
    disabledFormIds: settings.DISABLED_FORM_IDS,
    rateLimitPerMinute: settings.RATE_LIMIT_PER_MINUTE,
    spamMinFillMs: settings.SPAM_MIN_FILL_SECONDS * 1000,
    siteOrigins: settings.SITE_ORIGINS,
    adminPassword: adminDisabledReason === undefined ? password : undefined,
    adminDisabledReason,
    adminSessionHours: settings.ADMIN_SESSION_HOURS,
    notifyEmail: settings.NOTIFY_EMAIL,
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM,
    visitorMailPerHour: settings.VISITOR_MAIL_PER_HOUR,
    publicUrl: settings.PUBLIC_URL,
    /** The zone the owner's e-mails give times in: OWNER_TIMEZONE, else the booking zone. */
    ownerTimeZone: settings.OWNER_TIMEZONE ?? settings.BOOKING_TIMEZONE,
    /** The owner's own openings of a reply, by language; the catalog's where unset. */
    replyTemplates: { en: settings.REPLY_TEMPLATE_EN, pt: settings.REPLY_TEMPLATE_PT },
    formEndpoint: settings.FORM_ENDPOINT,
    metricsPort: settings.METRICS_PORT,
    metricsHost: settings.METRICS_HOST,
    metricsToken: settings.METRICS_TOKEN,
    /** The owner's availability for booked calls; off without BOOKING_HOURS. */
    booking: toBookingSettings(settings),
    /** Webhooks defined as code, and whether private targets are allowed. */
    webhooks: toWebhookSettings(settings),
    /** Page views are counted (ANALYTICS, on by default). */
    analytics: settings.ANALYTICS,
    /** The owner's Monday e-mail (WEEKLY_DIGEST, on by default; it needs mail). */
    weeklyDigest: settings.WEEKLY_DIGEST,
    /** The newsletter's caps. */
    newsletter: toNewsletterSettings(settings),
  };
}

export type Config = ReturnType<typeof loadConfig>;
