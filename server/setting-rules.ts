import { isIP } from "node:net";
import * as v from "valibot";

/*
 * The rules a setting's value is checked with (server/config.ts declares which setting takes
 * which): each says what a valid value is and how "NAME must be …" ends for one that is not.
 */

export const quote = (value: string) => JSON.stringify(value);

/**
 * One variable's rule: `accepts` says whether its value (trimmed, not blank) is valid; `must`
 * completes "NAME must be …" for one that is not, stating the real bounds; `parse` turns a valid
 * value into the setting.
 */
export function rule<T>(
  name: string,
  accepts: (value: string) => boolean,
  must: (value: string) => string,
  parse: (value: string) => T,
) {
  return v.pipe(
    v.string(),
    v.check(accepts, (issue) => `${name} must be ${must(String(issue.input))}.`),
    v.transform(parse),
  );
}

export const text = v.string();

export const list = (value: string) =>
  value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");

export const invalidIn = (value: string, valid: (entry: string) => boolean) =>
  list(value)
    .filter((entry) => !valid(entry))
    .map(quote)
    .join(", ");

const isPort = (value: string) => /^\d{1,5}$/.test(value) && Number(value) <= 65535;
export const port = (name: string) =>
  rule(name, isPort, (value) => `an integer from 0 to 65535 (got ${quote(value)})`, Number);

/** Origins as browsers send them in the Origin header: scheme, host and port, nothing else. */
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
export const isOrigin = (entry: string) => toOrigin(entry) !== undefined;
export const origin = (value: string) => toOrigin(value)!;

export function hasProtocol(value: string, protocols: string[], needsHost = false): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && (!needsHost || url.hostname !== "");
  } catch {
    return false;
  }
}

// Names understood by proxy-addr, which Fastify uses for `trustProxy`.
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const OFF = new Set(["false", "off", "no", "0"]);

export function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
export const proxies = (value: string) => value.split(",").map((entry) => entry.trim());
export const isOff = (value: string) => OFF.has(value.toLowerCase());

export const isFormId = (value: string) => /^[A-Za-z0-9_-]{1,64}$/.test(value);
// Loose on purpose (`no-reply@localhost` is fine): the SMTP server has the last word.
const MAIL_ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+$/;
export const isAddress = (value: string) => MAIL_ADDRESS.test(value);
export const isMailbox = (value: string) => isAddress(/^[^<>\r\n]*<([^<>]+)>$/.exec(value)?.[1]?.trim() ?? value);
// Characters that travel in an Authorization header unquoted (RFC 6750's b64token, roughly).

/** A switch written `on` or `off` (any case), read as true or false; `on` when unset. */
export const onOff = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => ["on", "off"].includes(value.toLowerCase()),
        (issue) => `${name} must be on or off (got ${quote(String(issue.input))}).`,
      ),
      v.transform((value) => value.toLowerCase() === "on"),
    ),
    "on",
  );

/** A setting's row in the README's settings table, which `npm run readme:settings` writes. */
export interface SettingDoc {
  /** The default as a deployer reads it (Markdown): `` `3000` ``, "(none)", "(none: booking off)". */
  default: string;
  /** What it does, in the table's words (Markdown). */
  meaning: string;
}

/** A row for each entry of a capability's schema: a setting without its README line does not compile. */
export type SettingDocs<Schema extends v.ObjectSchema<v.ObjectEntries, undefined>> = {
  readonly [Name in keyof Schema["entries"]]: SettingDoc;
};
