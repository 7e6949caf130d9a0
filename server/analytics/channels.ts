import type { Channel } from "./tables.js";

/**
 * Where a visit came from, in five channels. The UTM values win when present (the owner tagged
 * the link); else the referrer's host is looked up in the lists below. The lists are short on
 * purpose: the hosts a consultancy's visitors actually arrive from; any other host is a referral.
 */

/** Registrable names (without the public suffix) of search engines. */
const SEARCH = [
  "google",
  "bing",
  "duckduckgo",
  "yahoo",
  "yandex",
  "baidu",
  "ecosia",
  "qwant",
  "brave",
  "startpage",
  "kagi",
  "search",
];

/** Hosts (or their parents) of social networks and communities. */
const SOCIAL = [
  "linkedin.com",
  "lnkd.in",
  "facebook.com",
  "fb.com",
  "instagram.com",
  "x.com",
  "twitter.com",
  "t.co",
  "reddit.com",
  "news.ycombinator.com",
  "youtube.com",
  "youtu.be",
  "mastodon.social",
  "bsky.app",
  "threads.net",
  "whatsapp.com",
  "wa.me",
  "t.me",
  "tiktok.com",
  "github.com",
  "medium.com",
  "dev.to",
];

/** Web mail clients: a link clicked in a newsletter read in the browser. */
const EMAIL = [
  "mail.google.com",
  "outlook.live.com",
  "outlook.office.com",
  "mail.yahoo.com",
  "webmail",
  "mail.proton.me",
];

/** What UTM mediums say, in the words marketers use. */
const MEDIUMS: Record<string, Channel> = {
  email: "email",
  "e-mail": "email",
  newsletter: "email",
  social: "social",
  "social-media": "social",
  organic_social: "social",
  cpc: "search",
  ppc: "search",
  paid_search: "search",
  organic: "search",
  referral: "referral",
};

function hostMatches(host: string, listed: string): boolean {
  return host === listed || host.endsWith(`.${listed}`);
}

/** The channel of a referrer's host (lower case, without a port), or undefined when none given. */
export function channelOfHost(host: string): Channel {
  const bare = host.replace(/^www\./, "");
  if (EMAIL.some((listed) => hostMatches(bare, listed) || bare.startsWith(`${listed}.`))) return "email";
  if (SOCIAL.some((listed) => hostMatches(bare, listed))) return "social";
  // google.com, google.com.br, www.bing.com, search.brave.com ...
  const labels = bare.split(".");
  if (labels.some((label) => SEARCH.includes(label))) return "search";
  return "referral";
}

/**
 * One name per source (issue 51): `Google`, `google.com`, `www.google.com` and `google.com.br` are
 * all `google`, as the owner says it; another host loses its `www.` and its case. What an owner
 * tagged in `utm_source` is read the same way, so a campaign's `google` meets the referrer's.
 */
export function sourceName(source: string): string {
  const bare = source.toLowerCase().replace(/^www\./, "");
  const engine = bare.split(".").find((label) => SEARCH.includes(label) && label !== "search");
  return engine ?? bare;
}

export interface SourceFacts {
  utmSource: string | null;
  utmMedium: string | null;
  ref: string | null;
  /** The referrer's host when it is another site, else null (none, or our own). */
  referrerHost: string | null;
}

/** The channel of a visit's first view. */
export function channelOf({ utmSource, utmMedium, ref, referrerHost }: SourceFacts): Channel {
  const medium = utmMedium?.toLowerCase();
  if (medium !== undefined && MEDIUMS[medium] !== undefined) return MEDIUMS[medium];
  const named = utmSource ?? ref;
  if (named !== null) {
    // `utm_source=linkedin`, `ref=google.com`: classified as a host would be.
    const host = named.toLowerCase();
    const channel = channelOfHost(host.includes(".") ? host : `${host}.com`);
    return channel === "referral" && referrerHost !== null ? channelOfHost(referrerHost) : channel;
  }
  return referrerHost === null ? "direct" : channelOfHost(referrerHost);
}
