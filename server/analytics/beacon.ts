import type { FastifyRequest } from "fastify";
import type { PageViewBeacon } from "../../shared/page-view-beacon.js";
import { factsOf, isBrowser, isPagePath, visitorOf, type PageViewFacts, type Visitor } from "./page-view.js";

/** Why a beacon is not counted, or that it is. */
type BeaconVerdict =
  | { counted: true; visitor: Visitor; facts: PageViewFacts }
  | { counted: false; reason: "no-origin" | "served-here" | "foreign-origin" | "not-a-page" | "bot" };

/**
 * Reads a beacon as the page view the server would have counted had it sent the page: the same
 * facts (path, language, referrer host, UTM and `ref`, device) and the same visitor (the page's
 * host, the request's address and user agent), so the same key, flood guard and bot filter apply.
 *
 * Not counted: a beacon without an Origin (every browser's sendBeacon sends one), one from a page
 * this very server sent (its origin is the request's own: that page was counted as it was served),
 * one from a page of another site than ours (`siteHosts`: PUBLIC_URL's and SITE_ORIGINS' hosts),
 * so that no third-party page can write its visitors' views into our figures, one for a path that
 * is no page, and one from a known bot.
 */
export function readBeacon(
  request: FastifyRequest,
  beacon: PageViewBeacon,
  siteHosts: readonly string[],
  now: Date,
): BeaconVerdict {
  const origin = URL.parse(request.headers.origin ?? "");
  if (origin === null || (origin.protocol !== "http:" && origin.protocol !== "https:")) {
    return { counted: false, reason: "no-origin" };
  }
  const pageHost = origin.host.toLowerCase();
  const ownHost = URL.parse(`${request.protocol}://${request.host.toLowerCase()}`)?.host;
  if (pageHost === ownHost) return { counted: false, reason: "served-here" };
  if (!siteHosts.includes(pageHost)) return { counted: false, reason: "foreign-origin" };
  if (!isPagePath(beacon.path)) return { counted: false, reason: "not-a-page" };
  const userAgent = request.headers["user-agent"];
  if (!isBrowser(userAgent)) return { counted: false, reason: "bot" };
  return {
    counted: true,
    visitor: visitorOf(request, origin.hostname.toLowerCase()),
    facts: factsOf({
      url: `${beacon.path}${beacon.search}`,
      referrer: beacon.referrer,
      isOwnHost: (host) => host === pageHost || siteHosts.includes(host),
      userAgent,
      now,
    }),
  };
}
