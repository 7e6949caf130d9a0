import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyRequest } from "fastify";

/** What our routes can answer a browser or a script with, the page first when both are acceptable. */
const MEDIA_TYPES = ["text/html", "application/json"];

/**
 * Whether a request gets JSON rather than a page or a redirect: a JSON body can only come from a
 * script, so it gets JSON whatever it accepts; otherwise Accept decides, through the negotiator
 * @fastify/static uses for encodings (weights honoured, `q=0` refused, HTML first on a tie). A
 * browser's navigation accepts `text/html` first; `@formspree/core` and `fetch` callers ask for
 * `application/json`.
 */
export function wantsJson(request: FastifyRequest): boolean {
  const type = request.headers["content-type"]?.toLowerCase() ?? "";
  if (type.startsWith("application/json")) return true;
  const accept = request.headers.accept?.toLowerCase();
  return accept !== undefined && negotiate(accept, MEDIA_TYPES) === "application/json";
}
