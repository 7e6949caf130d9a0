import type { FastifyRequest } from "fastify";
import { isBrowser, visitorOf, type Visitor } from "./page-view.js";

/**
 * The visitor a field-figures beacon comes from, as counting keyed the page view it reports on,
 * or why it is not read. The page is ours or it is on a host of the site (a static host's page,
 * whose view its page-view beacon reported under that host); a beacon from any other origin, or
 * without one, or from a known bot, or sent with a privacy signal (Global Privacy Control, Do Not
 * Track), is not read.
 */
export function vitalsVisitor(
  request: FastifyRequest,
  siteHosts: readonly string[],
): { visitor: Visitor } | { refused: "no-origin" | "foreign-origin" | "bot" | "privacy-signal" } {
  const { headers } = request;
  if (headers["sec-gpc"] === "1" || headers["dnt"] === "1") return { refused: "privacy-signal" };
  const origin = URL.parse(headers.origin ?? "");
  if (origin === null || (origin.protocol !== "http:" && origin.protocol !== "https:")) return { refused: "no-origin" };
  const pageHost = origin.host.toLowerCase();
  const ownHost = URL.parse(`${request.protocol}://${request.host.toLowerCase()}`)?.host;
  if (pageHost !== ownHost && !siteHosts.includes(pageHost)) return { refused: "foreign-origin" };
  if (!isBrowser(headers["user-agent"])) return { refused: "bot" };
  // A page this server sent was counted under the request's host; a static host's, under its own.
  return { visitor: visitorOf(request, pageHost === ownHost ? undefined : origin.hostname.toLowerCase()) };
}
