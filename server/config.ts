import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as v from "valibot";
import {
  hasProtocol,
  invalidIn,
  isOff,
  isOrigin,
  isProxyAddress,
  origin,
  port,
  proxies,
  quote,
  rule,
  text,
  type SettingDoc,
  type SettingDocs,
} from "./setting-rules.js";
import { ANALYTICS_SETTING_DOCS, AnalyticsEnvSchema } from "./analytics/settings.js";
import { BOOKING_SETTING_DOCS, BookingEnvSchema, toBookingSettings } from "./booking/settings.js";
import { DIGEST_SETTING_DOCS, DigestEnvSchema } from "./digest/settings.js";
import { METRICS_SETTING_DOCS, MetricsEnvSchema, toMetricsSettings } from "./http/settings.js";
import { LEADS_SETTING_DOCS, LeadsEnvSchema, toLeadsSettings } from "./leads/settings.js";
import { MAIL_SETTING_DOCS, MailEnvSchema, mailEnvProblem, toMailSettings } from "./mail/settings.js";
import { NEWSLETTER_SETTING_DOCS, NewsletterEnvSchema, toNewsletterSettings } from "./newsletter/settings.js";
import { OWNER_SETTING_DOCS, OwnerEnvSchema, toOwnerSettings } from "./owner/settings.js";
import { REPLIES_SETTING_DOCS, RepliesEnvSchema, toRepliesSettings } from "./replies/settings.js";
import { SPAM_SETTING_DOCS, SpamEnvSchema, toSpamSettings } from "./spam/settings.js";
import { toWebhookSettings, WEBHOOK_SETTING_DOCS, WebhookEnvSchema, webhookEnvProblem } from "./webhooks/settings.js";

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/**
 * The settings of the server itself, that belong to no capability: where it listens, where its
 * data and pages are, how it logs, which proxies it believes, and the site's own addresses.
 */
const CoreEnvSchema = v.object({
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
});

/** The README's lines for these settings (`npm run readme:settings` writes the table). */
const CORE_SETTING_DOCS: SettingDocs<typeof CoreEnvSchema> = {
  PORT: {
    default: "`3000`",
    meaning: "TCP port (0 to 65535)",
  },
  HOST: {
    default: "`127.0.0.1`",
    meaning: "interface to listen on; set `0.0.0.0` in a container or on a server",
  },
  DATA_DIR: {
    default: "`./data`",
    meaning: "where the SQLite database (`leads.sqlite`) lives; created when missing",
  },
  DATABASE_URL: {
    default: "(none)",
    meaning: "`postgres://…` to use PostgreSQL instead of SQLite",
  },
  CLIENT_DIR: {
    default: "`build/client`",
    meaning: "the pre-rendered site to serve",
  },
  LOG_LEVEL: {
    default: "`info`",
    meaning: "`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`",
  },
  TRUST_PROXY: {
    default: "off",
    meaning:
      "comma-separated addresses or CIDR ranges of reverse proxies whose `X-Forwarded-*` headers are believed (`127.0.0.1`, `10.0.0.0/8`, `loopback`)",
  },
  PUBLIC_URL: {
    default: "(none)",
    meaning:
      "the site's origin (`https://onrailslabs.com`): the e-mails' links (`/admin`, a booked call's reschedule and cancel pages; without it those use the build's site URL); `https` makes the session cookie `Secure`",
  },
  FORM_ENDPOINT: {
    default: "(none: this server)",
    meaning:
      "the origin the forms post to when it is not this server (the build's `VITE_FORM_ENDPOINT`, e.g. `https://formspree.io`); allowed by the pages' Content-Security-Policy",
  },
};

/**
 * Every environment variable the server reads: its rule, and its default where it has one (as
 * the text a deployer would write), each capability's from its own `settings.ts`. Relative paths
 * are resolved from the package root by loadConfig.
 */
export const SETTINGS = {
  ...CoreEnvSchema.entries,
  ...LeadsEnvSchema.entries,
  ...SpamEnvSchema.entries,
  ...OwnerEnvSchema.entries,
  ...MailEnvSchema.entries,
  ...MetricsEnvSchema.entries,
  ...BookingEnvSchema.entries,
  ...WebhookEnvSchema.entries,
  ...AnalyticsEnvSchema.entries,
  ...DigestEnvSchema.entries,
  ...NewsletterEnvSchema.entries,
  ...RepliesEnvSchema.entries,
};

/**
 * The README's settings table, row by row, in SETTINGS' order: `npm run readme:settings` writes
 * it and tests/settings-table.test.ts holds the README to it.
 */
export const SETTING_DOCS = {
  ...CORE_SETTING_DOCS,
  ...LEADS_SETTING_DOCS,
  ...SPAM_SETTING_DOCS,
  ...OWNER_SETTING_DOCS,
  ...MAIL_SETTING_DOCS,
  ...METRICS_SETTING_DOCS,
  ...BOOKING_SETTING_DOCS,
  ...WEBHOOK_SETTING_DOCS,
  ...ANALYTICS_SETTING_DOCS,
  ...DIGEST_SETTING_DOCS,
  ...NEWSLETTER_SETTING_DOCS,
  ...REPLIES_SETTING_DOCS,
} satisfies Record<keyof typeof SETTINGS, SettingDoc>;

type Settings = v.InferOutput<v.ObjectSchema<typeof SETTINGS, undefined>>;

/** The rules between variables, checked once each variable is valid on its own. */
const SETTINGS_SCHEMA = v.pipe(
  v.object(SETTINGS),
  v.forward(
    v.partialCheck(
      [["SMTP_URL"], ["NOTIFY_EMAIL"]],
      (settings) => mailEnvProblem(settings) === undefined,
      (issue) => mailEnvProblem(issue.input as Settings)!,
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
    publicUrl: settings.PUBLIC_URL,
    formEndpoint: settings.FORM_ENDPOINT,
    ...toLeadsSettings(settings),
    ...toSpamSettings(settings),
    ...toOwnerSettings(settings),
    /** The zone the owner's e-mails give times in: OWNER_TIMEZONE, else the booking zone. */
    ownerTimeZone: settings.OWNER_TIMEZONE ?? settings.BOOKING_TIMEZONE,
    ...toMailSettings(settings),
    ...toMetricsSettings(settings),
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
    /** The owner's mailbox, whose Sent folder marks leads replied (IMAP_URL). */
    replies: toRepliesSettings(settings),
  };
}

export type Config = ReturnType<typeof loadConfig>;
