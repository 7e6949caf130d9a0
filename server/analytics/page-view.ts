import type { FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { isLanguage, type Language } from "../../shared/languages.js";
import { oneLine } from "../../shared/one-line.js";
import { channelOf, sourceName } from "./channels.js";
import type { Channel, Device } from "./tables.js";

/** What one page view records: no address, no user agent (they only feed the visitor key). */
export interface PageViewFacts {
  viewedAt: Date;
  /** The page's path, without query or fragment. */
  path: string;
  /** The path's language, or null for the pages that choose one (`/`, `/consulting`). */
  language: Language | null;
  /** Another site's host; null without a referrer or when it is our own site. */
  referrerHost: string | null;
  channel: Channel;
  /** `utm_source`, else `ref`, else the referrer's host. */
  source: string | null;
  /** `utm_medium`, else the channel. */
  medium: string;
  campaign: string | null;
  content: string | null;
  term: string | null;
  device: Device;
}

/** What the visitor key is made of; used for the HMAC and then dropped. */
export interface Visitor {
  site: string;
  address: string;
  userAgent: string;
}

/** Paths that are never a page of the site, whatever they answer. */
const NOT_PAGES = /^\/(?:admin|api|f|booking|livez|readyz|metrics|_astro|assets)(?:[/?.]|$)/;
/** A path longer than this is cut. */
const MAX_PATH = 200;
/** A value longer than this is cut: a campaign name or a host is a label, not a document. */
const MAX_VALUE = 100;

/**
 * Whether this request and its reply are one page view: a browser's GET of a site page as a
 * document answered 200 or 304, not a HEAD, not a prefetch or prerender, not a known bot. A
 * request the rate limiter refused is a 429 and never gets here.
 */
export function isPageView(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== "GET") return false;
  if (reply.statusCode !== 200 && reply.statusCode !== 304) return false;
  if (!isPagePath(pathOf(request.url))) return false;
  // A 304 carries no body and often no type; its path and headers above decide.
  const type = String(reply.getHeader("content-type") ?? "");
  if (reply.statusCode === 200 && !type.startsWith("text/html")) return false;
  const { headers } = request;
  const destination = headers["sec-fetch-dest"];
  if (destination !== undefined && destination !== "document") return false;
  const purpose = `${headers["sec-purpose"] ?? ""} ${headers["purpose"] ?? ""} ${headers["x-moz"] ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  return isBrowser(headers["user-agent"]);
}

/** Whether a path may be a page of the site (not the inbox, an API, an asset or a probe). */
export function isPagePath(pathname: string): boolean {
  if (NOT_PAGES.test(pathname)) return false;
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !last.includes(".") || last.endsWith(".html");
}

/** A user agent that is present and not a known bot's. */
export function isBrowser(userAgent: string | undefined): userAgent is string {
  return userAgent !== undefined && userAgent !== "" && !isKnownBot(userAgent);
}

/** isbot's pattern is long, and visitors send a few hundred distinct user agents: kept, bounded. */
const BOT_VERDICTS = new Map<string, boolean>();
const MAX_VERDICTS = 2_000;

function isKnownBot(userAgent: string): boolean {
  let verdict = BOT_VERDICTS.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    if (BOT_VERDICTS.size >= MAX_VERDICTS) BOT_VERDICTS.clear();
    // Only user agents of a browser's length are kept: a 16 KB one must not stay in memory.
    if (userAgent.length <= MAX_USER_AGENT) BOT_VERDICTS.set(userAgent, verdict);
  }
  return verdict;
}

/** A URL's path as requested, before any query or fragment (not decoded). */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * A query value or host as it is kept: on one line (shared/one-line.ts), so a `%0A` in a campaign
 * name cannot become a line of the owner's e-mail (issue 49), and cut.
 */
function clean(value: string | null): string | null {
  const line = value === null ? "" : oneLine(value);
  return line ? line.slice(0, MAX_VALUE) : null;
}

/** The request's host as a referrer names it, per `protocol://Host` (a handful: bounded anyway). */
const OWN_HOSTS = new Map<string, string>();

/** The request's host with its port, lower case (what "our own site" means for the referrer). */
function ownHost(request: FastifyRequest): string {
  const origin = `${request.protocol}://${request.host}`;
  let host = OWN_HOSTS.get(origin);
  if (host === undefined) {
    // As a referrer names it: without the scheme's default port.
    host = URL.parse(origin.toLowerCase())?.host ?? request.host.toLowerCase();
    if (OWN_HOSTS.size >= 100) OWN_HOSTS.clear();
    if (origin.length <= 300) OWN_HOSTS.set(origin, host);
  }
  return host;
}

function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "phone";
  return "desktop";
}

/**
 * The facts of a view of the page at `url` (the request's own, or the one it was answered with).
 * `siteHosts` are the site's own hosts, with their ports (from PUBLIC_URL and SITE_ORIGINS),
 * besides the request's: a referrer there is internal navigation.
 */
export function pageViewFacts(
  request: FastifyRequest,
  url: string,
  siteHosts: readonly string[],
  now: Date,
): PageViewFacts {
  return factsOf({
    url,
    referrer: request.headers.referer,
    isOwnHost: (host) => host === ownHost(request) || siteHosts.includes(host),
    userAgent: request.headers["user-agent"] ?? "",
    now,
  });
}

/** What a page view is read from: the page's URL, its referrer, the site's own hosts. */
interface PageViewSeen {
  /** The path and query (`/en/?utm_source=x`). */
  url: string;
  referrer: string | undefined;
  /** Whether a host (with its port) is this site: a referrer there is internal. */
  isOwnHost: (host: string) => boolean;
  userAgent: string;
  now: Date;
}

const PLAIN_PATH = /^(?:\/[\w-]+)*\/?$/;
const NO_PARAMS = new URLSearchParams();

/** The facts of a page view, whether the server sent the page or a beacon reports it. */
export function factsOf(seen: PageViewSeen): PageViewFacts {
  // Most views are of a plain path (`/en/consulting`): nothing for URL to parse or decode.
  const plain = PLAIN_PATH.test(seen.url);
  const url = plain ? undefined : new URL(seen.url, "http://site.invalid");
  // Decoded, a path may hold a line break (`/%0AInbox:`): kept on one line like every value.
  const path = url === undefined ? seen.url.slice(0, MAX_PATH) : oneLine(decodeSafely(url.pathname)).slice(0, MAX_PATH);
  const first = path.split("/")[1];
  const params = url?.searchParams ?? NO_PARAMS;
  let referrerHost: string | null = null;
  // URL.parse, not new URL: a throw per request without a referrer costs more than the rest.
  const referrer = seen.referrer === undefined || seen.referrer === "" ? null : URL.parse(seen.referrer);
  if (referrer !== null && (referrer.protocol === "http:" || referrer.protocol === "https:")) {
    // host keeps a port that is not the default: another port on our machine is another site.
    const host = referrer.host.toLowerCase();
    if (!seen.isOwnHost(host)) referrerHost = clean(host);
  }
  const utmSource = clean(params.get("utm_source"));
  const utmMedium = clean(params.get("utm_medium"));
  const ref = clean(params.get("ref"));
  const channel = channelOf({ utmSource, utmMedium, ref, referrerHost });
  return {
    viewedAt: seen.now,
    path,
    language: isLanguage(first) ? first : null,
    referrerHost,
    channel,
    source: nameOf(utmSource ?? ref ?? referrerHost),

    medium: utmMedium ?? channel,
    campaign: clean(params.get("utm_campaign")),
    content: clean(params.get("utm_content")),
    term: clean(params.get("utm_term")),
    device: deviceOf(seen.userAgent),
  };
}

const nameOf = (source: string | null) => (source === null ? null : sourceName(source));

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A user agent is cut here before it is held (queue, flood guard, key): headers can be 16 KB. */
const MAX_USER_AGENT = 512;

export function visitorOf(request: FastifyRequest, site = request.hostname.toLowerCase()): Visitor {
  return {
    site,
    address: request.ip,
    userAgent: (request.headers["user-agent"] ?? "").slice(0, MAX_USER_AGENT),
  };
}
