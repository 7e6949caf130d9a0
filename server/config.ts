import { existsSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseBookingSettings, type BookingSettings } from "./booking/settings.js";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute. Where the SQLite file lives. */
  dataDir: string;
  /** PostgreSQL connection string; SQLite in `dataDir` when absent. */
  databaseUrl: string | undefined;
  /** Absolute. The pre-rendered site (`build/client`). */
  clientDir: string;
  logLevel: LogLevel;
  /** `false`, or the addresses/CIDRs of proxies whose X-Forwarded-* headers are believed. */
  trustProxy: false | string[];
  /** The form id both site forms post to (`POST /f/{formId}`). */
  formId: string;
  /** Form ids that exist but do not accept submissions (403 INACTIVE). */
  disabledFormIds: string[];
  /** Submissions per client address and form in a minute before 429. */
  rateLimitPerMinute: number;
  /** Origins (`https://example.com`) whose pages may post to the collector from the browser. */
  siteOrigins: string[];
  /** The inbox password; undefined when the inbox is off (then `adminDisabledReason` says why). */
  adminPassword: string | undefined;
  /** Why the inbox and `/api/admin/*` are off, for the start-up log; undefined when they are on. */
  adminDisabledReason: string | undefined;
  /** How long a sign-in lasts. */
  adminSessionHours: number;
  /** Where lead notifications go; required with `smtpUrl`. */
  notifyEmail: string | undefined;
  /** `smtp://user:pass@host:587`; notifications are off without it. */
  smtpUrl: string | undefined;
  /** The From of notifications: `Name <address>` or an address. */
  mailFrom: string;
  /** The site's public origin (`https://example.com`), for links in e-mails and Secure cookies. */
  publicUrl: string | undefined;
  /**
   * The origin the forms post to when it is not this server (the site's VITE_FORM_ENDPOINT, e.g.
   * `https://formspree.io`), allowed by the pages' Content-Security-Policy.
   */
  formEndpoint: string | undefined;
  /** Where Prometheus metrics are served apart from the site; undefined: no such listener. */
  metricsPort: number | undefined;
  /** The interface of the metrics listener. */
  metricsHost: string;
  /** With it, `GET /metrics` on the site's port answers a request bearing it; else 404 there. */
  metricsToken: string | undefined;
  /** The owner's availability for booked calls (server/booking/settings.ts); off without BOOKING_HOURS. */
  booking: BookingSettings;
}

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

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

/**
 * Reads and validates the environment once. Every problem is collected so a deployer fixes
 * them all in one go; relative paths are resolved from the package root, not the cwd.
 */
export function loadConfig(env: Env, root: string = packageRoot()): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === "" ? undefined : value;
  };

  const port = parsePort(read("PORT") ?? "3000", problems);
  const host = read("HOST") ?? "127.0.0.1";

  const logLevel = read("LOG_LEVEL") ?? "info";
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got ${JSON.stringify(logLevel)}).`);
  }

  const databaseUrl = read("DATABASE_URL");
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) {
    problems.push("DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/db.");
  }

  const trustProxy = parseTrustProxy(read("TRUST_PROXY"), problems);

  const formId = read("FORM_ID") ?? "contact";
  if (!FORM_ID_PATTERN.test(formId)) {
    problems.push(`FORM_ID must be 1 to 64 letters, digits, "-" or "_" (got ${JSON.stringify(formId)}).`);
  }
  const disabledFormIds = parseList(read("DISABLED_FORM_IDS"));
  const badFormIds = disabledFormIds.filter((id) => !FORM_ID_PATTERN.test(id));
  if (badFormIds.length > 0) {
    problems.push(`DISABLED_FORM_IDS must be a comma-separated list of form ids (invalid: ${quoteAll(badFormIds)}).`);
  }

  const rateLimitPerMinute = parseRateLimit(read("RATE_LIMIT_PER_MINUTE") ?? "10", problems);
  const siteOrigins = parseOrigins(read("SITE_ORIGINS"), problems);

  const adminPassword = read("ADMIN_PASSWORD");
  const adminDisabledReason =
    adminPassword === undefined
      ? "ADMIN_PASSWORD is not set"
      : [...adminPassword].length < ADMIN_PASSWORD_MIN_LENGTH
        ? `ADMIN_PASSWORD is shorter than ${ADMIN_PASSWORD_MIN_LENGTH} characters`
        : undefined;
  const adminSessionHours = parseSessionHours(read("ADMIN_SESSION_HOURS") ?? "8", problems);

  const smtpUrl = read("SMTP_URL");
  if (smtpUrl !== undefined && !isSmtpUrl(smtpUrl)) {
    problems.push("SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587.");
  }
  const notifyEmail = read("NOTIFY_EMAIL");
  if (notifyEmail !== undefined && !MAIL_ADDRESS.test(notifyEmail)) {
    problems.push(`NOTIFY_EMAIL must be one e-mail address (got ${JSON.stringify(notifyEmail)}).`);
  }
  if (smtpUrl !== undefined && notifyEmail === undefined) {
    problems.push("NOTIFY_EMAIL must be set when SMTP_URL is: it is where lead notifications go.");
  }
  const mailFrom = read("MAIL_FROM") ?? DEFAULT_MAIL_FROM;
  if (!isMailbox(mailFrom)) {
    problems.push(`MAIL_FROM must be an address or "Name <address>" (got ${JSON.stringify(mailFrom)}).`);
  }
  const formEndpointSetting = read("FORM_ENDPOINT");
  const formEndpoint = formEndpointSetting === undefined ? undefined : toOrigin(formEndpointSetting);
  if (formEndpointSetting !== undefined && formEndpoint === undefined) {
    problems.push(
      `FORM_ENDPOINT must be an origin such as https://formspree.io (got ${JSON.stringify(formEndpointSetting)}).`,
    );
  }

  const publicUrlSetting = read("PUBLIC_URL");
  const publicUrl = publicUrlSetting === undefined ? undefined : toOrigin(publicUrlSetting);
  if (publicUrlSetting !== undefined && publicUrl === undefined) {
    problems.push(
      `PUBLIC_URL must be the site's origin, such as https://example.com (got ${JSON.stringify(publicUrlSetting)}).`,
    );
  }

  const metricsPortSetting = read("METRICS_PORT");
  const metricsPort =
    metricsPortSetting === undefined ? undefined : parsePort(metricsPortSetting, problems, "METRICS_PORT");
  if (metricsPort !== undefined && metricsPort !== 0 && metricsPort === port) {
    problems.push(`METRICS_PORT must differ from PORT (both are ${port}): metrics are never served with the site.`);
  }
  const metricsHost = read("METRICS_HOST") ?? "127.0.0.1";
  const metricsToken = read("METRICS_TOKEN");
  if (metricsToken !== undefined && !METRICS_TOKEN_PATTERN.test(metricsToken)) {
    problems.push(
      `METRICS_TOKEN must be ${METRICS_TOKEN_MIN_LENGTH} to 256 letters, digits, "-", "_", "." or "~" ` +
        `(a secret a scraper sends as "Authorization: Bearer …"; got ${metricsToken.length} characters or others).`,
    );
  }

  const booking = parseBookingSettings(env);
  if (!booking.ok) problems.push(...booking.problems);

  if (problems.length > 0 || !booking.ok) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }

  return {
    port,
    host,
    dataDir: path.resolve(root, read("DATA_DIR") ?? "data"),
    databaseUrl,
    clientDir: path.resolve(root, read("CLIENT_DIR") ?? "build/client"),
    logLevel: logLevel as LogLevel,
    trustProxy,
    formId,
    disabledFormIds,
    rateLimitPerMinute,
    siteOrigins,
    adminPassword: adminDisabledReason === undefined ? adminPassword : undefined,
    adminDisabledReason,
    adminSessionHours,
    notifyEmail,
    smtpUrl,
    mailFrom,
    publicUrl,
    formEndpoint,
    metricsPort,
    metricsHost,
    metricsToken,
    booking: booking.settings,
  };
}

export const METRICS_TOKEN_MIN_LENGTH = 24;
// Characters that travel in an Authorization header unquoted (RFC 6750's b64token, roughly).
const METRICS_TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9._~-]{${METRICS_TOKEN_MIN_LENGTH},256}$`);

/** Shorter passwords leave the inbox off rather than guessable. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const DEFAULT_MAIL_FROM = "OnRails Labs <no-reply@localhost>";
const MAX_SESSION_HOURS = 24 * 30;

function parseSessionHours(value: string, problems: string[]): number {
  const hours = /^\d+(?:\.\d+)?$/.test(value) ? Number(value) : NaN;
  if (!(hours > 0 && hours <= MAX_SESSION_HOURS)) {
    problems.push(
      `ADMIN_SESSION_HOURS must be a number of hours above 0 and at most ${MAX_SESSION_HOURS} (got ${JSON.stringify(value)}).`,
    );
    return 8;
  }
  return hours;
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return ["smtp:", "smtps:"].includes(url.protocol) && url.hostname !== "";
  } catch {
    return false;
  }
}

// Loose on purpose (`no-reply@localhost` is fine): the SMTP server has the last word.
const MAIL_ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+$/;

function isMailbox(value: string): boolean {
  const named = /^([^<>\r\n]*)<([^<>]+)>$/.exec(value);
  return MAIL_ADDRESS.test(named ? named[2]!.trim() : value);
}

function parsePort(value: string, problems: string[], name = "PORT"): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(port >= 0 && port <= 65535)) {
    problems.push(`${name} must be an integer from 0 to 65535 (got ${JSON.stringify(value)}).`);
    return 0;
  }
  return port;
}

function isPostgresUrl(value: string): boolean {
  try {
    return ["postgres:", "postgresql:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const OFF = new Set(["false", "off", "no", "0"]);
// Names understood by proxy-addr, which Fastify uses for `trustProxy`.
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function parseTrustProxy(value: string | undefined, problems: string[]): false | string[] {
  if (value === undefined || OFF.has(value.toLowerCase())) return false;
  const entries = value.split(",").map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (invalid.length > 0) {
    problems.push(
      `TRUST_PROXY must be "false" or a comma-separated list of IP addresses, CIDR ranges ` +
        `(10.0.0.0/8, fd00::/8) or loopback, linklocal, uniquelocal ` +
        `(invalid: ${invalid.map((entry) => JSON.stringify(entry)).join(", ")}).`,
    );
    return false;
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const FORM_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function parseList(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

function quoteAll(values: string[]): string {
  return values.map((value) => JSON.stringify(value)).join(", ");
}

function parseRateLimit(value: string, problems: string[]): number {
  const limit = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  if (!(limit >= 1)) {
    problems.push(`RATE_LIMIT_PER_MINUTE must be a whole number of at least 1 (got ${JSON.stringify(value)}).`);
    return 1;
  }
  return limit;
}

/** Origins as browsers send them in the Origin header: scheme, host and port, nothing else. */
function parseOrigins(value: string | undefined, problems: string[]): string[] {
  const entries = parseList(value);
  const origins: string[] = [];
  const invalid: string[] = [];
  for (const entry of entries) {
    const origin = toOrigin(entry);
    if (origin === undefined) invalid.push(entry);
    else if (!origins.includes(origin)) origins.push(origin);
  }
  if (invalid.length > 0) {
    problems.push(
      `SITE_ORIGINS must be a comma-separated list of origins such as https://example.com ` +
        `(scheme and host, no path; invalid: ${quoteAll(invalid)}).`,
    );
  }
  return origins;
}

function toOrigin(entry: string): string | undefined {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return undefined;
  }
  const bare = url.pathname === "/" && url.search === "" && url.hash === "" && !url.username && !url.password;
  if (!["http:", "https:"].includes(url.protocol) || !bare || entry.includes("*")) return undefined;
  return url.origin;
}
