import type { FastifyRequest } from "fastify";

/**
 * Whether a state-changing request comes from another site's page (CSRF). Browsers say where a
 * request comes from in `Sec-Fetch-Site`, which pages cannot forge; older ones only send
 * `Origin`, which must then be this server (or PUBLIC_URL, when a proxy rewrites the Host). A
 * request with neither is not from a browser page (curl, scripts, tests), which a cookie-less
 * attacker gains nothing from. The SameSite=Strict cookie is a second, independent guard.
 */
export function isCrossSite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site !== "same-origin";
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === publicUrl) return false;
  try {
    // Through URL both sides, so that a default port (":80", ":443") compares equal to none.
    return new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return true;
  }
}
